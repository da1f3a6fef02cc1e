import type { BoAdjustment, BoAdjustmentCreate, BoAdjustmentListQuery, BoAdjustmentPage, MerchantSettings } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { postJournal } from '../ledger';
import type { SettingsService } from '../../platform/settings';
import type { StaffPrincipal } from '../../identity/staff';
import { openHouseAccount, openMainWallet, type WalletHolder } from '../ledger';
import {
  countAdjustments,
  findAdjustment,
  findAdjustmentByKey,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  markPosted,
  recordDecision,
  type AdjustmentRow,
} from './adjustments.repository';
import { resolveMember } from '../../identity/accounts';
import { memberKind } from '../../identity/accounts';
import type { MemberSummaryRow } from '../../identity/accounts';

const holderOf = (row: MemberSummaryRow, merchant: MerchantSettings): WalletHolder => ({ id: row.id, isAgent: memberKind(row.type, merchant) === 'agent' });

const toAdjustment = (row: AdjustmentRow): BoAdjustment => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  memberAccount: row.member_account,
  amount: Number(row.amount),
  currency: row.currency,
  reason: row.reason,
  idempotencyKey: row.idempotency_key,
  status: row.status,
  requestedBy: { id: row.requested_by, name: row.requested_by_name },
  decidedBy: row.decided_by === null ? null : { id: row.decided_by, name: row.decided_by_name ?? '' },
  decisionReason: row.decision_reason,
  decidedAt: row.decided_at?.toISOString() ?? null,
  journalId: row.journal_id === null ? null : Number(row.journal_id),
  // Posted without a decider means it was under the threshold and went through at once.
  needsSecondApprover: !(row.status === 'posted' && row.decided_by === null),
  createdAt: row.created_at.toISOString(),
});

const abs = (v: bigint) => (v < 0n ? -v : v);

/** The ledger key of an adjustment's one posting: a retried approval cannot post twice. */
const ledgerKeyOf = (id: bigint) => `adjustment:${id}:post`;

/**
 * Manual adjustments: house_adjustment <-> the member's main wallet, with a
 * reason; above `cashier.adjustmentSecondApprovalAbove` a different staff member must approve.
 */
