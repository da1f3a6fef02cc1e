import type { Executor, GameCategory } from '@gp/db';
import { sql, type RawBuilder } from 'kysely';
import type { Period } from './agent-period';

/**
 * Read-only queries of the agent centre's reports. Every query starts from the caller's subtree in
 * the closure table (`member_tree.ancestor_id = agent`), so nothing outside the team can appear.
 * Game figures come from the hourly aggregates (hours of the business time zone).
 */

type Num = string | number | bigint | null;
const big = (value: Num): bigint => BigInt(value ?? 0);
const int = (value: Num): number => Number(value ?? 0);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;

/** depth >= 1 (the team) or = 1 (direct downlines); the agent itself when `self`. */
export type Depth = 'team' | 'direct' | 'self' | 'teamAndSelf';
const depthClause = (depth: Depth, column: RawBuilder<unknown>) => {
  if (depth === 'direct') return sql`${column} = 1`;
  if (depth === 'self') return sql`${column} = 0`;
  if (depth === 'teamAndSelf') return sql`${column} >= 0`;
  return sql`${column} >= 1`;
};

export type GameSums = { betCount: number; bet: bigint; validBet: bigint; win: bigint; profitLoss: bigint };
type GameSumsRaw = { bet_count: Num; bet: Num; valid_bet: Num; win: Num; profit_loss: Num };
const gameSums = (r: GameSumsRaw | undefined): GameSums => ({
  betCount: int(r?.bet_count ?? 0),
  bet: big(r?.bet ?? 0),
  validBet: big(r?.valid_bet ?? 0),
  win: big(r?.win ?? 0),
  profitLoss: big(r?.profit_loss ?? 0),
});
const sumColumns = sql`coalesce(sum(h.bet_count), 0)::int8 as bet_count, coalesce(sum(h.bet_amount), 0)::int8 as bet,
  coalesce(sum(h.valid_bet), 0)::int8 as valid_bet, coalesce(sum(h.win_amount), 0)::int8 as win, coalesce(sum(h.profit_loss), 0)::int8 as profit_loss`;

export const teamSizes = async (db: Executor, memberId: bigint): Promise<{ direct: number; team: number }> => {
  const row = await db.selectFrom('member_team_sizes').select(['direct_count', 'team_count']).where('member_id', '=', memberId).executeTakeFirst();
  return { direct: row?.direct_count ?? 0, team: row?.team_count ?? 0 };
};

/** Game figures of the root's subtree (by depth) in the period. */
export const subtreeGameSums = async (db: Executor, rootId: bigint, depth: Depth, period: Period, currency: string): Promise<GameSums> => {
  const { rows } = await sql<GameSumsRaw>`
    select ${sumColumns}
    from member_tree t join member_game_hourly h on h.member_id = t.descendant_id
    where t.ancestor_id = ${rootId} and ${depthClause(depth, sql`t.depth`)}
      and h.hour_start >= ${period.from} and h.hour_start < ${period.to} and h.currency = ${currency}`.execute(db);
  return gameSums(rows[0]);
};

export type DayFigures = GameSums & { day: string; activeMembers: number };

/** The team's game figures per business day, with the members active that day. */
export const teamGameDays = async (
  db: Executor,
  agentId: bigint,
  period: Period,
  currency: string,
  timeZone: string,
  activeMin: bigint,
): Promise<DayFigures[]> => {
  const { rows } = await sql<GameSumsRaw & { day: string; active: Num }>`
    select day, sum(bet_count)::int8 as bet_count, sum(bet)::int8 as bet, sum(valid_bet)::int8 as valid_bet, sum(win)::int8 as win,
      sum(profit_loss)::int8 as profit_loss, count(*) filter (where valid_bet >= ${activeMin}) as active
    from (
      select h.member_id, ((h.hour_start at time zone ${timeZone})::date)::text as day, ${sumColumns}
      from member_tree t join member_game_hourly h on h.member_id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.depth >= 1
        and h.hour_start >= ${period.from} and h.hour_start < ${period.to} and h.currency = ${currency}
      group by 1, 2
    ) per_member_day
    group by day order by day`.execute(db);
  return rows.map((r) => ({ day: r.day, activeMembers: int(r.active), ...gameSums(r) }));
};

/** Team members whose valid bet over the whole period reached the threshold. */
export const teamActiveMembers = async (db: Executor, agentId: bigint, period: Period, currency: string, activeMin: bigint): Promise<number> => {
  const { rows } = await sql<{ n: Num }>`
    select count(*) as n from (
      select h.member_id from member_tree t join member_game_hourly h on h.member_id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.depth >= 1
        and h.hour_start >= ${period.from} and h.hour_start < ${period.to} and h.currency = ${currency}
      group by h.member_id having sum(h.valid_bet) >= ${activeMin}
    ) active`.execute(db);
  return int(rows[0]?.n ?? 0);
};

