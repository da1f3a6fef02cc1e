import type { Executor, LotteryDrawStatus } from '@gp/db';
import { sql } from 'kysely';
import type { DrawRow } from './lottery.repository';

/** Read queries of the lottery's pages: lobby, board, a game's draws, my bets, staff lists and report. */

const drawColumns = [
  'd.id',
  'd.game_code',
  'd.draw_key',
  'd.province',
  'd.opens_at',
  'd.close_at',
  'd.draw_at',
  'd.status',
  'd.seed',
  'd.seed_hash',
  'd.result',
  'd.result_version',
  'd.settled_version',
  'd.pay_after',
  'd.bet_count',
  'd.stake_total',
  'd.payout_total',
  'd.settled_at',
  'd.paid_at',
  'd.voided_at',
  'd.void_reason',
] as const;

/** States in which a draw has a published result. */
export const drawnStatuses: readonly LotteryDrawStatus[] = ['resulted', 'settled', 'paying', 'paid'];

/** Draws taking bets at `now`, soonest close first, of every game or one. */
export const openDraws = (db: Executor, now: Date, gameCode?: string): Promise<DrawRow[]> => {
  let query = db
    .selectFrom('lottery_draws as d')
    .select(drawColumns)
    .where('d.status', '=', 'open')
    .where('d.opens_at', '<=', now)
    .where('d.close_at', '>', now);
  if (gameCode) query = query.where('d.game_code', '=', gameCode);
  return query.orderBy('d.close_at').orderBy('d.id').execute();
};

export const drawnDrawsPage = async (db: Executor, gameCode: string, offset: number, limit: number): Promise<{ rows: DrawRow[]; total: number }> => {
  const base = db
    .selectFrom('lottery_draws as d')
    .where('d.game_code', '=', gameCode)
    .where('d.status', 'in', [...drawnStatuses]);
  const [rows, count] = await Promise.all([
    base.select(drawColumns).orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

/** Each game's newest drawn draw: one index probe per game (draws pile up by the thousand a day). */
export const latestDrawnPerGame = async (db: Executor): Promise<DrawRow[]> => {
  const { rows } = await sql<DrawRow>`
    select d.id, d.game_code, d.draw_key, d.province, d.opens_at, d.close_at, d.draw_at, d.status, d.seed, d.seed_hash,
      d.result, d.result_version, d.settled_version, d.pay_after, d.bet_count, d.stake_total, d.payout_total, d.settled_at, d.paid_at, d.voided_at, d.void_reason
    from lottery_games g
    cross join lateral (
      select * from lottery_draws x
      where x.game_code = g.code and x.status in ('resulted', 'settled', 'paying', 'paid')
      order by x.draw_at desc, x.id desc limit 1
    ) d`.execute(db);
  return rows;
};

/** The games a member placed slips on lately, newest first. */
export const recentGameCodes = async (db: Executor, memberId: bigint, limit: number): Promise<string[]> => {
  const { rows } = await sql<{ game_code: string }>`
    select d.game_code from lottery_orders o join lottery_draws d on d.id = o.draw_id
    where o.member_id = ${memberId}
    group by d.game_code order by max(o.id) desc limit ${limit}`.execute(db);
  return rows.map((row) => row.game_code);
};

export type BetViewRow = {
  id: bigint;
  order_id: bigint;
  line: number;
  game_code: string;
  draw_id: bigint;
  draw_key: string;
  draw_at: Date;
  bet_type: string;
  selection: Record<string, unknown>;
  amount: bigint;
  payout: bigint | null;
  status: 'open' | 'won' | 'lost' | 'void';
  draw_status: LotteryDrawStatus;
  placed_at: Date;
};

const betViewQuery = (db: Executor) =>
  db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_orders as o', 'o.id', 'b.order_id')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select([
      'b.id',
      'b.order_id',
      'b.line',
      'd.game_code',
      'b.draw_id',
      'd.draw_key',
      'd.draw_at',
      'b.bet_type',
      'b.selection',
      'b.amount',
      'b.payout',
      'b.status',
      'd.status as draw_status',
      'o.created_at as placed_at',
    ]);

export const betsOfOrder = (db: Executor, orderId: bigint): Promise<BetViewRow[]> =>
  betViewQuery(db).where('b.order_id', '=', orderId).orderBy('b.line').execute();

export const memberBetsPage = async (
  db: Executor,
  memberId: bigint,
  gameCode: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: BetViewRow[]; total: number }> => {
  let rows = betViewQuery(db).where('b.member_id', '=', memberId);
  let count = db.selectFrom('lottery_bets as b').innerJoin('lottery_draws as d', 'd.id', 'b.draw_id').where('b.member_id', '=', memberId);
  if (gameCode) {
    rows = rows.where('d.game_code', '=', gameCode);
    count = count.where('d.game_code', '=', gameCode);
  }
  const [content, total] = await Promise.all([
    rows.orderBy('b.id', 'desc').offset(offset).limit(limit).execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: content, total: Number(total.n) };
};

export const adminDrawsPage = async (
  db: Executor,
  filter: { gameCode?: string | undefined; status?: LotteryDrawStatus | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: DrawRow[]; total: number }> => {
  let base = db.selectFrom('lottery_draws as d');
  if (filter.gameCode) base = base.where('d.game_code', '=', filter.gameCode);
  if (filter.status) base = base.where('d.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base.select(drawColumns).orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

export const exposureOfDraw = (db: Executor, drawId: bigint, limit: number) =>
  db
    .selectFrom('lottery_exposure')
    .select(['number', 'liability'])
    .where('draw_id', '=', drawId)
    .orderBy('liability', 'desc')
    .orderBy('number')
    .limit(limit)
    .execute();

/** Draws whose time falls in [from, to), with their settlement figures, oldest first. */
export const reportRows = (db: Executor, from: Date, to: Date, gameCode: string | undefined) => {
  let query = db
    .selectFrom('lottery_draws as d')
    .select(['d.id', 'd.game_code', 'd.draw_key', 'd.draw_at', 'd.status', 'd.bet_count', 'd.stake_total', 'd.payout_total'])
    .where('d.draw_at', '>=', from)
    .where('d.draw_at', '<', to)
    .where('d.bet_count', '>', 0);
  if (gameCode) query = query.where('d.game_code', '=', gameCode);
  return query.orderBy('d.draw_at').orderBy('d.id').limit(5_000).execute();
};
