import type { DepositStatus, DepositsTable, Executor, PaymentMethodKind } from '@gp/db';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';

export type DepositRow = Selectable<DepositsTable>;

/** The deposit joined with what its views show: the method's name and the number of proofs. */
const withMethod = (db: Executor) =>
  db
    .selectFrom('deposits')
    .innerJoin('payment_methods', 'payment_methods.id', 'deposits.method_id')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .selectAll('deposits')
    .select(['payment_methods.name as method_name', 'payment_methods.names as method_names', 'members.account as member_account'])
    .select((eb) =>
      eb
        .selectFrom('deposit_proofs')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('deposit_proofs.deposit_id', '=', 'deposits.id')
        .as('proof_count'),
    );

export type DepositView = Awaited<ReturnType<ReturnType<typeof withMethod>['executeTakeFirstOrThrow']>>;

/** Inserts unless the member already used this idempotency key; undefined then. */
export const insertDepositIfNew = (db: Executor, row: Insertable<DepositsTable>) =>
  db
    .insertInto('deposits')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();

export const findDepositByKey = (db: Executor, memberId: bigint, idempotencyKey: string) =>
  db.selectFrom('deposits').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const findDepositById = (db: Executor, id: bigint) => db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();

export const findDepositByOrderNo = (db: Executor, orderNo: string) => db.selectFrom('deposits').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

/** Row lock: a confirm, a reject and a webhook for one deposit run one after the other. */
export const lockDeposit = (db: Executor, id: bigint) => db.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateDeposit = (db: Executor, id: bigint, set: Updateable<DepositsTable>) =>
  db
    .updateTable('deposits')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const findDepositView = (db: Executor, id: bigint) => withMethod(db).where('deposits.id', '=', id).executeTakeFirst();

export const findMemberDepositView = (db: Executor, memberId: bigint, orderNo: string) =>
  withMethod(db).where('deposits.member_id', '=', memberId).where('deposits.order_no', '=', orderNo).executeTakeFirst();

export type DepositFilter = {
  memberId?: bigint;
  status?: DepositStatus | undefined;
  kind?: PaymentMethodKind | undefined;
  account?: string | undefined;
  orderNo?: string | undefined;
};

const filtered = (db: Executor, filter: DepositFilter) => {
  let query = withMethod(db);
  if (filter.memberId !== undefined) query = query.where('deposits.member_id', '=', filter.memberId);
  if (filter.status) query = query.where('deposits.status', '=', filter.status);
  if (filter.kind) query = query.where('deposits.kind', '=', filter.kind);
  if (filter.account) query = query.where('members.account', '=', filter.account);
  if (filter.orderNo) query = query.where('deposits.order_no', '=', filter.orderNo);
  return query;
};

export const listDeposits = (db: Executor, filter: DepositFilter, limit: number, offset: number, oldestFirst = false) =>
  filtered(db, filter)
    .orderBy('deposits.id', oldestFirst ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countDeposits = async (db: Executor, filter: DepositFilter): Promise<number> => {
  let query = db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .select(sql<number>`count(*)::int`.as('n'));
  if (filter.memberId !== undefined) query = query.where('deposits.member_id', '=', filter.memberId);
  if (filter.status) query = query.where('deposits.status', '=', filter.status);
  if (filter.kind) query = query.where('deposits.kind', '=', filter.kind);
  if (filter.account) query = query.where('members.account', '=', filter.account);
  if (filter.orderNo) query = query.where('deposits.order_no', '=', filter.orderNo);
  return (await query.executeTakeFirstOrThrow()).n;
};

// Proof images.

export const insertProof = (db: Executor, row: { token: string; memberId: bigint; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }) =>
  db
    .insertInto('deposit_proofs')
    .values({ token: row.token, member_id: row.memberId, content_type: row.contentType, size: row.bytes.length, bytes: row.bytes })
    .execute();

/** Proofs a member uploaded and has not attached yet, since `since`: bounds what one member may store. */
export const countLooseProofs = async (db: Executor, memberId: bigint, since: Date): Promise<number> =>
  (
    await db
      .selectFrom('deposit_proofs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .where('deposit_id', 'is', null)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
  ).n;

/** Attaches the member's own loose proofs; returns how many it attached. */
export const attachProofs = async (db: Executor, memberId: bigint, depositId: bigint, tokens: readonly string[]): Promise<number> => {
  if (tokens.length === 0) return 0;
  const rows = await db
    .updateTable('deposit_proofs')
    .set({ deposit_id: depositId })
    .where('member_id', '=', memberId)
    .where('deposit_id', 'is', null)
    .where('token', 'in', tokens)
    .returning('id')
    .execute();
  return rows.length;
};

export const listProofMeta = (db: Executor, depositIds: readonly bigint[]) =>
  depositIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('deposit_proofs').select(['id', 'deposit_id', 'content_type', 'size']).where('deposit_id', 'in', depositIds).orderBy('id').execute();

export const findProofBytes = (db: Executor, depositId: bigint, index: number) =>
  db
    .selectFrom('deposit_proofs')
    .select(['content_type', 'bytes'])
    .where('deposit_id', '=', depositId)
    .orderBy('id')
    .offset(index - 1)
    .limit(1)
    .executeTakeFirst();