export type DayCount = { day: string; count: number; amount: bigint };

/** Team members registered in the period, per business day. */
export const teamNewMembersByDay = async (db: Executor, agentId: bigint, period: Period, timeZone: string): Promise<DayCount[]> => {
  const { rows } = await sql<{ day: string; n: Num }>`
    select ((m.created_at at time zone ${timeZone})::date)::text as day, count(*) as n
    from member_tree t join members m on m.id = t.descendant_id
    where t.ancestor_id = ${agentId} and t.depth >= 1 and m.created_at >= ${period.from} and m.created_at < ${period.to}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ day: r.day, count: int(r.n), amount: 0n }));
};

/** Credited deposits of the subtree, by when their money was booked, per business day. */
export const depositsByDay = async (db: Executor, rootId: bigint, depth: Depth, period: Period, currency: string, timeZone: string): Promise<DayCount[]> => {
  const { rows } = await sql<{ day: string; n: Num; amount: Num }>`
    select ((j.created_at at time zone ${timeZone})::date)::text as day, count(*) as n, coalesce(sum(d.amount), 0)::int8 as amount
    from member_tree t join deposits d on d.member_id = t.descendant_id join ledger_journals j on j.id = d.journal_id
    where t.ancestor_id = ${rootId} and ${depthClause(depth, sql`t.depth`)} and d.status = 'credited' and d.currency = ${currency}
      and j.created_at >= ${period.from} and j.created_at < ${period.to}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ day: r.day, count: int(r.n), amount: big(r.amount) }));
};

