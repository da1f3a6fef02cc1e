import type { AdjustmentStatus } from '@gp/contracts';
import type { Executor, WalletAdjustmentsTable } from '@gp/db';
import { sql, type Insertable } from 'kysely';

const adjustmentColumns = [
  'a.id',
  'a.member_id',
  'm.account as member_account',
  'a.amount',
  'a.currency',
  'a.reason',
  'a.idempotency_key',
  'a.status',
  'a.requested_by',
  'a.requested_by_name',
  'a.decided_by',
  'a.decided_by_name',
  'a.decision_reason',
  'a.decided_at',
  'a.journal_id',
  'a.created_at',
] as const;

const withMember = (db: Executor) => db.selectFrom('wallet_adjustments as a').innerJoin('members as m', 'm.id', 'a.member_id');

export const findAdjustment = (db: Executor, id: bigint) => withMember(db).select(adjustmentColumns).where('a.id', '=', id).executeTakeFirst();

export const findAdjustmentByKey = (db: Executor, key: string) =>
  withMember(db).select(adjustmentColumns).where('a.idempotency_key', '=', key).executeTakeFirst();

export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof findAdjustment>>>;

/** Inserts the request unless its idempotency key exists; no row back means a retry. */
export const insertAdjustment = (db: Executor, row: Insertable<WalletAdjustmentsTable>) =>
  db
    .insertInto('wallet_adjustments')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();

export const markPosted = (db: Executor, id: bigint, journalId: bigint) =>
  db.updateTable('wallet_adjustments').set({ journal_id: journalId }).where('id', '=', id).execute();

/** Locks the request for a decision: a concurrent decision waits here, then sees the new status. */
export const lockAdjustment = (db: Executor, id: bigint) =>
  db.selectFrom('wallet_adjustments').select(['id', 'status', 'requested_by']).where('id', '=', id).forUpdate().executeTakeFirst();

export const recordDecision = (
  db: Executor,
  id: bigint,
  decision: { status: 'posted' | 'rejected'; staffId: number; staffName: string; reason: string | null; journalId: bigint | null },
) =>
  db
    .updateTable('wallet_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.staffId,
      decided_by_name: decision.staffName,
      decision_reason: decision.reason,
      decided_at: sql`now()`,
      journal_id: decision.journalId,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();

export type AdjustmentFilter = { status?: AdjustmentStatus | undefined; memberId?: bigint | undefined };

const filtered = (db: Executor, filter: AdjustmentFilter) => {
  let query = withMember(db);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.memberId) query = query.where('a.member_id', '=', filter.memberId);
  return query;
};

// Pending first (the work queue), then newest first.
export const listAdjustments = (db: Executor, filter: AdjustmentFilter, limit: number, offset: number) =>
  filtered(db, filter)
    .select(adjustmentColumns)
    .orderBy(sql`case when a.status = 'pending' then 0 else 1 end`)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countAdjustments = async (db: Executor, filter: AdjustmentFilter): Promise<number> =>
  (
    await filtered(db, filter)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
