import type { Executor, LoyaltyMissionsTable } from '@gp/db';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';

/**
 * Missions and their claims (loyalty_missions, loyalty_mission_claims), and the facts progress is
 * computed from, read in SQL from their owners: credited deposits (payments), the hourly game
 * aggregates (games), successful logins and uplines (identity).
 */

export type MissionRow = Selectable<LoyaltyMissionsTable>;

export const listMissions = (db: Executor) => db.selectFrom('loyalty_missions').selectAll().orderBy('sequence').orderBy('id').execute();

/** Missions open at `now`: enabled and inside their window. */
export const listOpenMissions = (db: Executor, now: Date) =>
  db
    .selectFrom('loyalty_missions')
    .selectAll()
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('sequence')
    .orderBy('id')
    .execute();

export const findMission = (db: Executor, id: number) => db.selectFrom('loyalty_missions').selectAll().where('id', '=', id).executeTakeFirst();

export const insertMission = (db: Executor, values: Insertable<LoyaltyMissionsTable>) =>
  db.insertInto('loyalty_missions').values(values).returningAll().executeTakeFirstOrThrow();

export const updateMission = (db: Executor, id: number, values: Updateable<LoyaltyMissionsTable>) =>
  db
    .updateTable('loyalty_missions')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const claimCounts = async (db: Executor): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('loyalty_mission_claims')
    .select(['mission_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('mission_id')
    .execute();
  return new Map(rows.map((r) => [r.mission_id, Number(r.n)]));
};

/** The member's VIP level and type (eligibility). */
export const findMemberProfile = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['vip_level', 'type']).where('id', '=', memberId).executeTakeFirst();

export type FactWindow = { start: Date; end: Date };

export const depositedIn = async (db: Executor, memberId: bigint, w: FactWindow): Promise<bigint> => {
  const row = await sql<{ total: bigint | null }>`select sum(amount)::int8 as total from deposits
    where member_id = ${memberId} and status = 'credited' and created_at >= ${w.start} and created_at < ${w.end}`.execute(db);
  return row.rows[0]?.total ?? 0n;
};

export const gamesIn = async (db: Executor, memberId: bigint, w: FactWindow) => {
  const rows = await sql<{
    game_type: string;
    valid_bet: bigint;
    rounds: bigint;
  }>`select game_type, sum(valid_bet)::int8 as valid_bet, sum(bet_count)::int8 as rounds
    from member_game_hourly where member_id = ${memberId} and hour_start >= ${w.start} and hour_start < ${w.end}
    group by game_type`.execute(db);
  return new Map(rows.rows.map((r) => [r.game_type, { validBet: BigInt(r.valid_bet), rounds: BigInt(r.rounds) }]));
};

/** The local days (business zone) the member signed in on, from `since` to the window's end. */
export const loginDaysIn = async (db: Executor, memberId: bigint, since: Date, end: Date, zone: string): Promise<string[]> => {
  const rows = await sql<{ day: string }>`select distinct to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day
    from member_login_events where member_id = ${memberId} and outcome = 'success' and created_at >= ${since} and created_at < ${end}`.execute(db);
  return rows.rows.map((r) => r.day);
};

/** Members who registered under this member (upline_id) and made a credited deposit in the window. */
export const depositingInviteesIn = async (db: Executor, memberId: bigint, w: FactWindow): Promise<number> => {
  const row = await sql<{ n: number }>`select count(*)::int4 as n from members m
    where m.upline_id = ${memberId}
      and exists (select 1 from deposits d where d.member_id = m.id and d.status = 'credited' and d.created_at >= ${w.start} and d.created_at < ${w.end})`.execute(
    db,
  );
  return row.rows[0]?.n ?? 0;
};

export const findMemberClaims = (db: Executor, memberId: bigint, periodKeys: readonly string[]) =>
  periodKeys.length === 0
    ? Promise.resolve([])
    : db.selectFrom('loyalty_mission_claims').selectAll().where('member_id', '=', memberId).where('period_key', 'in', periodKeys).execute();

export type ClaimKey = { missionId: number; memberId: bigint; periodKey: string };

export const findClaim = (db: Executor, key: ClaimKey) =>
  db
    .selectFrom('loyalty_mission_claims')
    .selectAll()
    .where('mission_id', '=', key.missionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .executeTakeFirst();

/** The claim row, unless one exists for the mission, member and period (then undefined: a twin won). */
export const insertClaimIfNew = (db: Executor, key: ClaimKey, reward: { kind: MissionRow['reward_kind']; amount: bigint }) =>
  db
    .insertInto('loyalty_mission_claims')
    .values({ mission_id: key.missionId, member_id: key.memberId, period_key: key.periodKey, reward_kind: reward.kind, reward_amount: reward.amount })
    .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst();

export const markClaimPaid = (db: Executor, id: bigint, paid: { promotionClaimId?: bigint; pointsEntryId?: bigint }) =>
  db
    .updateTable('loyalty_mission_claims')
    .set({ status: 'paid', paid_at: sql<Date>`now()`, promotion_claim_id: paid.promotionClaimId ?? null, points_entry_id: paid.pointsEntryId ?? null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** A claim whose money was refused (budget spent, member excluded) is taken back, so the member may claim again later. */
export const dropUnpaidClaim = async (db: Executor, id: bigint): Promise<void> => {
  await db.deleteFrom('loyalty_mission_claims').where('id', '=', id).where('status', '=', 'paying').where('promotion_claim_id', 'is', null).execute();
};

/** The kind of a promotion's rule (a money reward is paid from a `loyalty` one), read from the promotions feature's table. */
export const findPromotionRuleKind = async (db: Executor, promotionId: number): Promise<string | null> => {
  const row = await db.selectFrom('promotion_rules').select('kind').where('promotion_id', '=', promotionId).executeTakeFirst();
  return row?.kind ?? null;
};
