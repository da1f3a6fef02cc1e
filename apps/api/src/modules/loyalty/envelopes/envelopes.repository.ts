import type { EnvelopeEligibility, Executor } from '@gp/db';
import { sql } from 'kysely';

export const findEnvelopeSettings = (db: Executor) =>
  db.selectFrom('loyalty_envelope_wheel_settings').select(['envelope_promotion_id']).where('id', '=', 1).executeTakeFirstOrThrow();

export const updateEnvelopePromotion = (db: Executor, promotionId: number | null) =>
  db
    .updateTable('loyalty_envelope_wheel_settings')
    .set({ envelope_promotion_id: promotionId, updated_at: sql<Date>`now()` })
    .where('id', '=', 1)
    .execute();

export type NewRain = {
  titles: Record<string, string>;
  pool: bigint;
  currency: string;
  count: number;
  min: bigint;
  max: bigint;
  startsAt: Date;
  endsAt: Date;
  eligibility: EnvelopeEligibility;
  turnoverMultipleBp: number | null;
  promotionId: number;
  createdBy: string;
};

export const insertRain = (db: Executor, rain: NewRain) =>
  db
    .insertInto('loyalty_envelope_rains')
    .values({
      titles: JSON.stringify(rain.titles),
      pool_amount: rain.pool,
      currency: rain.currency,
      envelope_count: rain.count,
      min_amount: rain.min,
      max_amount: rain.max,
      starts_at: rain.startsAt,
      ends_at: rain.endsAt,
      eligibility: JSON.stringify(rain.eligibility),
      turnover_multiple_bp: rain.turnoverMultipleBp,
      promotion_id: rain.promotionId,
      created_by: rain.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The envelopes of a new rain, in batches (one statement stays under the parameter limit). */
export const insertEnvelopes = async (db: Executor, rainId: bigint, amounts: bigint[]) => {
  for (let i = 0; i < amounts.length; i += 5000) {
    await db
      .insertInto('loyalty_envelopes')
      .values(amounts.slice(i, i + 5000).map((amount) => ({ rain_id: rainId, amount })))
      .execute();
  }
};

export const findRain = (db: Executor, rainId: bigint) => db.selectFrom('loyalty_envelope_rains').selectAll().where('id', '=', rainId).executeTakeFirst();

export const cancelRain = (db: Executor, rainId: bigint) =>
  db
    .updateTable('loyalty_envelope_rains')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('id', '=', rainId)
    .where('cancelled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** Rains open now (started, not ended, not cancelled), soonest to end first. */
export const listOpenRains = (db: Executor) =>
  db
    .selectFrom('loyalty_envelope_rains')
    .selectAll()
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', sql<Date>`now()`)
    .where('ends_at', '>', sql<Date>`now()`)
    .orderBy('ends_at')
    .limit(20)
    .execute();

export const countUnopened = async (db: Executor, rainIds: bigint[]) => {
  if (rainIds.length === 0) return new Map<bigint, number>();
  const rows = await db
    .selectFrom('loyalty_envelopes')
    .select(['rain_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('rain_id', 'in', rainIds)
    .where('member_id', 'is', null)
    .groupBy('rain_id')
    .execute();
  return new Map(rows.map((r) => [r.rain_id, Number(r.n)]));
};

export const findMemberEnvelope = (db: Executor, rainId: bigint, memberId: bigint) =>
  db.selectFrom('loyalty_envelopes').selectAll().where('rain_id', '=', rainId).where('member_id', '=', memberId).executeTakeFirst();

export const findMemberEnvelopes = (db: Executor, rainIds: bigint[], memberId: bigint) =>
  rainIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('loyalty_envelopes').selectAll().where('rain_id', 'in', rainIds).where('member_id', '=', memberId).execute();

/**
 * Takes one unopened envelope of the rain for the member: concurrent openers skip each other's
 * locked rows, so each gets a different envelope or none, and the pool can never be exceeded.
 */
export const takeEnvelope = (db: Executor, rainId: bigint, memberId: bigint) =>
  db
    .updateTable('loyalty_envelopes')
    .set({ member_id: memberId, opened_at: sql<Date>`now()`, payout: 'pending' })
    .where(
      'id',
      '=',
      sql<bigint>`(select e.id from loyalty_envelopes e where e.rain_id = ${rainId} and e.member_id is null order by e.id limit 1 for update skip locked)`,
    )
    .returningAll()
    .executeTakeFirst();

export const settleEnvelope = (db: Executor, envelopeId: bigint, outcome: { claimId: bigint } | { error: string }) =>
  db
    .updateTable('loyalty_envelopes')
    .set('claimId' in outcome ? { payout: 'paid', claim_id: outcome.claimId, paid_at: sql<Date>`now()` } : { payout: 'refused', payout_error: outcome.error })
    .where('id', '=', envelopeId)
    .where('payout', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const findEnvelope = (db: Executor, envelopeId: bigint) =>
  db.selectFrom('loyalty_envelopes').selectAll().where('id', '=', envelopeId).executeTakeFirstOrThrow();

export const listPendingEnvelopes = (db: Executor, memberId: bigint) =>
  db.selectFrom('loyalty_envelopes').selectAll().where('member_id', '=', memberId).where('payout', '=', 'pending').orderBy('id').limit(20).execute();

/** What the rain's conditions read of the member: VIP level, type, and credited deposits in the window. */
export const memberEligibilityFacts = async (db: Executor, memberId: bigint, depositDays: number | null) => {
  const member = await db.selectFrom('members').select(['vip_level', 'type']).where('id', '=', memberId).executeTakeFirstOrThrow();
  if (depositDays === null) return { vipLevel: member.vip_level, type: member.type, deposits: 0n };
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .where('updated_at', '>=', sql<Date>`now() - make_interval(days => ${depositDays})`)
    .executeTakeFirstOrThrow();
  return { vipLevel: member.vip_level, type: member.type, deposits: BigInt(row.total) };
};

/** Each rain with its opened count and amounts, newest first. */
export const pageRains = async (db: Executor, query: { pageNo: number; pageSize: number }) => {
  const rows = await db
    .selectFrom('loyalty_envelope_rains as r')
    .selectAll('r')
    .select([
      sql<string>`(select count(*) from loyalty_envelopes e where e.rain_id = r.id and e.member_id is not null)`.as('opened'),
      sql<string>`(select coalesce(sum(e.amount), 0) from loyalty_envelopes e where e.rain_id = r.id and e.member_id is not null)`.as('opened_amount'),
      sql<string>`(select coalesce(sum(e.amount), 0) from loyalty_envelopes e where e.rain_id = r.id and e.payout = 'paid')`.as('paid_amount'),
    ])
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const total = await db
    .selectFrom('loyalty_envelope_rains')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
};
