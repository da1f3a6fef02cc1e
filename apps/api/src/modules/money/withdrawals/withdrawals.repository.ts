import type { Executor, WithdrawalReceiptKind } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the withdrawals module; every function takes the executor it runs on. */

export const findMemberForWithdrawal = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['id', 'account', 'type', 'real_name', 'payment_password_hash']).where('id', '=', memberId).executeTakeFirst();

/** Serialises one member's withdrawal requests, so "how many are pending" cannot change under us. */
export const lockMember = async (db: Executor, memberId: bigint): Promise<void> => {
  await sql`select id from members where id = ${memberId} for update`.execute(db);
};

// Bank accounts.

export const listBankAccounts = (db: Executor, memberId: bigint) =>
  db.selectFrom('member_bank_accounts').selectAll().where('member_id', '=', memberId).where('deleted_at', 'is', null).orderBy('id').execute();

export const findBankAccount = (db: Executor, memberId: bigint, id: bigint) =>
  db.selectFrom('member_bank_accounts').selectAll().where('member_id', '=', memberId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export const insertBankAccount = (
  db: Executor,
  row: { member_id: bigint; bank_name: string; account_number: string; payee_name: string; ifsc: string | null },
) => db.insertInto('member_bank_accounts').values(row).returningAll().executeTakeFirstOrThrow();

export const removeBankAccount = async (db: Executor, memberId: bigint, id: bigint, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('member_bank_accounts')
    .set({ deleted_at: at })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

// Withdrawals.

export type NewWithdrawal = {
  order_no: string;
  member_id: bigint;
  idempotency_key: string;
  amount: bigint;
  currency: string;
  main_account_id: bigint;
  hold_account_id: bigint;
  bank_account_id: bigint;
  bank_name: string;
  account_number: string;
  payee_name: string;
  ifsc: string | null;
};

export const insertWithdrawal = (db: Executor, row: NewWithdrawal) => db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();

/** What the member's withdrawals in progress (pending or being paid) hold back, in minor units. */
export const sumOpenWithdrawals = async (db: Executor, memberId: bigint): Promise<bigint> =>
  BigInt(
    (
      await db
        .selectFrom('withdrawals')
        .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['pending', 'paying'])
        .executeTakeFirstOrThrow()
    ).total,
  );

export const countOpenWithdrawals = async (db: Executor, memberId: bigint): Promise<number> =>
  (
    await db
      .selectFrom('withdrawals')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('member_id', '=', memberId)
      .where('status', 'in', ['pending', 'paying'])
      .executeTakeFirstOrThrow()
  ).n;

export const findWithdrawalByKey = (db: Executor, memberId: bigint, key: string) =>
  db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirst();

const withMember = (db: Executor) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .leftJoin('withdrawal_disputes as d', 'd.withdrawal_id', 'w.id')
    .selectAll('w')
    .select(['m.account', 'd.id as dispute_id', 'd.status as dispute_status', 'd.proof_urls as dispute_proof_urls']);

export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export const findWithdrawal = (db: Executor, id: bigint) => withMember(db).where('w.id', '=', id).executeTakeFirst();

export type WithdrawalFilter = { memberId?: bigint; status?: string | undefined; account?: string | undefined; orderNo?: string | undefined };

const filtered = (db: Executor, filter: WithdrawalFilter) => {
  let q = withMember(db);
  if (filter.memberId !== undefined) q = q.where('w.member_id', '=', filter.memberId);
  if (filter.status) q = q.where('w.status', '=', filter.status as 'pending');
  if (filter.account) q = q.where('m.account', '=', filter.account);
  if (filter.orderNo) q = q.where('w.order_no', '=', filter.orderNo);
  return q;
};

export const listWithdrawals = (db: Executor, filter: WithdrawalFilter, limit: number, offset: number) =>
  filtered(db, filter).orderBy('w.id', 'desc').limit(limit).offset(offset).execute();

export const countWithdrawals = async (db: Executor, filter: WithdrawalFilter): Promise<number> =>
  (
    await filtered(db, filter)
      .clearSelect()
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** Moves a withdrawal out of `from` only if it is still there: of two racing staff actions one wins. */
export const moveStatus = async (
  db: Executor,
  id: bigint,
  from: 'pending' | 'paying',
  set: { status: 'pending' | 'paying' | 'approved' | 'rejected' } & Partial<{
    payout_attempts: number;
    payout_error: string | null;
    provider_code: string;
    provider_ref: string;
    reject_reason: string;
    reviewed_by: string;
    reviewed_at: Date;
    auto_confirm_at: Date;
  }>,
  at: Date,
): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawals')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Takes over a payout whose approver vanished (a crash between claiming it and recording the
 * provider's answer): only when it has sat in `paying` since before `cutoff`, and only once.
 */
export const reclaimStalePayout = async (db: Executor, id: bigint, cutoff: Date, by: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawals')
    .set({ updated_at: at, reviewed_by: by })
    .where('id', '=', id)
    .where('status', '=', 'paying')
    .where('updated_at', '<=', cutoff)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const recordReceipt = async (db: Executor, id: bigint, kind: WithdrawalReceiptKind, received: bigint, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawals')
    .set({ receipt_kind: kind, received_amount: received, receipt_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('receipt_kind', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Approved payouts past their deadline without a receipt count as received in full. */
export const autoConfirmDue = async (db: Executor, now: Date, memberId?: bigint): Promise<number> => {
  let q = db
    .updateTable('withdrawals')
    .set({ receipt_kind: 'auto', received_amount: sql<bigint>`amount`, receipt_at: now, updated_at: now })
    .where('status', '=', 'approved')
    .where('receipt_kind', 'is', null)
    .where('auto_confirm_at', '<=', now);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
};

// Disputes.

export const insertDispute = (
  db: Executor,
  row: { withdrawal_id: bigint; member_id: bigint; kind: 'partial' | 'not_received'; amount: bigint; received_amount: bigint; proof_urls: string[] },
) =>
  db
    .insertInto('withdrawal_disputes')
    .values({ ...row, proof_urls: JSON.stringify(row.proof_urls) })
    .returning(['id'])
    .executeTakeFirstOrThrow();

const disputes = (db: Executor, status: 'open' | 'resolved' | undefined) => {
  let q = db
    .selectFrom('withdrawal_disputes as d')
    .innerJoin('withdrawals as w', 'w.id', 'd.withdrawal_id')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .selectAll('d')
    .select(['w.order_no', 'w.currency', 'm.account']);
  if (status) q = q.where('d.status', '=', status);
  return q;
};

export type DisputeRow = Awaited<ReturnType<typeof listDisputes>>[number];

export const listDisputes = (db: Executor, status: 'open' | 'resolved' | undefined, limit: number, offset: number) =>
  disputes(db, status).orderBy('d.id', 'desc').limit(limit).offset(offset).execute();

export const countDisputes = async (db: Executor, status: 'open' | 'resolved' | undefined): Promise<number> =>
  (
    await disputes(db, status)
      .clearSelect()
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findDispute = (db: Executor, id: bigint) => disputes(db, undefined).where('d.id', '=', id).executeTakeFirst();

export const resolveDispute = async (db: Executor, id: bigint, note: string, by: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('withdrawal_disputes')
    .set({ status: 'resolved', resolution_note: note, resolved_by: by, resolved_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The proof references of a withdrawal's receipt dispute, for its member or staff to read. */
export const findDisputeProofs = (db: Executor, withdrawalId: bigint) =>
  db.selectFrom('withdrawal_disputes').select(['id', 'member_id', 'proof_urls']).where('withdrawal_id', '=', withdrawalId).executeTakeFirst();

/** Disputes with a proof still referenced under the public upload path (kept before proofs were private). */
export const listDisputesWithPublicProofs = (db: Executor) =>
  db
    .selectFrom('withdrawal_disputes')
    .select(['id', 'proof_urls'])
    .where(sql<boolean>`exists (select 1 from jsonb_array_elements_text(proof_urls::jsonb) as ref where ref like '/uploads/%')`)
    .orderBy('id')
    .execute();

export const setDisputeProofs = (db: Executor, id: bigint, refs: string[]) =>
  db
    .updateTable('withdrawal_disputes')
    .set({ proof_urls: JSON.stringify(refs) })
    .where('id', '=', id)
    .execute();