/** Paid-out (approved) withdrawals of the subtree, by when they were approved, per business day. */
export const withdrawalsByDay = async (db: Executor, rootId: bigint, depth: Depth, period: Period, currency: string, timeZone: string): Promise<DayCount[]> => {
  const { rows } = await sql<{ day: string; n: Num; amount: Num }>`
    select ((coalesce(w.reviewed_at, w.updated_at) at time zone ${timeZone})::date)::text as day, count(*) as n, coalesce(sum(w.amount), 0)::int8 as amount
    from member_tree t join withdrawals w on w.member_id = t.descendant_id
    where t.ancestor_id = ${rootId} and ${depthClause(depth, sql`t.depth`)} and w.status = 'approved' and w.currency = ${currency}
      and coalesce(w.reviewed_at, w.updated_at) >= ${period.from} and coalesce(w.reviewed_at, w.updated_at) < ${period.to}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ day: r.day, count: int(r.n), amount: big(r.amount) }));
};

// ---------- team bets ----------

export type BetFilter = { agentId: bigint; period: Period; scope: 'direct' | 'all'; account?: string | undefined; gameType?: GameCategory | undefined };

const betWhere = (f: BetFilter) => sql`
  t.ancestor_id = ${f.agentId} and ${depthClause(f.scope === 'direct' ? 'direct' : 'team', sql`t.depth`)}
  and r.opened_at >= ${f.period.from} and r.opened_at < ${f.period.to}
  ${f.gameType ? sql`and r.game_type = ${f.gameType}` : sql``}
  ${f.account ? sql`and lower(m.account) like ${containsPattern(f.account)}` : sql``}`;

const betFrom = sql`member_tree t join game_rounds r on r.member_id = t.descendant_id join members m on m.id = r.member_id`;

export type BetRow = {
  id: string;
  member_id: string;
  account: string;
  game_code: string;
  game_name: string | null;
  game_names: Record<string, string> | null;
  game_type: string;
  vendor_code: string;
  vendor_name: string;
  vendor_names: Record<string, string>;
  bet_amount: string;
  win_amount: string;
  refund_amount: string;
  status: 'open' | 'closed' | 'cancelled';
  opened_at: Date;
  closed_at: Date | null;
};

/** Newest first; the round id breaks ties so pages never overlap. */
export const pageTeamBets = async (db: Executor, f: BetFilter, limit: number, offset: number): Promise<BetRow[]> => {
  const { rows } = await sql<BetRow>`
    select r.id::text as id, r.member_id::text as member_id, m.account, r.game_code, g.game_name, g.display_names as game_names, r.game_type,
      v.code as vendor_code, v.display_name as vendor_name, v.display_names as vendor_names, r.bet_amount::text as bet_amount, r.win_amount::text as win_amount,
      r.refund_amount::text as refund_amount, r.status, r.opened_at, r.closed_at
    from ${betFrom} join catalog_vendors v on v.id = r.vendor_id left join catalog_games g on g.id = r.game_id
    where ${betWhere(f)}
    order by r.opened_at desc, r.id desc limit ${limit} offset ${offset}`.execute(db);
  return rows;
};

export const sumTeamBets = async (db: Executor, f: BetFilter): Promise<{ rounds: number; bet: bigint; refund: bigint; win: bigint }> => {
  const { rows } = await sql<{ n: Num; bet: Num; refund: Num; win: Num }>`
    select count(*) as n, coalesce(sum(r.bet_amount), 0)::int8 as bet, coalesce(sum(r.refund_amount), 0)::int8 as refund, coalesce(sum(r.win_amount), 0)::int8 as win
    from ${betFrom} where ${betWhere(f)}`.execute(db);
  const r = rows[0];
  return { rounds: int(r?.n ?? 0), bet: big(r?.bet ?? 0), refund: big(r?.refund ?? 0), win: big(r?.win ?? 0) };
};

// ---------- loss statements ----------

export type DownlineSums = GameSums & { memberId: bigint; account: string; nickname: string | null; type: number; teamCount: number };

const downlineWhere = (agentId: bigint, keyword: string | undefined) => sql`
  d.ancestor_id = ${agentId} and d.depth = 1
  ${keyword ? sql`and (lower(m.account) like ${containsPattern(keyword)} or lower(coalesce(m.nickname, '')) like ${containsPattern(keyword)})` : sql``}`;

export const countDirectDownlines = async (db: Executor, agentId: bigint, keyword: string | undefined): Promise<number> => {
  const { rows } = await sql<{
    n: Num;
  }>`select count(*) as n from member_tree d join members m on m.id = d.descendant_id where ${downlineWhere(agentId, keyword)}`.execute(db);
  return int(rows[0]?.n ?? 0);
};

/** Direct downlines, newest first, each with the game figures of its whole subtree (itself included). */
export const pageDownlineSums = async (
  db: Executor,
  agentId: bigint,
  keyword: string | undefined,
  period: Period,
  currency: string,
  limit: number,
  offset: number,
): Promise<DownlineSums[]> => {
  const { rows } = await sql<GameSumsRaw & { member_id: string; account: string; nickname: string | null; type: number; team_count: number | null }>`
    select d.descendant_id::text as member_id, m.account, m.nickname, m.type, s.team_count, f.*
    from member_tree d join members m on m.id = d.descendant_id
    left join member_team_sizes s on s.member_id = d.descendant_id
    cross join lateral (
      select ${sumColumns}
      from member_tree t2 join member_game_hourly h on h.member_id = t2.descendant_id
      where t2.ancestor_id = d.descendant_id and h.hour_start >= ${period.from} and h.hour_start < ${period.to} and h.currency = ${currency}
    ) f
    where ${downlineWhere(agentId, keyword)}
    order by d.descendant_id desc limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => ({
    memberId: BigInt(r.member_id),
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    teamCount: r.team_count ?? 0,
    ...gameSums(r),
  }));
};

// ---------- revenue ----------

export type RevenueGroup = {
  period: string;
  type: 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
  incomeCount: number;
  income: bigint;
  incomeDue: bigint;
  expenseCount: number;
  expense: bigint;
  expenseDue: bigint;
};

