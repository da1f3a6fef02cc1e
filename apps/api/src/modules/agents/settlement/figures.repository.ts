import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * The team figures settlements are computed from. Team = the contract's downline and everyone
 * below it (member_tree ancestor_id = downline, depth >= 0, the downline itself included).
 */

export type AggregateFigures = { activeMembers: number; validBet: bigint; houseProfit: bigint };

type Span =
  /** Hours [start, end) of member_game_hourly (hourly salary). */
  | { grain: 'hour'; start: Date; end: Date }
  /** Business days [fromDay, toDay) in `zone` (daily salary, dividends of any length): their hours. */
  | { grain: 'day'; fromDay: string; toDay: string; zone: string };

type AggregateRow = { active_members: number; valid_bet: string; profit_loss: string };

/**
 * Valid bet, the house's profit (-sum of the members' profit_loss) and active members (members
 * whose own valid bet over the whole span reaches `activeMinValidBet`), from the aggregates.
 */
export const teamAggregates = async (db: Executor, downlineId: bigint, span: Span, currency: string, activeMinValidBet: bigint): Promise<AggregateFigures> => {
  // A business day is a whole number of the hourly buckets' local hours: its bounds are local midnights.
  const [start, end] =
    span.grain === 'hour'
      ? [sql`${span.start}::timestamptz`, sql`${span.end}::timestamptz`]
      : [sql`${span.fromDay}::date::timestamp at time zone ${span.zone}`, sql`${span.toDay}::date::timestamp at time zone ${span.zone}`];
  const perMember = sql`select g.member_id, sum(g.valid_bet) as vb, sum(g.profit_loss) as pl
    from member_tree t join member_game_hourly g on g.member_id = t.descendant_id
    where t.ancestor_id = ${downlineId} and g.currency = ${currency} and g.hour_start >= ${start} and g.hour_start < ${end}
    group by g.member_id`;
  const { rows } = await sql<AggregateRow>`
    select (count(*) filter (where m.vb >= ${activeMinValidBet}))::int4 as active_members,
           coalesce(sum(m.vb), 0)::text as valid_bet, coalesce(sum(m.pl), 0)::text as profit_loss
    from (${perMember}) m`.execute(db);
  const row = rows[0];
  return {
    activeMembers: row?.active_members ?? 0,
    validBet: BigInt(row?.valid_bet ?? '0'),
    houseProfit: -BigInt(row?.profit_loss ?? '0'),
  };
};

/** Everyone in the team now (the downline included). */
export const teamMemberCount = async (db: Executor, downlineId: bigint): Promise<number> => {
  const row = await db
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ancestor_id', '=', downlineId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export type RealtimeFigures = { qualifyingBets: number; winningStake: bigint; losingStake: bigint; validBet: bigint; houseProfit: bigint };

type RealtimeRow = { bets: number; winning: string; losing: string; valid_bet: string; house_profit: string };

/**
 * Real-time salary's rounds: the team's rounds settled in [start, end). A round is settled when the
 * game wallet closes it (status `closed`, closed_at set): a win call with roundClosed, which both
 * the in-house games and the demo vendor send on a loss too (amount 0), so losing bets count.
 * Rounds still open are counted in the window in which they close; cancelled rounds (every bet
 * rolled back) never. Stake = bet - refund; the split rule is `splitStakes` in settlement-math.ts.
 */
export const teamRealtimeRounds = async (
  db: Executor,
  downlineId: bigint,
  start: Date,
  end: Date,
  currency: string,
  minSingleBet: bigint,
): Promise<RealtimeFigures> => {
  const { rows } = await sql<RealtimeRow>`
    with r as (
      select (g.bet_amount - g.refund_amount) as stake, g.win_amount as win
      from member_tree t join game_rounds g on g.member_id = t.descendant_id
      where t.ancestor_id = ${downlineId} and g.status = 'closed' and g.currency = ${currency}
        and g.closed_at >= ${start} and g.closed_at < ${end}
    )
    select (count(*) filter (where stake > 0 and stake >= ${minSingleBet}))::int4 as bets,
      coalesce(sum(stake) filter (where stake > 0 and stake >= ${minSingleBet} and win > stake), 0)::text as winning,
      coalesce(sum(stake) filter (where stake > 0 and stake >= ${minSingleBet} and win <= stake), 0)::text as losing,
      coalesce(sum(stake), 0)::text as valid_bet,
      coalesce(sum(stake - win), 0)::text as house_profit
    from r`.execute(db);
  const row = rows[0];
  return {
    qualifyingBets: row?.bets ?? 0,
    winningStake: BigInt(row?.winning ?? '0'),
    losingStake: BigInt(row?.losing ?? '0'),
    validBet: BigInt(row?.valid_bet ?? '0'),
    houseProfit: BigInt(row?.house_profit ?? '0'),
  };
};