export const createAdjustmentsService = (db: Kysely<DB>, audit: AuditService, settings: SettingsService) => {
  const load = async (id: bigint): Promise<AdjustmentRow> => {
    const row = await findAdjustment(db, id);
    if (!row) throw new AppError('NOT_FOUND', { details: { adjustmentId: Number(id) } });
    return row;
  };

  // Accounts are opened before any transaction (PGlite has one connection; opening is idempotent).
  const accountsFor = async (member: MemberSummaryRow, currency: string) => {
    const merchant = await settings.value('merchant');
    const wallet = await openMainWallet(db, holderOf(member, merchant), currency);
    const house = await openHouseAccount(db, 'house_adjustment', currency);
    return { wallet, house };
  };

  const replayOf = (existing: AdjustmentRow, member: MemberSummaryRow, input: BoAdjustmentCreate): BoAdjustment => {
    const same = existing.member_id === member.id && existing.amount === BigInt(input.amount) && existing.reason === input.reason;
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { details: { idempotencyKey: input.idempotencyKey } });
    return toAdjustment(existing);
  };

  const create = async (input: BoAdjustmentCreate, staff: StaffPrincipal, actor: Actor): Promise<BoAdjustment> => {
    const merchant = await settings.value('merchant');
    const cashier = await settings.value('cashier');
    const member = await resolveMember(db, input);
    const existing = await findAdjustmentByKey(db, input.idempotencyKey);
    if (existing) return replayOf(existing, member, input);
    const amount = BigInt(input.amount);
    const needsSecond = abs(amount) > BigInt(cashier.adjustmentSecondApprovalAbove);
    const { wallet, house } = await accountsFor(member, merchant.currency);
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await insertAdjustment(trx, {
        member_id: member.id,
        amount,
        currency: merchant.currency,
        reason: input.reason,
        idempotency_key: input.idempotencyKey,
        status: needsSecond ? 'pending' : 'posted',
        requested_by: staff.id,
        requested_by_name: staff.username,
        decided_at: needsSecond ? null : new Date(),
      });
      // A concurrent twin with the same key committed first: answer with its result below.
      if (!inserted) return null;
      let journalId: bigint | null = null;
      if (!needsSecond) {
        const journal = await postJournal(trx, {
          idempotencyKey: ledgerKeyOf(inserted.id),
          kind: 'adjustment',
          legs: [
            { accountId: wallet.id, amount },
            { accountId: house.id, amount: -amount },
          ],
          metadata: { adjustmentId: Number(inserted.id), reason: input.reason, requestedBy: staff.username },
        });
        journalId = journal.journalId;
        await markPosted(trx, inserted.id, journalId);
      }
      await audit.append(trx, actor, needsSecond ? 'adjustment.request' : 'adjustment.post', `member:${member.id}`, {
        adjustmentId: Number(inserted.id),
        amount: input.amount,
        currency: merchant.currency,
        reason: input.reason,
        journalId: journalId === null ? null : Number(journalId),
      });
      return inserted.id;
    });
    if (id === null) {
      const twin = await findAdjustmentByKey(db, input.idempotencyKey);
      if (!twin) throw new AppError('INTERNAL_ERROR', { details: { reason: 'ADJUSTMENT_VANISHED' } });
      return replayOf(twin, member, input);
    }
    return toAdjustment(await load(id));
  };

  /** Takes the row lock, then checks state and the four-eyes rule against the locked row. */
  const lockForDecision = async (trx: Parameters<typeof lockAdjustment>[0], id: bigint, staff: StaffPrincipal) => {
    const locked = await lockAdjustment(trx, id);
    if (!locked) throw new AppError('NOT_FOUND', { details: { adjustmentId: Number(id) } });
    if (locked.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: locked.status } });
    if (locked.requested_by === staff.id) throw new AppError('SECOND_APPROVER_REQUIRED');
  };

  const approve = async (id: bigint, staff: StaffPrincipal, actor: Actor): Promise<BoAdjustment> => {
    const row = await load(id);
    if (row.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: row.status } });
    const member = await resolveMember(db, { memberId: Number(row.member_id) });
    const { wallet, house } = await accountsFor(member, row.currency);
    await db.transaction().execute(async (trx) => {
      await lockForDecision(trx, id, staff);
      const journal = await postJournal(trx, {
        idempotencyKey: ledgerKeyOf(id),
        kind: 'adjustment',
        legs: [
          { accountId: wallet.id, amount: row.amount },
          { accountId: house.id, amount: -row.amount },
        ],
        metadata: { adjustmentId: Number(id), reason: row.reason, requestedBy: row.requested_by_name, approvedBy: staff.username },
      });
      await recordDecision(trx, id, { status: 'posted', staffId: staff.id, staffName: staff.username, reason: null, journalId: journal.journalId });
      await audit.append(trx, actor, 'adjustment.approve', `member:${row.member_id}`, {
        adjustmentId: Number(id),
        amount: Number(row.amount),
        currency: row.currency,
        journalId: Number(journal.journalId),
      });
    });
    return toAdjustment(await load(id));
  };

  const reject = async (id: bigint, reason: string, staff: StaffPrincipal, actor: Actor): Promise<BoAdjustment> => {
    const row = await load(id);
    await db.transaction().execute(async (trx) => {
      await lockForDecision(trx, id, staff);
      await recordDecision(trx, id, { status: 'rejected', staffId: staff.id, staffName: staff.username, reason, journalId: null });
      await audit.append(trx, actor, 'adjustment.reject', `member:${row.member_id}`, {
        adjustmentId: Number(id),
        amount: Number(row.amount),
        currency: row.currency,
        reason,
      });
    });
    return toAdjustment(await load(id));
  };

  const list = async (query: BoAdjustmentListQuery): Promise<BoAdjustmentPage> => {
    const filter = { status: query.status, memberId: query.memberId === undefined ? undefined : BigInt(query.memberId) };
    const total = await countAdjustments(db, filter);
    const rows = await listAdjustments(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    return { list: rows.map(toAdjustment), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  return { create, approve, reject, list };
};

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
