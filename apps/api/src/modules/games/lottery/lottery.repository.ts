import type { Executor, LotteryDrawStatus, LotteryFamily, LotteryPrizeMode, LotteryResultSource } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the lottery's tables (migration 2026_11_30_0026); the services hold the rules. */

export type GameRow = {
  code: string;
  family: LotteryFamily;
  prize_mode: LotteryPrizeMode;
  menu_group: string;
  vendor_code: string;
  game_code: string;
  terms_id: bigint | null;
  terms: Record<string, unknown> | null;
  schedule: Record<string, unknown>;
  close_before_seconds: number;
  payout_delay_seconds: number;
  number_limit: bigint | null;
  min_stake: bigint;
  max_stake: bigint;
  member_draw_limit: bigint | null;
  enabled: boolean;
  sort: number;
};

const gameColumns = [
  'g.code',
  'g.family',
  'g.prize_mode',
  'g.menu_group',
  'g.vendor_code',
  'g.game_code',
  'g.terms_id',
  't.terms',
  'g.schedule',
  'g.close_before_seconds',
  'g.payout_delay_seconds',
  'g.number_limit',
  'g.min_stake',
  'g.max_stake',
  'g.member_draw_limit',
  'g.enabled',
  'g.sort',
] as const;

const gamesQuery = (db: Executor) => db.selectFrom('lottery_games as g').leftJoin('lottery_terms as t', 't.id', 'g.terms_id').select(gameColumns);

export const listGames = (db: Executor): Promise<GameRow[]> => gamesQuery(db).orderBy('g.sort').orderBy('g.code').execute();

export const findGame = (db: Executor, code: string): Promise<GameRow | undefined> => gamesQuery(db).where('g.code', '=', code).executeTakeFirst();

export const findTerms = async (db: Executor, ids: readonly bigint[]): Promise<Map<bigint, Record<string, unknown>>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_terms')
    .select(['id', 'terms'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.terms]));
};

export type NewGame = Omit<GameRow, 'terms_id' | 'terms'>;

/** A game and its first terms; nothing when the code exists (seeding twice changes nothing). */
export const insertGame = async (db: Executor, game: NewGame, terms: Record<string, unknown>): Promise<boolean> => {
  const inserted = await db
    .insertInto('lottery_games')
    .values({ ...game, schedule: JSON.stringify(game.schedule) })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  if (!inserted) return false;
  await insertTerms(db, game.code, terms, null);
  return true;
};

