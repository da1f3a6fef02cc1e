import type { BoardCategory, Executor, LoyaltyLeaderboardsTable } from '@gp/db';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';

/**
 * Boards, their standings, periods and prizes (loyalty_leaderboards, loyalty_board_*), and the
 * set-based refresh of a period's standings from the games' facts: valid bets from the hourly
 * aggregates, biggest wins per round from game_transactions through its (member_id, created_at)
 * index, for the members the hourly aggregates show winning in the period. Nothing is added to the
 * vendor wallet call's tables (no trigger, no index).
 */

export type BoardRow = Selectable<LoyaltyLeaderboardsTable>;

export const listBoards = (db: Executor) => db.selectFrom('loyalty_leaderboards').selectAll().orderBy('sequence').orderBy('id').execute();
export const listEnabledBoards = (db: Executor) =>
  db.selectFrom('loyalty_leaderboards').selectAll().where('enabled', '=', true).orderBy('sequence').orderBy('id').execute();
export const findBoard = (db: Executor, id: number) => db.selectFrom('loyalty_leaderboards').selectAll().where('id', '=', id).executeTakeFirst();
export const insertBoard = (db: Executor, values: Insertable<LoyaltyLeaderboardsTable>) =>
  db.insertInto('loyalty_leaderboards').values(values).returningAll().executeTakeFirstOrThrow();
export const updateBoard = (db: Executor, id: number, values: Updateable<LoyaltyLeaderboardsTable>) =>
  db
    .updateTable('loyalty_leaderboards')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export type BoardPeriodKey = { boardId: number; periodKey: string };
export type RefreshInput = BoardPeriodKey & {
  metric: BoardRow['metric'];
  /** The catalog game types counted; null: every type. */
  gameTypes: readonly string[] | null;
  start: Date;
  end: Date;
  /** Trial accounts play for fun: never on a board. */
  trialType: number;
};

const typeFilter = (column: 'h.game_type' | 'g.game_type', types: readonly string[] | null) =>
  types === null ? sql`true` : sql`${sql.ref(column)} in (${sql.join(types.map((t) => sql.lit(t)))})`;

/**
 * Recounts a period's standings in one statement per metric: rows of members who no longer score
 * are dropped, the rest upserted, so two refreshes at once still leave one row per member.
 * `reached_at` is when the score was reached (the round of the biggest win; the last hour that
 * added valid bets): an equal score reached earlier ranks first.
 */
export const refreshStandings = async (db: Executor, input: RefreshInput): Promise<void> => {
  // An hour bucket that straddles the period start (half-hour zones) is read for candidates only.
  const hourFrom = new Date(input.start.getTime() - 3_600_000);
  const fresh =
    input.metric === 'valid_bets'
      ? sql`select h.member_id, sum(h.valid_bet)::int8 as score, max(h.hour_start) + interval '1 hour' as reached_at
          from member_game_hourly h join members m on m.id = h.member_id and m.type <> ${input.trialType}
          where h.hour_start >= ${input.start} and h.hour_start < ${input.end} and ${typeFilter('h.game_type', input.gameTypes)}
          group by h.member_id having sum(h.valid_bet) > 0`
      : sql`select p.member_id, w.score, w.reached_at
          from (select distinct h.member_id from member_game_hourly h join members m on m.id = h.member_id and m.type <> ${input.trialType}
                where h.hour_start >= ${hourFrom} and h.hour_start < ${input.end} and h.win_amount > 0 and ${typeFilter('h.game_type', input.gameTypes)}) p
          cross join lateral (
            select sum(t.amount)::int8 as score, max(t.created_at) as reached_at
            from game_transactions t
            ${input.gameTypes === null ? sql`` : sql`join catalog_games g on g.vendor_id = t.vendor_id and g.game_code = t.game_code`}
            where t.member_id = p.member_id and t.created_at >= ${input.start} and t.created_at < ${input.end}
              and t.action = 'win' and t.rolled_back_by is null and ${typeFilter('g.game_type', input.gameTypes)}
            group by t.vendor_id, t.round_id
            order by 1 desc, 2 asc
            limit 1) w
          where w.score > 0`;
  await sql`with fresh as (${fresh}),
      gone as (delete from loyalty_board_standings s where s.board_id = ${input.boardId} and s.period_key = ${input.periodKey}
                 and not exists (select 1 from fresh f where f.member_id = s.member_id))
    insert into loyalty_board_standings (board_id, period_key, member_id, score, reached_at)
    select ${input.boardId}, ${input.periodKey}, f.member_id, f.score, f.reached_at from fresh f
    on conflict (board_id, period_key, member_id) do update set score = excluded.score, reached_at = excluded.reached_at
      where loyalty_board_standings.score is distinct from excluded.score or loyalty_board_standings.reached_at is distinct from excluded.reached_at`.execute(
    db,
  );
};

