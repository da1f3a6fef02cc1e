import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** The back office's VIP queries: the ladder, the settings, members by level and a member's history. */

export type LevelValues = {
  names: Record<string, string>;
  benefits: Record<string, string>;
  icon: string;
  depositThreshold: bigint;
  validBetThreshold: bigint;
  keepDeposit: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
  weeklyBonus: bigint;
  monthlyBonus: bigint;
  turnoverMultipleBp: number;
};

const columnsOf = (v: LevelValues) => ({
  names: JSON.stringify(v.names),
  benefits: JSON.stringify(v.benefits),
  icon: v.icon,
  deposit_threshold: v.depositThreshold,
  valid_bet_threshold: v.validBetThreshold,
  keep_deposit: v.keepDeposit,
  keep_valid_bet: v.keepValidBet,
  upgrade_bonus: v.upgradeBonus,
  weekly_bonus: v.weeklyBonus,
  monthly_bonus: v.monthlyBonus,
  turnover_multiple_bp: v.turnoverMultipleBp,
});

export const findLevel = (db: Executor, level: number, forUpdate = false) => {
  const q = db.selectFrom('vip_levels').selectAll().where('level', '=', level);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
};

export const upsertLevel = (db: Executor, level: number, values: LevelValues) =>
  db
    .insertInto('vip_levels')
    .values({ level, ...columnsOf(values) })
    .onConflict((oc) => oc.column('level').doUpdateSet({ ...columnsOf(values), updated_at: sql<Date>`now()` }))
    .execute();

/** Adds a level only when it is missing (the seed: a level staff changed is kept). */
export const insertLevelIfMissing = (db: Executor, level: number, values: LevelValues) =>
  db
    .insertInto('vip_levels')
    .values({ level, ...columnsOf(values) })
    .onConflict((oc) => oc.column('level').doNothing())
    .execute();

export const deleteLevel = (db: Executor, level: number) => db.deleteFrom('vip_levels').where('level', '=', level).execute();

export const membersPerLevel = async (db: Executor): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('members')
    .select(['vip_level', sql<string>`count(*)::text`.as('n')])
    .groupBy('vip_level')
    .execute();
  return new Map(rows.map((r) => [r.vip_level, Number(r.n)]));
};

export const updateSettings = (
  db: Executor,
  s: { promotionId: number | null; windowDays: number; keepPeriod: 'weekly' | 'monthly' | 'none'; maxDropLevels: number },
) =>
  db
    .updateTable('vip_settings')
    .set({ promotion_id: s.promotionId, window_days: s.windowDays, keep_period: s.keepPeriod, max_drop_levels: s.maxDropLevels, updated_at: sql<Date>`now()` })
    .where('id', '=', 1)
    .execute();

/** A promotion's title and rule kind (the settings name a `loyalty` promotion). */
export const findPromotion = (db: Executor, promotionId: number) =>
  db
    .selectFrom('content_promotions as p')
    .leftJoin('promotion_rules as r', 'r.promotion_id', 'p.id')
    .select(['p.id', 'p.title', 'r.kind'])
    .where('p.id', '=', promotionId)
    .executeTakeFirst();

export type MemberFilter = { level?: number | undefined; account?: string | undefined };

const memberQuery = (db: Executor, f: MemberFilter) => {
  let q = db.selectFrom('members as m');
  if (f.level !== undefined) q = q.where('m.vip_level', '=', f.level);
  if (f.account !== undefined) q = q.where('m.account', '=', f.account);
  return q;
};

export const countMembers = async (db: Executor, f: MemberFilter) =>
  Number(
    (
      await memberQuery(db, f)
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Members by level, highest first, with when they reached it (their last history entry). */
export const listMembers = (db: Executor, f: MemberFilter, limit: number, offset: number) =>
  memberQuery(db, f)
    .select([
      'm.id',
      'm.account',
      'm.vip_level',
      (eb) => eb.selectFrom('vip_level_history as h').select('h.created_at').whereRef('h.member_id', '=', 'm.id').orderBy('h.id', 'desc').limit(1).as('since'),
    ])
    .orderBy('m.vip_level', 'desc')
    .orderBy('m.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findMember = (db: Executor, memberId: bigint, forUpdate = false) => {
  const q = db.selectFrom('members').select(['id', 'account', 'vip_level']).where('id', '=', memberId);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
};

export const memberHistory = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('vip_level_history as h')
    .leftJoin('staff_users as s', 's.id', 'h.staff_id')
    .select(['h.id', 'h.from_level', 'h.to_level', 'h.reason', 'h.period_key', 'h.remark', 'h.created_at', 's.username'])
    .where('h.member_id', '=', memberId)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
