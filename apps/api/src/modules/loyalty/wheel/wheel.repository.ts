import type { Executor, LoyaltyPayout, WheelPrizeKind, WheelPrizeRow } from '@gp/db';
import { sql } from 'kysely';

export const findWheelSettings = (db: Executor) =>
  db
    .selectFrom('loyalty_envelope_wheel_settings')
    .select(['wheel_promotion_id', 'deposit_min_amount', 'deposit_tickets', 'deposit_rule_from'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();

export const updateWheelSettings = (
  db: Executor,
  values: { promotionId: number | null; depositMinAmount: bigint | null; depositTickets: number; ruleFromNow: boolean },
) =>
  db
    .updateTable('loyalty_envelope_wheel_settings')
    .set({
      wheel_promotion_id: values.promotionId,
      deposit_min_amount: values.depositMinAmount,
      deposit_tickets: values.depositTickets,
      ...(values.ruleFromNow ? { deposit_rule_from: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', 1)
    .execute();

export const findCurrentTable = (db: Executor) =>
  db.selectFrom('loyalty_wheel_prize_tables').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();

export const findTables = (db: Executor, versions: number[]) =>
  versions.length === 0 ? Promise.resolve([]) : db.selectFrom('loyalty_wheel_prize_tables').selectAll().where('version', 'in', versions).execute();

export const insertTable = (db: Executor, prizes: WheelPrizeRow[], totalWeight: number, createdBy: string) =>
  db
    .insertInto('loyalty_wheel_prize_tables')
    .values({ prizes: JSON.stringify(prizes), total_weight: totalWeight, created_by: createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findSpinByKey = (db: Executor, memberId: bigint, clientKey: string) =>
  db.selectFrom('loyalty_wheel_spins').selectAll().where('member_id', '=', memberId).where('client_key', '=', clientKey).executeTakeFirst();

export type NewSpin = {
  memberId: bigint;
  clientKey: string;
  tableVersion: number;
  roll: number;
  totalWeight: number;
  prizeIndex: number;
  prize: WheelPrizeRow;
  kind: WheelPrizeKind;
  amount: bigint | null;
  currency: string | null;
  points: bigint | null;
  payout: LoyaltyPayout;
  ticketEntryId: bigint;
};

export const insertSpin = (db: Executor, spin: NewSpin) =>
  db
    .insertInto('loyalty_wheel_spins')
    .values({
      member_id: spin.memberId,
      client_key: spin.clientKey,
      table_version: spin.tableVersion,
      roll: spin.roll,
      total_weight: spin.totalWeight,
      prize_index: spin.prizeIndex,
      prize: JSON.stringify(spin.prize),
      kind: spin.kind,
      amount: spin.amount,
      currency: spin.currency,
      points: spin.points,
      payout: spin.payout,
      ticket_entry_id: spin.ticketEntryId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const markSpinPointsPaid = (db: Executor, spinId: bigint, pointsEntryId: bigint) =>
  db
    .updateTable('loyalty_wheel_spins')
    .set({ payout: 'paid', points_entry_id: pointsEntryId, paid_at: sql<Date>`now()` })
    .where('id', '=', spinId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const settleSpinMoney = (db: Executor, spinId: bigint, outcome: { claimId: bigint } | { error: string }) =>
  db
    .updateTable('loyalty_wheel_spins')
    .set('claimId' in outcome ? { payout: 'paid', claim_id: outcome.claimId, paid_at: sql<Date>`now()` } : { payout: 'refused', payout_error: outcome.error })
    .where('id', '=', spinId)
    .where('payout', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const findSpinById = (db: Executor, spinId: bigint) =>
  db.selectFrom('loyalty_wheel_spins').selectAll().where('id', '=', spinId).executeTakeFirstOrThrow();

export const listPendingSpins = (db: Executor, memberId: bigint) =>
  db.selectFrom('loyalty_wheel_spins').selectAll().where('member_id', '=', memberId).where('payout', '=', 'pending').orderBy('id').limit(20).execute();

export const listMemberSpins = (db: Executor, memberId: bigint, limit: number) =>
  db.selectFrom('loyalty_wheel_spins').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();

export const pageSpins = async (db: Executor, query: { pageNo: number; pageSize: number; account?: string }) => {
  let base = db.selectFrom('loyalty_wheel_spins as s').innerJoin('members as m', 'm.id', 's.member_id');
  if (query.account) base = base.where(sql<boolean>`lower(m.account) = lower(${query.account})`);
  const [rows, total] = await Promise.all([
    base
      .selectAll('s')
      .select('m.account')
      .orderBy('s.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/**
 * The member's credited deposits of at least `minAmount` since the rule began that have no ticket
 * grant yet (keyed `deposit:<id>`): the deposit rule's on-read sweep reads the payments module's
 * deposits here, and the journal's key makes a second sweep grant nothing.
 */
export const depositsWithoutTickets = (db: Executor, memberId: bigint, minAmount: bigint, since: Date) =>
  db
    .selectFrom('deposits as d')
    .select(['d.id', 'd.amount'])
    .where('d.member_id', '=', memberId)
    .where('d.status', '=', 'credited')
    .where('d.amount', '>=', minAmount)
    .where('d.updated_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loyalty_wheel_ticket_entries as e')
            .select('e.id')
            .where('e.member_id', '=', memberId)
            .whereRef('e.source_key', '=', sql<string>`'deposit:' || d.id::text`),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(100)
    .execute();