/** The period's row (inserted once), marked refreshed now. */
export const touchPeriod = async (db: Executor, key: BoardPeriodKey, start: Date, end: Date): Promise<void> => {
  await db
    .insertInto('loyalty_board_periods')
    .values({ board_id: key.boardId, period_key: key.periodKey, period_start: start, period_end: end, refreshed_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['board_id', 'period_key']).doUpdateSet({ refreshed_at: sql<Date>`now()` }))
    .execute();
};

export const findPeriod = (db: Executor, key: BoardPeriodKey) =>
  db.selectFrom('loyalty_board_periods').selectAll().where('board_id', '=', key.boardId).where('period_key', '=', key.periodKey).executeTakeFirst();

/** The end of the board's latest period already paid (catch-up starts there). */
export const lastPaidEnd = async (db: Executor, boardId: number): Promise<Date | null> => {
  const row = await db
    .selectFrom('loyalty_board_periods')
    .select((eb) => eb.fn.max('period_end').as('end'))
    .where('board_id', '=', boardId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.end ?? null;
};

/**
 * Fixes the period's prize winners once: the top `prizes` places by score, then earlier reach, then
 * member id. A second run (or a twin) finds the rows there and writes nothing.
 */
export const writePrizes = async (db: Executor, key: BoardPeriodKey, prizes: readonly number[]): Promise<void> => {
  if (prizes.length > 0) {
    await sql`insert into loyalty_board_prizes (board_id, period_key, rank, member_id, score, amount)
      select ${key.boardId}, ${key.periodKey}, r.rank, r.member_id, r.score, (${JSON.stringify(prizes)}::jsonb ->> (r.rank - 1))::int8
      from (select s.member_id, s.score, row_number() over (order by s.score desc, s.reached_at, s.member_id)::int2 as rank
            from loyalty_board_standings s where s.board_id = ${key.boardId} and s.period_key = ${key.periodKey}
            order by s.score desc, s.reached_at, s.member_id limit ${prizes.length}) r
      on conflict (board_id, period_key, rank) do nothing`.execute(db);
  }
  await db
    .updateTable('loyalty_board_periods')
    .set({ status: 'closed', closed_at: sql<Date>`now()` })
    .where('board_id', '=', key.boardId)
    .where('period_key', '=', key.periodKey)
    .where('status', '=', 'open')
    .execute();
};

export const unpaidPrizes = (db: Executor, key: BoardPeriodKey) =>
  db
    .selectFrom('loyalty_board_prizes as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .select(['p.rank', 'p.member_id', 'p.amount', 'm.type'])
    .where('p.board_id', '=', key.boardId)
    .where('p.period_key', '=', key.periodKey)
    .where('p.status', '<>', 'paid')
    .orderBy('p.rank')
    .execute();

export const markPrize = async (db: Executor, key: BoardPeriodKey & { rank: number }, outcome: { claimId: bigint } | { error: string }): Promise<void> => {
  await db
    .updateTable('loyalty_board_prizes')
    .set(
      'claimId' in outcome
        ? { status: 'paid', promotion_claim_id: outcome.claimId, paid_at: sql<Date>`now()`, error: null }
        : { status: 'failed', error: outcome.error.slice(0, 500) },
    )
    .where('board_id', '=', key.boardId)
    .where('period_key', '=', key.periodKey)
    .where('rank', '=', key.rank)
    .where('status', '<>', 'paid')
    .execute();
};

/** The period is paid when it is closed and no prize is left unpaid. */
export const markPeriodPaidIfDone = async (db: Executor, key: BoardPeriodKey): Promise<void> => {
  await sql`update loyalty_board_periods set status = 'paid', paid_at = now()
    where board_id = ${key.boardId} and period_key = ${key.periodKey} and status = 'closed'
      and not exists (select 1 from loyalty_board_prizes p where p.board_id = ${key.boardId} and p.period_key = ${key.periodKey} and p.status <> 'paid')`.execute(
    db,
  );
};

/** The first `limit` places with the member's account (masked by the caller). */
export const topStandings = (db: Executor, key: BoardPeriodKey, limit: number) =>
  db
    .selectFrom('loyalty_board_standings as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.member_id', 's.score', 'm.account'])
    .where('s.board_id', '=', key.boardId)
    .where('s.period_key', '=', key.periodKey)
    .orderBy('s.score', 'desc')
    .orderBy('s.reached_at')
    .orderBy('s.member_id')
    .limit(limit)
    .execute();

/** The member's place: one more than the rows ahead of theirs (an indexed count). */
export const rankOf = async (db: Executor, key: BoardPeriodKey, memberId: bigint): Promise<{ rank: number; score: bigint } | null> => {
  const row = await sql<{ rank: number; score: bigint }>`select (select count(*) from loyalty_board_standings o
        where o.board_id = s.board_id and o.period_key = s.period_key
          and (o.score > s.score or (o.score = s.score and (o.reached_at < s.reached_at or (o.reached_at = s.reached_at and o.member_id < s.member_id)))))::int4 + 1 as rank,
      s.score
    from loyalty_board_standings s where s.board_id = ${key.boardId} and s.period_key = ${key.periodKey} and s.member_id = ${memberId}`.execute(db);
  return row.rows[0] ?? null;
};

export const countPeriods = async (db: Executor, boardId: number): Promise<number> => {
  const row = await db
    .selectFrom('loyalty_board_periods')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('board_id', '=', boardId)
    .where('status', '<>', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const listClosedPeriods = (db: Executor, boardId: number, limit: number, offset: number) =>
  db
    .selectFrom('loyalty_board_periods')
    .selectAll()
    .where('board_id', '=', boardId)
    .where('status', '<>', 'open')
    .orderBy('period_start', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const prizesOf = (db: Executor, boardId: number, periodKeys: readonly string[]) =>
  periodKeys.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('loyalty_board_prizes as p')
        .innerJoin('members as m', 'm.id', 'p.member_id')
        .selectAll('p')
        .select('m.account')
        .where('p.board_id', '=', boardId)
        .where('p.period_key', 'in', periodKeys)
        .orderBy('p.rank')
        .execute();

/** Takes or renews the run's lease: free, expired, or already ours (one statement: one winner). */
export const acquireBoardLease = async (db: Executor, name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const row = await db
    .insertInto('loyalty_board_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('loyalty_board_leases.expires_at', '<', now), eb('loyalty_board_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
};

export const releaseBoardLease = async (db: Executor, name: string, holder: string): Promise<void> => {
  await db.deleteFrom('loyalty_board_leases').where('name', '=', name).where('holder', '=', holder).execute();
};

/** The kind of a promotion's rule (prizes are paid from a `loyalty` one), read from the promotions feature's table. */
export const findPromotionRuleKind = async (db: Executor, promotionId: number): Promise<string | null> => {
  const row = await db.selectFrom('promotion_rules').select('kind').where('promotion_id', '=', promotionId).executeTakeFirst();
  return row?.kind ?? null;
};

export type { BoardCategory };