const groupFormat = { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' } as const;

/** The caller's settlements (payee or payer) whose period started in the range, grouped by period and type. */
export const revenueGroups = async (
  db: Executor,
  agentId: bigint,
  period: Period,
  timeZone: string,
  groupBy: keyof typeof groupFormat,
  type: RevenueGroup['type'] | undefined,
): Promise<RevenueGroup[]> => {
  const { rows } = await sql<{ period: string; type: RevenueGroup['type']; ic: Num; i: Num; idue: Num; ec: Num; e: Num; edue: Num }>`
    select to_char(s.period_start at time zone ${timeZone}, ${groupFormat[groupBy]}) as period, s.type,
      count(*) filter (where s.payee_id = ${agentId}) as ic,
      coalesce(sum(s.paid_amount) filter (where s.payee_id = ${agentId}), 0)::int8 as i,
      coalesce(sum(greatest(s.amount - s.paid_amount, 0)) filter (where s.payee_id = ${agentId}), 0)::int8 as idue,
      count(*) filter (where s.payer_id = ${agentId}) as ec,
      coalesce(sum(s.paid_amount) filter (where s.payer_id = ${agentId}), 0)::int8 as e,
      coalesce(sum(greatest(s.amount - s.paid_amount, 0)) filter (where s.payer_id = ${agentId}), 0)::int8 as edue
    from agent_settlements s
    where (s.payee_id = ${agentId} or s.payer_id = ${agentId})
      and s.period_start >= ${period.from} and s.period_start < ${period.to}
      ${type ? sql`and s.type = ${type}` : sql``}
    group by 1, 2 order by 1 desc, 2`.execute(db);
  return rows.map((r) => ({
    period: r.period,
    type: r.type,
    incomeCount: int(r.ic),
    income: big(r.i),
    incomeDue: big(r.idue),
    expenseCount: int(r.ec),
    expense: big(r.e),
    expenseDue: big(r.edue),
  }));
};

// ---------- account details ----------

export type MovementFilter = {
  agentId: bigint;
  period: Period;
  currency: string;
  account?: string | undefined;
  journalKinds?: readonly string[] | undefined;
  excludeKinds?: readonly string[] | undefined;
};

const movementFrom = sql`member_tree t
  join ledger_accounts a on a.owner_id = t.descendant_id::text and a.owner_type in ('player', 'agent') and a.kind in ('player_main', 'agent_main') and a.vendor_code is null
  join ledger_legs l on l.account_id = a.id
  join ledger_journals j on j.id = l.journal_id
  join members m on m.id = t.descendant_id`;

const movementWhere = (f: MovementFilter) => sql`
  t.ancestor_id = ${f.agentId} and t.depth >= 1 and a.currency = ${f.currency}
  and l.created_at >= ${f.period.from} and l.created_at < ${f.period.to}
  ${f.account ? sql`and lower(m.account) like ${containsPattern(f.account)}` : sql``}
  ${f.journalKinds ? sql`and j.kind in (${sql.join([...f.journalKinds])})` : sql``}
  ${f.excludeKinds ? sql`and j.kind not in (${sql.join([...f.excludeKinds])})` : sql``}`;

export type MovementRow = {
  id: string;
  member_id: string;
  account: string;
  journal_kind: string;
  amount: string;
  balance_after: string | null;
  created_at: Date;
  journal_id: string;
};

export const pageMovements = async (db: Executor, f: MovementFilter, limit: number, offset: number): Promise<MovementRow[]> => {
  const { rows } = await sql<MovementRow>`
    select l.id::text as id, t.descendant_id::text as member_id, m.account, j.kind as journal_kind, l.amount::text as amount,
      l.balance_after::text as balance_after, l.created_at, j.id::text as journal_id
    from ${movementFrom} where ${movementWhere(f)}
    order by l.id desc limit ${limit} offset ${offset}`.execute(db);
  return rows;
};

export const sumMovements = async (db: Executor, f: MovementFilter): Promise<{ n: number; credits: bigint; debits: bigint }> => {
  const { rows } = await sql<{ n: Num; credits: Num; debits: Num }>`
    select count(*) as n, coalesce(sum(l.amount) filter (where l.amount > 0), 0)::int8 as credits, coalesce(sum(-l.amount) filter (where l.amount < 0), 0)::int8 as debits
    from ${movementFrom} where ${movementWhere(f)}`.execute(db);
  const r = rows[0];
  return { n: int(r?.n ?? 0), credits: big(r?.credits ?? 0), debits: big(r?.debits ?? 0) };
};

// ---------- downline detail ----------

export type DownlineRow = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  status: string;
  created_at: Date;
  last_login_at: Date | null;
  upline_id: string | null;
  upline_account: string | null;
  depth: number;
  affiliate_code: string | null;
};

/** A member of the agent's team (depth >= 1), or nothing: the agent itself and outsiders look alike. */
export const findTeamMember = async (db: Executor, agentId: bigint, memberId: bigint): Promise<DownlineRow | undefined> => {
  const { rows } = await sql<DownlineRow>`
    select m.id::text as id, m.account, m.nickname, m.type, m.status, m.created_at, m.last_login_at, m.upline_id::text as upline_id,
      u.account as upline_account, t.depth, m.affiliate_code
    from member_tree t join members m on m.id = t.descendant_id left join members u on u.id = m.upline_id
    where t.ancestor_id = ${agentId} and t.descendant_id = ${memberId} and t.depth >= 1`.execute(db);
  return rows[0];
};

/** The member's main wallet balance (0 without one). */
export const mainBalance = async (db: Executor, memberId: bigint, currency: string): Promise<bigint> => {
  const { rows } = await sql<{ balance: Num }>`
    select balance from ledger_accounts where owner_id = ${String(memberId)} and owner_type in ('player', 'agent')
      and kind in ('player_main', 'agent_main') and currency = ${currency} and vendor_code is null order by id limit 1`.execute(db);
  return big(rows[0]?.balance ?? 0);
};
