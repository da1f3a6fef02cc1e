import type { Executor, VipBonusKind, VipHistoryReason } from '@gp/db';
import { sql } from 'kysely';

/**
 * VIP queries. Besides its own tables this feature reads, never writes: `members` (the level and
 * who counts), the payments module's `deposits` (credited ones, by the time they were credited:
 * `updated_at`) and the game aggregates `member_game_hourly` (valid bets), in set-based statements
 * (docs/loyalty.md, "VIP levels").
 */

export type Eligibility = { trialTypeCode: number; agentTypeCodes: readonly number[] };
export type FigureRow = { memberId: bigint; level: number; deposits: bigint; validBets: bigint };

const int4Array = (values: readonly number[]): string => `{${values.join(',')}}`;

export const findSettings = (db: Executor) => db.selectFrom('vip_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

export const listLevels = (db: Executor) => db.selectFrom('vip_levels').selectAll().orderBy('level').execute();

/**
 * When a member last moved down: the end of the period whose keep check dropped them. Upgrades count
 * only figures after it, so the figures a member was dropped for never lift them straight back.
 */
const droppedSql = sql`dropped as (select h.member_id, max(c.period_end) as since from vip_level_history h
    join vip_period_closes c on c.period_key = h.period_key where h.reason = 'downgrade' group by h.member_id)`;

/** Per member: credited deposits and valid bets in [since, until), after their last drop when `afterDrops`. */
const figuresSql = (since: Date, until: Date, afterDrops: boolean) => {
  const depFloor = afterDrops ? sql`and (x.since is null or d.updated_at >= x.since)` : sql``;
  const betFloor = afterDrops ? sql`and (x.since is null or h.hour_start >= x.since)` : sql``;
  const dropJoin = (alias: 'd' | 'h') => (afterDrops ? sql`left join dropped x on x.member_id = ${sql.ref(`${alias}.member_id`)}` : sql``);
  return sql`
  ${afterDrops ? sql`${droppedSql},` : sql``}
  dep as (select d.member_id, sum(d.amount) as deposits from deposits d ${dropJoin('d')}
    where d.status = 'credited' and not d.holder_is_agent and d.updated_at >= ${since} and d.updated_at < ${until} ${depFloor} group by d.member_id),
  bet as (select h.member_id, sum(h.valid_bet) as valid_bets from member_game_hourly h ${dropJoin('h')}
    where h.hour_start >= ${since} and h.hour_start < ${until} ${betFloor} group by h.member_id),
  fig as (select coalesce(dep.member_id, bet.member_id) as member_id, coalesce(dep.deposits, 0) as deposits, coalesce(bet.valid_bets, 0) as valid_bets
    from dep full join bet on bet.member_id = dep.member_id)`;
};

const countsSql = (e: Eligibility) =>
  sql`m.status = 'active' and m.register_method <> 'trial' and m.type <> ${e.trialTypeCode} and not (m.type = any(${int4Array(e.agentTypeCodes)}::int4[]))`;

const toFigures = (rows: { id: string; vip_level: number; deposits: string; valid_bets: string }[]): FigureRow[] =>
  rows.map((r) => ({ memberId: BigInt(r.id), level: r.vip_level, deposits: BigInt(r.deposits), validBets: BigInt(r.valid_bets) }));

/**
 * Members whose rolling figures reach some level above theirs: one statement over the window's
 * deposits and hourly aggregates. The exact target is the level rules' (vip-math) to decide.
 */
export const upgradeCandidates = async (db: Executor, since: Date, until: Date, e: Eligibility): Promise<FigureRow[]> => {
  const { rows } = await sql<{ id: string; vip_level: number; deposits: string; valid_bets: string }>`
    with ${figuresSql(since, until, true)}
    select m.id::text as id, m.vip_level, f.deposits::text as deposits, f.valid_bets::text as valid_bets
    from fig f join members m on m.id = f.member_id
    where ${countsSql(e)}
      and exists (select 1 from vip_levels l where l.level > m.vip_level and l.deposit_threshold <= f.deposits and l.valid_bet_threshold <= f.valid_bets)
    order by m.id`.execute(db);
  return toFigures(rows);
};

/** Every member above level 0 with the period's figures (zero when none): the keep-level check's input. */
export const keepCandidates = async (db: Executor, start: Date, end: Date): Promise<FigureRow[]> => {
  const { rows } = await sql<{ id: string; vip_level: number; deposits: string; valid_bets: string }>`
    with ${figuresSql(start, end, false)}
    select m.id::text as id, m.vip_level, coalesce(f.deposits, 0)::text as deposits, coalesce(f.valid_bets, 0)::text as valid_bets
    from members m left join fig f on f.member_id = m.id
    where m.vip_level > 0
    order by m.id`.execute(db);
  return toFigures(rows);
};

/** One member's figures in [since, until); rolling figures (`afterDrop`) count from their last drop, as upgrades do. */
export const memberFigures = async (
  db: Executor,
  memberId: bigint,
  since: Date,
  until: Date,
  afterDrop: boolean,
): Promise<{ deposits: bigint; validBets: bigint }> => {
  const floor = afterDrop
    ? sql`greatest(${since}::timestamptz, coalesce((select max(c.period_end) from vip_level_history h join vip_period_closes c on c.period_key = h.period_key
        where h.member_id = ${memberId} and h.reason = 'downgrade'), ${since}::timestamptz))`
    : sql`${since}::timestamptz`;
  const { rows } = await sql<{ deposits: string; valid_bets: string }>`
    with f as (select ${floor} as since)
    select
      (select coalesce(sum(d.amount), 0) from deposits d, f where d.member_id = ${memberId} and d.status = 'credited' and not d.holder_is_agent
        and d.updated_at >= f.since and d.updated_at < ${until})::text as deposits,
      (select coalesce(sum(h.valid_bet), 0) from member_game_hourly h, f where h.member_id = ${memberId}
        and h.hour_start >= f.since and h.hour_start < ${until})::text as valid_bets`.execute(db);
  return { deposits: BigInt(rows[0]?.deposits ?? '0'), validBets: BigInt(rows[0]?.valid_bets ?? '0') };
};

export type HistoryRow = {
  memberId: bigint;
  from: number;
  to: number;
  reason: VipHistoryReason;
  periodKey: string | null;
  staffId?: number | null;
  remark?: string | null;
};

export const insertHistory = async (db: Executor, rows: readonly HistoryRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insertInto('vip_level_history')
    .values(
      rows.map((r) => ({
        member_id: r.memberId,
        from_level: r.from,
        to_level: r.to,
        reason: r.reason,
        period_key: r.periodKey,
        staff_id: r.staffId ?? null,
        remark: r.remark ?? null,
      })),
    )
    .execute();
};

export type DueRow = { memberId: bigint; kind: VipBonusKind; level: number; periodKey: string; amount: bigint; turnoverMultipleBp: number };

/** Bonuses owed; a member's key already owed or paid adds nothing (one per member and key). */
export const insertDues = async (db: Executor, rows: readonly DueRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insertInto('vip_bonus_dues')
    .values(
      rows.map((r) => ({
        member_id: r.memberId,
        kind: r.kind,
        level: r.level,
        period_key: r.periodKey,
        amount: r.amount,
        turnover_multiple_bp: r.turnoverMultipleBp,
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'period_key']).doNothing())
    .execute();
};

/**
 * A weekly or monthly bonus owed to every counted member at a level that pays one, as they stand
 * when the period is closed: one statement; a member already owed the key gets nothing new.
 */
export const insertPeriodDues = async (db: Executor, kind: 'weekly' | 'monthly', periodKey: string, e: Eligibility): Promise<number> => {
  const amount = kind === 'weekly' ? sql.ref('l.weekly_bonus') : sql.ref('l.monthly_bonus');
  const { rows } = await sql<{ n: string }>`
    with added as (
      insert into vip_bonus_dues (member_id, kind, level, period_key, amount, turnover_multiple_bp)
      select m.id, ${kind}, l.level, ${periodKey}, ${amount}, l.turnover_multiple_bp
      from members m join vip_levels l on l.level = m.vip_level
      where ${amount} > 0 and ${countsSql(e)}
      order by m.id
      on conflict (member_id, period_key) do nothing
      returning 1)
    select count(*)::text as n from added`.execute(db);
  return Number(rows[0]?.n ?? 0);
};

/** Marks a period closed; false when another run closed it (the caller then does nothing). */
export const claimPeriodClose = async (db: Executor, p: { key: string; kind: 'weekly' | 'monthly'; start: Date; end: Date }): Promise<boolean> => {
  const row = await db
    .insertInto('vip_period_closes')
    .values({ period_key: p.key, kind: p.kind, period_start: p.start, period_end: p.end })
    .onConflict((oc) => oc.column('period_key').doNothing())
    .returning('period_key')
    .executeTakeFirst();
  return row !== undefined;
};

export const recordPeriodClose = (db: Executor, key: string, bonuses: number, downgraded: number) =>
  db.updateTable('vip_period_closes').set({ bonuses, downgraded }).where('period_key', '=', key).execute();

/** Owed dues, oldest first; one that failed waits an hour before it is tried again. */
export const owedDues = (db: Executor, limit: number) =>
  db
    .selectFrom('vip_bonus_dues')
    .selectAll()
    .where('status', '=', 'owed')
    .where((eb) => eb.or([eb('attempts', '=', 0), eb('updated_at', '<', sql<Date>`now() - interval '1 hour'`)]))
    .orderBy('id')
    .limit(limit)
    .execute();

export const markDuePaid = (db: Executor, id: bigint, claimId: bigint) =>
  db
    .updateTable('vip_bonus_dues')
    .set({ status: 'paid', claim_id: claimId, error: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const markDueFailed = (db: Executor, id: bigint, error: string, refused: boolean) =>
  db
    .updateTable('vip_bonus_dues')
    .set({
      ...(refused ? { status: 'refused' as const } : {}),
      error: error.slice(0, 200),
      attempts: sql<number>`attempts + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'owed')
    .execute();

export const memberDues = (db: Executor, memberId: bigint, limit: number) =>
  db.selectFrom('vip_bonus_dues').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();

export const countDues = async (db: Executor) => {
  const rows = await db
    .selectFrom('vip_bonus_dues')
    .select(['status', sql<string>`count(*)::text`.as('n')])
    .groupBy('status')
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { owed: of('owed'), refused: of('refused') };
};

export const insertRunRow = async (db: Executor, runner: string): Promise<bigint> =>
  (await db.insertInto('vip_runs').values({ runner }).returning('id').executeTakeFirstOrThrow()).id;

export const finishRunRow = (
  db: Executor,
  id: bigint,
  counts: { upgraded: number; downgraded: number; bonusesPaid: number; bonusesRefused: number; error: string | null },
) =>
  db
    .updateTable('vip_runs')
    .set({
      finished_at: sql<Date>`now()`,
      upgraded: counts.upgraded,
      downgraded: counts.downgraded,
      bonuses_paid: counts.bonusesPaid,
      bonuses_refused: counts.bonusesRefused,
      error: counts.error?.slice(0, 2000) ?? null,
    })
    .where('id', '=', id)
    .execute();

export const recentRuns = (db: Executor, limit: number) => db.selectFrom('vip_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();

export const recentCloses = (db: Executor, limit: number) => db.selectFrom('vip_period_closes').selectAll().orderBy('closed_at', 'desc').limit(limit).execute();

/** Takes or renews the lease for `holder`: free, expired or already ours; one statement. */
export const acquireLease = async (db: Executor, name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const row = await db
    .insertInto('vip_run_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('vip_run_leases.expires_at', '<', now), eb('vip_run_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
};

export const releaseLease = (db: Executor, name: string, holder: string) =>
  db.deleteFrom('vip_run_leases').where('name', '=', name).where('holder', '=', holder).execute();
