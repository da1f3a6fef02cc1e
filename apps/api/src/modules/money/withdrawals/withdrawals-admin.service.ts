import type { BoWithdrawal, BoWithdrawalQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { postJournal } from '../ledger';
import { addMemberNotice } from '../../engagement/notices';
import type { ProviderAdapter } from '../payments';
import type { SettingsService } from '../../platform/settings';
import { openHouseAccount } from '../ledger';
import { readProofImage } from './proof-images';
import { pageOf, toBoDispute, toBoWithdrawal } from './withdrawal-view';
import {
  countDisputes,
  countWithdrawals,
  findDispute,
  findWithdrawal,
  listDisputes,
  listWithdrawals,
  moveStatus,
  reclaimStalePayout,
  resolveDispute,
} from './withdrawals.repository';

export type WithdrawalsAdminDeps = {
  settings: SettingsService;
  audit: AuditService;
  /** The provider that pays withdrawals out (the sandbox provider until a real one is configured). */
  payoutProvider: () => ProviderAdapter;
  /** Where receipt proofs are kept (private), and the upload folder older disputes' proofs sit in. */
  proofDir: string;
  uploadDir: string;
  now?: () => Date;
};

const actorName = (actor: Actor) => actor.name ?? actor.id ?? 'staff';

/** How long a payout may sit in `paying` before another approve may take it over (a crashed approver). */
const stalePayoutMs = 5 * 60_000;

/**
 * Finance staff review withdrawals: approve (the provider pays, then the hold goes to the
 * provider's house account) or reject (the hold returns to the main wallet). Each step is a
 * conditional status change, so of two racing actions exactly one wins and the other gets
 * INVALID_STATE. Approval first claims the withdrawal (`paying`) and only then calls the provider,
 * so a reject cannot slip in while the money is on its way. A claim left behind by a crash can be
 * taken over by another approve after `stalePayoutMs`.
 */
export const createWithdrawalsAdminService = (db: Kysely<DB>, deps: WithdrawalsAdminDeps) => {
  const { settings, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const load = async (id: bigint) => {
    const row = await findWithdrawal(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  const view = async (id: bigint): Promise<BoWithdrawal> => toBoWithdrawal(await load(id));

  const list = async (query: BoWithdrawalQuery) => {
    const filter = { status: query.status, account: query.account, orderNo: query.orderNo };
    const [rows, total] = await Promise.all([listWithdrawals(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize), countWithdrawals(db, filter)]);
    return pageOf(rows.map(toBoWithdrawal), total, query.pageNo, query.pageSize);
  };

  const approve = async (id: bigint, actor: Actor): Promise<BoWithdrawal> => {
    const row = await load(id);
    const stale = row.status === 'paying' && new Date(row.updated_at).getTime() <= now().getTime() - stalePayoutMs;
    if (row.status !== 'pending' && !stale) throw new AppError('INVALID_STATE', { details: { status: row.status } });
    const { withdrawAutoConfirmMinutes } = await settings.value('cashier');
    const provider = deps.payoutProvider();
    const house = await openHouseAccount(db, 'house_payment', row.currency, provider.code);
    // A stale claim is retried with the same payout number: the provider answers it once, so a
    // payout that went through before the crash is recorded, not paid twice.
    const attempt = stale ? row.payout_attempts : row.payout_attempts + 1;
    const claimed = stale
      ? await reclaimStalePayout(db, id, new Date(now().getTime() - stalePayoutMs), actorName(actor), now())
      : await moveStatus(db, id, 'pending', { status: 'paying', payout_attempts: attempt, reviewed_by: actorName(actor) }, now());
    if (!claimed) throw new AppError('INVALID_STATE');

    const payout = await provider
      .payout({
        payoutNo: `${row.order_no}-${attempt}`,
        amount: row.amount,
        currency: row.currency,
        bankAccount: { bankName: row.bank_name, accountNumber: row.account_number, payeeName: row.payee_name, ifsc: row.ifsc },
      })
      .catch((error: unknown) => ({ status: 'failed' as const, providerRef: '', reason: error instanceof Error ? error.message : String(error) }));

    if (payout.status !== 'paid') {
      // Nothing moved: back to the queue with the provider's reason for staff to see.
      const reason = (payout.reason ?? 'payout failed').slice(0, 500);
      await db.transaction().execute(async (trx) => {
        await moveStatus(trx, id, 'paying', { status: 'pending', payout_error: reason }, now());
        await audit.append(trx, actor, 'withdrawal.payout_failed', row.order_no, { withdrawalId: Number(id), provider: provider.code, attempt, reason });
      });
      return view(id);
    }

    const at = now();
    await db.transaction().execute(async (trx) => {
      const moved = await moveStatus(
        trx,
        id,
        'paying',
        {
          status: 'approved',
          payout_error: null,
          provider_code: provider.code,
          provider_ref: payout.providerRef,
          reviewed_by: actorName(actor),
          reviewed_at: at,
          auto_confirm_at: new Date(at.getTime() + withdrawAutoConfirmMinutes * 60_000),
        },
        at,
      );
      if (!moved) throw new AppError('INVALID_STATE');
      await postJournal(trx, {
        idempotencyKey: `withdrawal:${id}:payout`,
        kind: 'withdrawal_payout',
        legs: [
          { accountId: row.hold_account_id, amount: -row.amount },
          { accountId: house.id, amount: row.amount },
        ],
        metadata: { withdrawalId: String(id), orderNo: row.order_no, provider: provider.code, providerRef: payout.providerRef },
      });
      await addMemberNotice(trx, {
        memberId: row.member_id,
        kind: 'withdrawal_approved',
        params: { amount: Number(row.amount), currency: row.currency, reference: row.order_no },
      });
      await audit.append(trx, actor, 'withdrawal.approve', row.order_no, {
        withdrawalId: Number(id),
        amount: Number(row.amount),
        provider: provider.code,
        providerRef: payout.providerRef,
      });
    });
    return view(id);
  };

  const reject = async (id: bigint, reason: string, actor: Actor): Promise<BoWithdrawal> => {
    const row = await load(id);
    if (row.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: row.status } });
    const at = now();
    await db.transaction().execute(async (trx) => {
      const moved = await moveStatus(trx, id, 'pending', { status: 'rejected', reject_reason: reason, reviewed_by: actorName(actor), reviewed_at: at }, at);
      if (!moved) throw new AppError('INVALID_STATE');
      await postJournal(trx, {
        idempotencyKey: `withdrawal:${id}:release`,
        kind: 'withdrawal_release',
        legs: [
          { accountId: row.hold_account_id, amount: -row.amount },
          { accountId: row.main_account_id, amount: row.amount },
        ],
        metadata: { withdrawalId: String(id), orderNo: row.order_no, reason },
      });
      await addMemberNotice(trx, {
        memberId: row.member_id,
        kind: 'withdrawal_rejected',
        params: { amount: Number(row.amount), currency: row.currency, reference: row.order_no, reason },
      });
      await audit.append(trx, actor, 'withdrawal.reject', row.order_no, { withdrawalId: Number(id), amount: Number(row.amount), reason });
    });
    return view(id);
  };

  const disputes = async (query: { status?: 'open' | 'resolved' | undefined; pageNo: number; pageSize: number }) => {
    const [rows, total] = await Promise.all([
      listDisputes(db, query.status, query.pageSize, (query.pageNo - 1) * query.pageSize),
      countDisputes(db, query.status),
    ]);
    return pageOf(rows.map(toBoDispute), total, query.pageNo, query.pageSize);
  };

  const resolve = async (id: bigint, note: string, actor: Actor) => {
    const dispute = await findDispute(db, id);
    if (!dispute) throw new AppError('NOT_FOUND');
    await db.transaction().execute(async (trx) => {
      if (!(await resolveDispute(trx, id, note, actorName(actor), now()))) throw new AppError('INVALID_STATE', { details: { status: dispute.status } });
      await audit.append(trx, actor, 'withdrawal.dispute.resolve', dispute.order_no, {
        disputeId: Number(id),
        withdrawalId: Number(dispute.withdrawal_id),
        note,
      });
    });
    const updated = await findDispute(db, id);
    if (!updated) throw new AppError('INTERNAL_ERROR');
    return toBoDispute(updated);
  };

  /** A dispute's proof image (1-based), for finance staff only. */
  const proofImage = async (id: bigint, index: number) => {
    const dispute = await findDispute(db, id);
    const ref = dispute?.proof_urls[index - 1];
    const image = ref === undefined ? null : await readProofImage(deps, ref);
    if (!image) throw new AppError('NOT_FOUND', { details: { id: Number(id), index } });
    return image;
  };

  return { list, view, approve, reject, disputes, resolve, proofImage };
};