/** A new version of a game's terms, made current. */
export const insertTerms = async (db: Executor, gameCode: string, terms: Record<string, unknown>, staffId: number | null): Promise<bigint> => {
  const row = await db
    .insertInto('lottery_terms')
    .values({ game_code: gameCode, terms: JSON.stringify(terms), created_by: staffId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('lottery_games').set({ terms_id: row.id, updated_at: new Date() }).where('code', '=', gameCode).execute();
  return row.id;
};

export type GamePatch = Partial<
  Pick<GameRow, 'close_before_seconds' | 'payout_delay_seconds' | 'number_limit' | 'min_stake' | 'max_stake' | 'member_draw_limit' | 'enabled' | 'sort'>
> & { schedule?: Record<string, unknown> };

export const updateGame = async (db: Executor, code: string, patch: GamePatch): Promise<boolean> => {
  const { schedule, ...rest } = patch;
  const result = await db
    .updateTable('lottery_games')
    .set({ ...rest, ...(schedule ? { schedule: JSON.stringify(schedule) } : {}), updated_at: new Date() })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

// --- draws ---

export type DrawRow = {
  id: bigint;
  game_code: string;
  draw_key: string;
  province: string | null;
  opens_at: Date;
  close_at: Date;
  draw_at: Date;
  status: LotteryDrawStatus;
  seed: string | null;
  seed_hash: string | null;
  result: Record<string, unknown> | null;
  result_version: number;
  settled_version: number | null;
  pay_after: Date | null;
  bet_count: number;
  stake_total: bigint;
  payout_total: bigint;
  settled_at: Date | null;
  paid_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
};

const drawColumns = [
  'id',
  'game_code',
  'draw_key',
  'province',
  'opens_at',
  'close_at',
  'draw_at',
  'status',
  'seed',
  'seed_hash',
  'result',
  'result_version',
  'settled_version',
  'pay_after',
  'bet_count',
  'stake_total',
  'payout_total',
  'settled_at',
  'paid_at',
  'voided_at',
  'void_reason',
] as const;

export type NewDraw = {
  gameCode: string;
  drawKey: string;
  province: string | null;
  opensAt: Date;
  closeAt: Date;
  drawAt: Date;
  seed: string | null;
  seedHash: string | null;
};

/** Scheduled draws; one already there (another instance, an earlier tick) keeps its row and seed. */
export const insertDraws = async (db: Executor, draws: readonly NewDraw[]): Promise<number> => {
  if (draws.length === 0) return 0;
  const rows = await db
    .insertInto('lottery_draws')
    .values(
      draws.map((d) => ({
        game_code: d.gameCode,
        draw_key: d.drawKey,
        province: d.province,
        opens_at: d.opensAt,
        close_at: d.closeAt,
        draw_at: d.drawAt,
        seed: d.seed,
        seed_hash: d.seedHash,
      })),
    )
    .onConflict((oc) => oc.columns(['game_code', 'draw_key']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
};

export const findDraw = (db: Executor, id: bigint): Promise<DrawRow | undefined> =>
  db.selectFrom('lottery_draws').select(drawColumns).where('id', '=', id).executeTakeFirst();

/** The draw under a share lock: betting holds it until commit, so closing the draw waits for bets in flight. */
export const lockDrawForBet = (db: Executor, id: bigint): Promise<DrawRow | undefined> =>
  db.selectFrom('lottery_draws').select(drawColumns).where('id', '=', id).forShare().executeTakeFirst();

/** The draw locked for a change of state. */
export const lockDraw = (db: Executor, id: bigint): Promise<DrawRow | undefined> =>
  db.selectFrom('lottery_draws').select(drawColumns).where('id', '=', id).forUpdate().executeTakeFirst();

/** Every open draw whose betting time is over becomes closed; returns how many. */
export const closeDueDraws = async (db: Executor, now: Date): Promise<number> => {
  const result = await db.updateTable('lottery_draws').set({ status: 'closed' }).where('status', '=', 'open').where('close_at', '<=', now).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Draws in a state the runner moves on, oldest first; `drawnBefore` null: whatever their time. */
export const drawsInState = (db: Executor, statuses: readonly LotteryDrawStatus[], drawnBefore: Date | null, limit: number) => {
  let query = db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
    .select(['d.id', 'd.status', 'd.game_code', 'g.family', 'd.draw_at', 'd.pay_after'])
    .where('d.status', 'in', [...statuses]);
  if (drawnBefore) query = query.where('d.draw_at', '<=', drawnBefore);
  return query.orderBy('d.draw_at').limit(limit).execute();
};

export const setDrawStatus = async (
  db: Executor,
  id: bigint,
  from: readonly LotteryDrawStatus[],
  to: LotteryDrawStatus,
  extra: Record<string, unknown> = {},
): Promise<boolean> => {
  const result = await db
    .updateTable('lottery_draws')
    .set({ status: to, ...extra })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * Claims a settled draw for payout once its hold is over and its settlement is of the current
 * result ('settled' to 'paying' in one statement): a correction confirmed at the same moment either
 * comes first and sends the draw back to be settled, or finds it paying and is refused.
 */
export const claimPayout = async (db: Executor, drawId: bigint, now: Date): Promise<boolean> => {
  const result = await sql`
    update lottery_draws set status = 'paying'
    where id = ${drawId} and status = 'settled' and pay_after <= ${now} and settled_version = result_version`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
};

// --- results ---

export type ResultEntryRow = {
  id: bigint;
  draw_id: bigint;
  result: Record<string, unknown>;
  source: LotteryResultSource;
  entered_by: number | null;
  entered_at: Date;
  status: 'pending' | 'confirmed' | 'rejected';
  decided_by: number | null;
  decided_at: Date | null;
  version: number | null;
};

export const insertResultEntry = (
  db: Executor,
  entry: { drawId: bigint; result: Record<string, unknown>; source: LotteryResultSource; enteredBy: number | null; at: Date },
) =>
  db
    .insertInto('lottery_result_entries')
    .values({ draw_id: entry.drawId, result: JSON.stringify(entry.result), source: entry.source, entered_by: entry.enteredBy, entered_at: entry.at })
    .returning('id')
    .executeTakeFirstOrThrow();

export const lockResultEntry = (db: Executor, id: bigint): Promise<ResultEntryRow | undefined> =>
  db
    .selectFrom('lottery_result_entries')
    .select(['id', 'draw_id', 'result', 'source', 'entered_by', 'entered_at', 'status', 'decided_by', 'decided_at', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const decideResultEntry = async (
  db: Executor,
  id: bigint,
  decision: { status: 'confirmed' | 'rejected'; by: number | null; at: Date; version: number | null },
): Promise<void> => {
  await db
    .updateTable('lottery_result_entries')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, version: decision.version })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
};

/** A confirmed result becomes the draw's current one, the next version. */
export const publishResult = async (db: Executor, drawId: bigint, result: Record<string, unknown>, version: number): Promise<void> => {
  await db
    .updateTable('lottery_draws')
    .set({ result: JSON.stringify(result), result_version: version, status: 'resulted' })
    .where('id', '=', drawId)
    .execute();
};

export const drawIdOfEntry = async (db: Executor, entryId: bigint): Promise<bigint | null> =>
  (await db.selectFrom('lottery_result_entries').select('draw_id').where('id', '=', entryId).executeTakeFirst())?.draw_id ?? null;

export const listResultEntries = (db: Executor, drawId: bigint): Promise<ResultEntryRow[]> =>
  db
    .selectFrom('lottery_result_entries')
    .select(['id', 'draw_id', 'result', 'source', 'entered_by', 'entered_at', 'status', 'decided_by', 'decided_at', 'version'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();

// --- orders, bets and risk ---

export type OrderRow = {
  id: bigint;
  draw_id: bigint;
  member_id: bigint;
  client_key: string;
  request_hash: string;
  terms_id: bigint;
  amount: bigint;
  line_count: number;
  payout: bigint | null;
  status: 'open' | 'settled' | 'void';
  created_at: Date;
};

const orderColumns = [
  'id',
  'draw_id',
  'member_id',
  'client_key',
  'request_hash',
  'terms_id',
  'amount',
  'line_count',
  'payout',
  'status',
  'created_at',
] as const;

export const findOrderByKey = (db: Executor, memberId: bigint, clientKey: string): Promise<OrderRow | undefined> =>
  db.selectFrom('lottery_orders').select(orderColumns).where('member_id', '=', memberId).where('client_key', '=', clientKey).executeTakeFirst();

export const insertOrder = (
  db: Executor,
  order: { drawId: bigint; memberId: bigint; clientKey: string; requestHash: string; termsId: bigint; amount: bigint; lineCount: number; at: Date },
): Promise<OrderRow> =>
  db
    .insertInto('lottery_orders')
    .values({
      draw_id: order.drawId,
      member_id: order.memberId,
      client_key: order.clientKey,
      request_hash: order.requestHash,
      terms_id: order.termsId,
      amount: order.amount,
      line_count: order.lineCount,
      created_at: order.at,
    })
    .returning(orderColumns)
    .executeTakeFirstOrThrow();

export type NewBet = { line: number; betType: string; selection: Record<string, unknown>; amount: bigint; maxPayout: bigint };

export const insertBets = async (db: Executor, order: { id: bigint; drawId: bigint; memberId: bigint }, bets: readonly NewBet[]): Promise<void> => {
  await db
    .insertInto('lottery_bets')
    .values(
      bets.map((bet) => ({
        order_id: order.id,
        draw_id: order.drawId,
        member_id: order.memberId,
        line: bet.line,
        bet_type: bet.betType,
        selection: JSON.stringify(bet.selection),
        amount: bet.amount,
        max_payout: bet.maxPayout,
      })),
    )
    .execute();
};

/**
 * Adds the order's liability per number, all or nothing: a number whose total would pass `limit`
 * is not updated, and the caller sees fewer rows than numbers and rolls back. Numbers are written
 * in ascending order, so two orders on the same numbers lock them in the same order (no deadlock).
 */
export const addExposure = async (db: Executor, drawId: bigint, entries: readonly (readonly [string, bigint])[], limit: bigint | null): Promise<number> => {
  if (entries.length === 0) return 0;
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const numbers = sorted.map(([number]) => number);
  const amounts = sorted.map(([, amount]) => amount.toString());
  const { rows } = await sql<{ number: string }>`
    insert into lottery_exposure as e (draw_id, number, liability)
    select ${drawId}, u.number, u.amount::int8
    from unnest(${numbers}::text[], ${amounts}::text[]) with ordinality u(number, amount, ord)
    where ${limit}::int8 is null or u.amount::int8 <= ${limit}::int8
    order by u.ord
    on conflict (draw_id, number) do update set liability = e.liability + excluded.liability
    where ${limit}::int8 is null or e.liability + excluded.liability <= ${limit}::int8
    returning e.number`.execute(db);
  return rows.length;
};

/** Adds to the member's stake on the draw within `limit`; false when it would pass it. */
export const addMemberStake = async (db: Executor, drawId: bigint, memberId: bigint, amount: bigint, limit: bigint | null): Promise<boolean> => {
  const { rows } = await sql<{ staked: string }>`
    insert into lottery_member_stakes as s (draw_id, member_id, staked)
    select ${drawId}, ${memberId}, ${amount}::int8
    where ${limit}::int8 is null or ${amount}::int8 <= ${limit}::int8
    on conflict (draw_id, member_id) do update set staked = s.staked + excluded.staked
    where ${limit}::int8 is null or s.staked + excluded.staked <= ${limit}::int8
    returning s.staked`.execute(db);
  return rows.length === 1;
};

export type BetRow = { id: bigint; order_id: bigint; member_id: bigint; bet_type: string; selection: Record<string, unknown>; terms_id: bigint };

/** A draw's open and settled bets with the terms they were priced at, in id order from `afterId`. */
export const betsOfDraw = (db: Executor, drawId: bigint, afterId: bigint, limit: number): Promise<BetRow[]> =>
  db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_orders as o', 'o.id', 'b.order_id')
    .select(['b.id', 'b.order_id', 'b.member_id', 'b.bet_type', 'b.selection', 'o.terms_id'])
    .where('b.draw_id', '=', drawId)
    .where('b.status', '!=', 'void')
    .where('b.id', '>', afterId)
    .orderBy('b.id')
    .limit(limit)
    .execute();

/** Writes the wins of a chunk of bets computed for result `version`: one statement. */
export const writeBetOutcomes = async (db: Executor, ids: readonly bigint[], payouts: readonly bigint[], version: number): Promise<void> => {
  if (ids.length === 0) return;
  await sql`
    update lottery_bets b set payout = u.payout::int8, settled_version = ${version},
      status = case when u.payout::int8 > 0 then 'won' else 'lost' end
    from unnest(${ids.map(String)}::text[], ${payouts.map(String)}::text[]) u(id, payout)
    where b.id = u.id::int8`.execute(db);
};

/** Orders and members take the sums of their bets' wins; the draw its totals. One statement each. */
export const rollUpDraw = async (db: Executor, drawId: bigint): Promise<{ betCount: number; stakeTotal: bigint; payoutTotal: bigint }> => {
  await sql`
    update lottery_orders o set payout = s.payout, status = 'settled'
    from (select order_id, sum(payout) as payout from lottery_bets where draw_id = ${drawId} and status <> 'void' group by order_id) s
    where o.id = s.order_id and o.status <> 'void'`.execute(db);
  await sql`
    update lottery_member_stakes m set payout = s.payout
    from (select member_id, sum(payout) as payout from lottery_bets where draw_id = ${drawId} and status <> 'void' group by member_id) s
    where m.draw_id = ${drawId} and m.member_id = s.member_id`.execute(db);
  const { rows } = await sql<{ bet_count: string; stake_total: string; payout_total: string }>`
    select count(*) as bet_count, coalesce(sum(amount), 0) as stake_total, coalesce(sum(payout), 0) as payout_total
    from lottery_bets where draw_id = ${drawId} and status <> 'void'`.execute(db);
  const totals = rows[0]!;
  return { betCount: Number(totals.bet_count), stakeTotal: BigInt(totals.stake_total), payoutTotal: BigInt(totals.payout_total) };
};

/** Each member's total win on the draw (0 for a loss): one wallet win each. */
export const memberPayouts = (db: Executor, drawId: bigint) =>
  db.selectFrom('lottery_member_stakes').select(['member_id', 'payout']).where('draw_id', '=', drawId).orderBy('member_id').execute();

export const openOrdersOfDraw = (db: Executor, drawId: bigint) =>
  db
    .selectFrom('lottery_orders')
    .select(['id', 'member_id', 'client_key', 'amount'])
    .where('draw_id', '=', drawId)
    .where('status', '!=', 'void')
    .orderBy('id')
    .execute();

export const voidOrder = async (db: Executor, orderId: bigint): Promise<void> => {
  await db.updateTable('lottery_orders').set({ status: 'void', payout: null }).where('id', '=', orderId).execute();
  await db.updateTable('lottery_bets').set({ status: 'void', payout: null, settled_version: null }).where('order_id', '=', orderId).execute();
};

export const findOrderRefusal = (db: Executor, memberId: bigint, clientKey: string) =>
  db
    .selectFrom('lottery_order_refusals')
    .select(['request_hash', 'code', 'details'])
    .where('member_id', '=', memberId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();

/** Keeps a refusal as the key's answer; a twin that stored one first wins (on conflict nothing). */
export const insertOrderRefusal = async (
  db: Executor,
  refusal: { memberId: bigint; clientKey: string; requestHash: string; code: string; details: Record<string, unknown> | null; at: Date },
): Promise<void> => {
  await db
    .insertInto('lottery_order_refusals')
    .values({
      member_id: refusal.memberId,
      client_key: refusal.clientKey,
      request_hash: refusal.requestHash,
      code: refusal.code,
      details: refusal.details === null ? null : JSON.stringify(refusal.details),
      created_at: refusal.at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'client_key']).doNothing())
    .execute();
};
