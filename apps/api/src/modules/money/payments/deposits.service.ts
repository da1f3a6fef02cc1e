import { createHash, randomBytes } from 'node:crypto';
import type {
  BoDeposit,
  BoDepositListQuery,
  BoDepositPage,
  DepositCreateRequest,
  DepositListQuery,
  DepositOrder,
  DepositPage,
  DepositProofUpload,
  LanguageCode,
  WebhookAck,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { reencodeImage } from '../../engagement/content';
import { maxUploadBytes } from '../../engagement/content';
import { postJournal } from '../ledger';
import { addMemberNotice } from '../../engagement/notices';
import { assertMayDeposit } from '../protection';
import type { SettingsService } from '../../platform/settings';
import { openHouseAccount, openMainWallet } from '../ledger';
import {
  attachProofs,
  countDeposits,
  countLooseProofs,
  findDepositById,
  findDepositByKey,
  findDepositByOrderNo,
  findDepositView,
  findMemberDepositView,
  findProofBytes,
  insertDepositIfNew,
  insertProof,
  listDeposits,
  listProofMeta,
  lockDeposit,
  updateDeposit,
  type DepositRow,
  type DepositView,
} from './deposits.repository';
import { findMethodById } from './payment-methods.repository';
import type { PaymentProviders } from './payment-providers';
import type { WebhookHeaders } from './provider-adapter';

/** Loose proofs (uploaded, not yet attached) a member may hold in an hour: bounds storage per member. */
const looseProofLimitPerHour = 10;

const toOrder = (row: DepositView, language: LanguageCode): DepositOrder => ({
  orderNo: row.order_no,
  methodId: row.method_id,
  methodName: row.method_names[language] ?? row.method_name,
  kind: row.kind,
  amount: Number(row.amount),
  currency: row.currency,
  status: row.status,
  transferReference: row.transfer_reference,
  reason: row.reason,
  redirectUrl: row.kind === 'gateway' && row.status === 'pending' ? row.redirect_url : null,
  proofCount: row.proof_count ?? 0,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toBoDeposit = (row: DepositView, proofs: { content_type: string; size: number }[]): BoDeposit => ({
  ...toOrder(row, 'EN'),
  id: Number(row.id),
  memberId: Number(row.member_id),
  account: row.member_account,
  providerCode: row.provider_code,
  providerRef: row.provider_ref,
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  proofs: proofs.map((p, i) => ({ index: i + 1, contentType: p.content_type, size: p.size })),
});

const newOrderNo = (now: Date) => `D${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;

/** What a create asked for: the same idempotency key must come with the same request. */
const requestHash = (input: DepositCreateRequest) =>
  createHash('sha256')
    .update(JSON.stringify([input.methodId, input.amount, input.transferReference ?? null, [...(input.proofIds ?? [])].sort()]))
    .digest('hex');

const depositReturnUrl = (orderNo: string) => `/member?page=depositv2&order=${encodeURIComponent(orderNo)}`;

type Deps = { audit: AuditService; settings: SettingsService; providers: PaymentProviders };

/**
 * Deposits: a player creates one against an enabled method; manual bank transfers wait for finance
 * staff to confirm or reject, gateway deposits for the provider's signed webhook. A credit is one
 * `deposit` journal (house_payment of the provider -> the member's main wallet) with the key
 * `deposit:<id>:credit`, written with the status change and the notice in one transaction.
 */
export const createDepositService = (db: Kysely<DB>, { audit, settings, providers }: Deps) => {
  const viewOf = async (id: bigint) => {
    const view = await findDepositView(db, id);
    if (!view) throw new AppError('NOT_FOUND', { details: { id: Number(id) } });
    return view;
  };

  /** A gateway deposit without its hosted page yet (new, or its checkout call failed): ask the provider. */
  const ensureCheckout = async (deposit: DepositRow): Promise<void> => {
    if (deposit.kind !== 'gateway' || deposit.status !== 'pending' || deposit.redirect_url) return;
    const adapter = providers.providerFor(deposit.provider_code);
    try {
      const session = await adapter.createCheckout({
        orderNo: deposit.order_no,
        amount: deposit.amount,
        currency: deposit.currency,
        returnUrl: depositReturnUrl(deposit.order_no),
      });
      await updateDeposit(db, deposit.id, { redirect_url: session.redirectUrl });
    } catch (error) {
      await db.transaction().execute(async (trx) => {
        const locked = await lockDeposit(trx, deposit.id);
        if (locked?.status !== 'pending') return;
        await updateDeposit(trx, deposit.id, { status: 'failed', reason: 'checkout_unavailable' });
        await addMemberNotice(trx, {
          memberId: deposit.member_id,
          kind: 'deposit_failed',
          params: { amount: Number(deposit.amount), currency: deposit.currency, reference: deposit.order_no, reason: 'checkout_unavailable' },
        });
      });
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { details: { provider: deposit.provider_code }, cause: error });
    }
  };

  const replayOf = async (existing: DepositRow, hash: string, language: LanguageCode): Promise<DepositOrder> => {
    if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { details: { orderNo: existing.order_no } });
    await ensureCheckout(existing);
    return toOrder(await viewOf(existing.id), language);
  };

  const create = async (member: MemberPrincipal, input: DepositCreateRequest, language: LanguageCode): Promise<DepositOrder> => {
    const hash = requestHash(input);
    const existing = await findDepositByKey(db, member.id, input.idempotencyKey);
    if (existing) return replayOf(existing, hash, language);

    const method = await findMethodById(db, input.methodId);
    if (!method?.enabled || (method.kind === 'gateway' && !providers.has(method.provider_code))) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { details: { methodId: input.methodId } });
    }
    const amount = BigInt(input.amount);
    if (amount < method.min_amount) throw new AppError('AMOUNT_BELOW_MINIMUM', { details: { min: Number(method.min_amount) } });
    if (amount > method.max_amount) throw new AppError('AMOUNT_ABOVE_MAXIMUM', { details: { max: Number(method.max_amount) } });
    if (method.kind === 'manual_bank' && !input.transferReference)
      throw new AppError('VALIDATION_ERROR', { details: { field: 'transferReference', reason: 'required' } });
    if (method.kind === 'gateway' && (input.transferReference !== undefined || (input.proofIds?.length ?? 0) > 0)) {
      throw new AppError('VALIDATION_ERROR', { details: { field: 'transferReference', reason: 'manual bank transfers only' } });
    }
    const proofIds = [...new Set(input.proofIds ?? [])];
    const merchant = await settings.value('merchant');

    const created = await db.transaction().execute(async (trx) => {
      // Exclusions and deposit limits, with the member's row locked so parallel deposits queue here.
      await assertMayDeposit(trx, member.id, amount);
      const row = await insertDepositIfNew(trx, {
        order_no: newOrderNo(new Date()),
        member_id: member.id,
        holder_is_agent: member.isAgent,
        method_id: method.id,
        kind: method.kind,
        provider_code: method.provider_code,
        amount,
        currency: merchant.currency,
        idempotency_key: input.idempotencyKey,
        request_hash: hash,
        transfer_reference: input.transferReference ?? null,
      });
      if (!row) return null;
      const attached = await attachProofs(trx, member.id, row.id, proofIds);
      if (attached !== proofIds.length) throw new AppError('VALIDATION_ERROR', { details: { field: 'proofIds', reason: 'unknown or already used' } });
      return row;
    });
    // A twin request with the same key committed first: answer what it created.
    if (!created) {
      const twin = await findDepositByKey(db, member.id, input.idempotencyKey);
      if (!twin) throw new AppError('CONFLICT');
      return replayOf(twin, hash, language);
    }
    await ensureCheckout(created);
    return toOrder(await viewOf(created.id), language);
  };

  const listMine = async (member: MemberPrincipal, query: DepositListQuery, language: LanguageCode): Promise<DepositPage> => {
    const filter = { memberId: member.id, status: query.status };
    const [rows, total] = await Promise.all([listDeposits(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize), countDeposits(db, filter)]);
    return {
      list: rows.map((r) => toOrder(r, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const getMine = async (member: MemberPrincipal, orderNo: string, language: LanguageCode): Promise<DepositOrder> => {
    const view = await findMemberDepositView(db, member.id, orderNo);
    if (!view) throw new AppError('NOT_FOUND', { details: { orderNo } });
    return toOrder(view, language);
  };

  /** A proof image for a manual transfer: PNG or JPEG that decodes, under 5 MB, stored re-encoded, private to the member and staff. */
  const uploadProof = async (member: MemberPrincipal, bytes: Buffer): Promise<DepositProofUpload> => {
    if (bytes.length > maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
    const image = reencodeImage(bytes);
    if ((await countLooseProofs(db, member.id, new Date(Date.now() - 3_600_000))) >= looseProofLimitPerHour) throw new AppError('TOO_MANY_IMAGES');
    const token = randomBytes(16).toString('hex');
    await insertProof(db, { token, memberId: member.id, contentType: image.contentType, bytes: image.bytes });
    return { proofId: token, contentType: image.contentType, size: image.bytes.length };
  };

  // Back office.

  const adminList = async (query: BoDepositListQuery): Promise<BoDepositPage> => {
    const filter = { status: query.status, kind: query.kind, account: query.account, orderNo: query.orderNo };
    // The pending queue is worked oldest first; every other view shows the newest first.
    const [rows, total] = await Promise.all([
      listDeposits(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize, query.status === 'pending'),
      countDeposits(db, filter),
    ]);
    const proofs = await listProofMeta(
      db,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) =>
        toBoDeposit(
          r,
          proofs.filter((p) => p.deposit_id === r.id),
        ),
      ),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const adminGet = async (id: number): Promise<BoDeposit> => {
    const view = await viewOf(BigInt(id));
    return toBoDeposit(view, await listProofMeta(db, [view.id]));
  };

  const proofImage = async (id: number, index: number) => {
    const proof = await findProofBytes(db, BigInt(id), index);
    if (!proof) throw new AppError('NOT_FOUND', { details: { id, index } });
    return { contentType: proof.content_type, bytes: Buffer.from(proof.bytes) };
  };

  /** The accounts a credit touches, opened before the transaction (PGlite has one connection). */
  const creditAccounts = async (deposit: DepositRow) => {
    const wallet = await openMainWallet(db, { id: deposit.member_id, isAgent: deposit.holder_is_agent }, deposit.currency);
    const house = await openHouseAccount(db, 'house_payment', deposit.currency, deposit.provider_code);
    return { wallet: wallet.id, house: house.id };
  };

  const noticeParams = (deposit: DepositRow, reason?: string) => ({
    amount: Number(deposit.amount),
    currency: deposit.currency,
    reference: deposit.order_no,
    ...(reason === undefined ? {} : { reason }),
  });

  type Executor = Parameters<typeof postJournal>[0];
  const credit = async (trx: Executor, deposit: DepositRow, accounts: { wallet: bigint; house: bigint }, providerRef: string | null) => {
    const journal = await postJournal(trx, {
      idempotencyKey: `deposit:${deposit.id}:credit`,
      kind: 'deposit',
      legs: [
        { accountId: accounts.house, amount: -deposit.amount },
        { accountId: accounts.wallet, amount: deposit.amount },
      ],
      metadata: {
        depositId: String(deposit.id),
        orderNo: deposit.order_no,
        methodId: deposit.method_id,
        providerCode: deposit.provider_code,
        providerRef,
        transferReference: deposit.transfer_reference,
      },
    });
    await addMemberNotice(trx, { memberId: deposit.member_id, kind: 'deposit_credited', params: noticeParams(deposit) });
    return journal.journalId;
  };

  /** A manual deposit found, of the manual kind: gateway deposits are settled by their provider only. */
  const manualDeposit = async (id: number): Promise<DepositRow> => {
    const deposit = await findDepositById(db, BigInt(id));
    if (!deposit) throw new AppError('NOT_FOUND', { details: { id } });
    if (deposit.kind !== 'manual_bank') throw new AppError('INVALID_STATE', { details: { status: deposit.status, kind: deposit.kind } });
    return deposit;
  };

  const confirm = async (id: number, actor: Actor, note: string | undefined): Promise<BoDeposit> => {
    const found = await manualDeposit(id);
    const accounts = await creditAccounts(found);
    await db.transaction().execute(async (trx) => {
      const deposit = await lockDeposit(trx, found.id);
      if (deposit?.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: deposit?.status ?? null } });
      const journalId = await credit(trx, deposit, accounts, null);
      await updateDeposit(trx, deposit.id, { status: 'credited', journal_id: journalId, reviewed_by: actor.name, reviewed_at: new Date() });
      await audit.append(trx, actor, 'deposit.confirm', `deposit:${deposit.id}`, {
        orderNo: deposit.order_no,
        memberId: String(deposit.member_id),
        amount: String(deposit.amount),
        currency: deposit.currency,
        journalId: String(journalId),
        note: note ?? null,
      });
    });
    return adminGet(id);
  };

  const reject = async (id: number, actor: Actor, reason: string): Promise<BoDeposit> => {
    const found = await manualDeposit(id);
    await db.transaction().execute(async (trx) => {
      const deposit = await lockDeposit(trx, found.id);
      if (deposit?.status !== 'pending') throw new AppError('INVALID_STATE', { details: { status: deposit?.status ?? null } });
      await updateDeposit(trx, deposit.id, { status: 'rejected', reason, reviewed_by: actor.name, reviewed_at: new Date() });
      await addMemberNotice(trx, { memberId: deposit.member_id, kind: 'deposit_failed', params: noticeParams(deposit, reason) });
      await audit.append(trx, actor, 'deposit.reject', `deposit:${deposit.id}`, {
        orderNo: deposit.order_no,
        memberId: String(deposit.member_id),
        amount: String(deposit.amount),
        reason,
      });
    });
    return adminGet(id);
  };

  /**
   * A provider's webhook. Nothing changes unless the signature is good, the order is ours and of this
   * provider, and amount and currency match. A deposit already settled answers its status unchanged,
   * so a replayed or parallel delivery credits once (row lock, then the journal's idempotency key).
   */
  const handleWebhook = async (providerCode: string, rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookAck> => {
    if (!providers.has(providerCode)) throw new AppError('NOT_FOUND', { details: { provider: providerCode } });
    const event = await providers.providerFor(providerCode).verifyWebhook(rawBody, headers);
    const found = await findDepositByOrderNo(db, event.orderNo);
    if (found?.provider_code !== providerCode || found.kind !== 'gateway') throw new AppError('NOT_FOUND', { details: { orderNo: event.orderNo } });
    if (event.amount !== found.amount || event.currency !== found.currency) {
      throw new AppError('PAYMENT_MISMATCH', { details: { orderNo: found.order_no } });
    }
    const accounts = event.status === 'paid' ? await creditAccounts(found) : null;
    try {
      return await db.transaction().execute(async (trx): Promise<WebhookAck> => {
        const deposit = await lockDeposit(trx, found.id);
        if (!deposit) throw new AppError('NOT_FOUND', { details: { orderNo: event.orderNo } });
        if (deposit.status !== 'pending') return { orderNo: deposit.order_no, status: deposit.status, changed: false };
        if (event.status === 'paid' && accounts) {
          const journalId = await credit(trx, deposit, accounts, event.providerRef);
          await updateDeposit(trx, deposit.id, { status: 'credited', provider_ref: event.providerRef, journal_id: journalId });
          return { orderNo: deposit.order_no, status: 'credited', changed: true };
        }
        const reason = event.reason ?? 'declined';
        await updateDeposit(trx, deposit.id, { status: 'failed', provider_ref: event.providerRef, reason });
        await addMemberNotice(trx, { memberId: deposit.member_id, kind: 'deposit_failed', params: noticeParams(deposit, reason) });
        return { orderNo: deposit.order_no, status: 'failed', changed: true };
      });
    } catch (error) {
      // The provider's reference already settled another of our orders: refuse, change nothing.
      if (isUniqueViolation(error)) throw new AppError('PAYMENT_MISMATCH', { details: { orderNo: found.order_no, reason: 'provider reference reused' } });
      throw error;
    }
  };

  return { create, listMine, getMine, uploadProof, adminList, adminGet, proofImage, confirm, reject, handleWebhook };
};

export type DepositService = ReturnType<typeof createDepositService>;
