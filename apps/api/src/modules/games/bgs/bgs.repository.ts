import type { BgsBetStatus, BgsGameName, Executor } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the in-house games (tables in packages/db/src/sql/baseline/13_bgs.sql). No rules here: see the services. */

// ---------------------------------------------------------------- seed pairs

export const findActivePair = (db: Executor, memberId: bigint) =>
  db.selectFrom('bgs_seed_pairs').selectAll().where('member_id', '=', memberId).where('revealed_at', 'is', null).executeTakeFirst();

export type SeedPairRow = NonNullable<Awaited<ReturnType<typeof findActivePair>>>;

/** Opens a pair unless one is active (a parallel first call may have made it); returns the active one. */
export const insertActivePair = async (
  db: Executor,
  memberId: bigint,
  pair: { serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<SeedPairRow> => {
  await sql`insert into bgs_seed_pairs (member_id, server_seed, server_seed_hash, client_seed)
            values (${memberId}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed})
            on conflict (member_id) where revealed_at is null do nothing`.execute(db);
  return (await findActivePair(db, memberId))!;
};

export const listRevealedPairs = (db: Executor, memberId: bigint, limit: number) =>
  db
    .selectFrom('bgs_seed_pairs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('revealed_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const findPairById = (db: Executor, id: bigint) => db.selectFrom('bgs_seed_pairs').selectAll().where('id', '=', id).executeTakeFirst();

/** Takes the next nonce of the member's active pair (one statement: parallel bets get different nonces). */
export const takeNonce = (db: Executor, memberId: bigint) =>
  db
    .updateTable('bgs_seed_pairs')
    .set({ next_nonce: sql`next_nonce + 1` })
    .where('member_id', '=', memberId)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', sql<bigint>`next_nonce - 1`.as('nonce')])
    .executeTakeFirst();

/** Gives a nonce back when no later bet took one since (a refused debit); false when one did. */
export const returnNonce = async (db: Executor, pairId: bigint, nonce: bigint): Promise<boolean> => {
  const result = await db
    .updateTable('bgs_seed_pairs')
    .set({ next_nonce: nonce })
    .where('id', '=', pairId)
    .where('next_nonce', '=', nonce + 1n)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const setClientSeed = (db: Executor, pairId: bigint, clientSeed: string) =>
  db.updateTable('bgs_seed_pairs').set({ client_seed: clientSeed }).where('id', '=', pairId).where('revealed_at', 'is', null).executeTakeFirst();

export const revealPair = (db: Executor, pairId: bigint, at: Date) =>
  db.updateTable('bgs_seed_pairs').set({ revealed_at: at }).where('id', '=', pairId).where('revealed_at', 'is', null).returningAll().executeTakeFirst();

// ---------------------------------------------------------------- bets

export type NewBet = {
  memberId: bigint;
  game: BgsGameName;
  vendorCode: string;
  gameCode: string;
  currency: string;
  amount: bigint;
  seedPairId: bigint | null;
  crashRoundId: bigint | null;
  clientSeed: string;
  nonce: bigint;
  params: Record<string, unknown>;
  outcome?: Record<string, unknown> | null;
};

export const insertPendingBet = (db: Executor, bet: NewBet) =>
  db
    .insertInto('bgs_bets')
    .values({
      member_id: bet.memberId,
      game: bet.game,
      vendor_code: bet.vendorCode,
      game_code: bet.gameCode,
      currency: bet.currency,
      amount: bet.amount,
      status: 'pending',
      seed_pair_id: bet.seedPairId,
      crash_round_id: bet.crashRoundId,
      client_seed: bet.clientSeed,
      nonce: bet.nonce,
      params: JSON.stringify(bet.params),
      outcome: bet.outcome === undefined || bet.outcome === null ? null : JSON.stringify(bet.outcome),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();

export const deletePendingBet = (db: Executor, id: bigint) => db.deleteFrom('bgs_bets').where('id', '=', id).where('status', '=', 'pending').execute();

export const openBet = (db: Executor, id: bigint) =>
  db.updateTable('bgs_bets').set({ status: 'open' }).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();

/** Fixes a bet's result once: only from `from` (pending or open), so a second settler finds nothing. */
export const settleBet = (
  db: Executor,
  id: bigint,
  from: BgsBetStatus[],
  result: { status: 'won' | 'lost'; payout: bigint; outcome: Record<string, unknown>; at: Date; revealed?: number[]; cashedOutAt?: bigint | null },
) =>
  db
    .updateTable('bgs_bets')
    .set({
      status: result.status,
      payout: result.payout,
      outcome: JSON.stringify(result.outcome),
      settled_at: result.at,
      ...(result.revealed === undefined ? {} : { revealed: result.revealed }),
      ...(result.cashedOutAt === undefined ? {} : { cashed_out_at: result.cashedOutAt }),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

export const markWalletSettled = (db: Executor, id: bigint) => db.updateTable('bgs_bets').set({ wallet_settled: true }).where('id', '=', id).execute();

/** Adds a safe tile to an open mines round, unless another request changed it first. */
export const addRevealedTile = (db: Executor, id: bigint, before: number[], tile: number) =>
  db
    .updateTable('bgs_bets')
    .set({ revealed: [...before, tile] })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where(sql<boolean>`revealed = ${sql.val(before)}::smallint[]`)
    .returningAll()
    .executeTakeFirst();

export const findBet = (db: Executor, id: bigint) => db.selectFrom('bgs_bets').selectAll().where('id', '=', id).executeTakeFirst();
export type BetRow = NonNullable<Awaited<ReturnType<typeof findBet>>>;

export const findOpenMines = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('bgs_bets')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('game', '=', 'mines')
    .where('status', 'in', ['pending', 'open'])
    .executeTakeFirst();

/** A bet with its seeds: the pair's or the crash round's hash, and the seed once revealed. */
const betsWithSeeds = (db: Executor) =>
  db
    .selectFrom('bgs_bets as b')
    .leftJoin('bgs_seed_pairs as p', 'p.id', 'b.seed_pair_id')
    .leftJoin('bgs_crash_rounds as r', 'r.id', 'b.crash_round_id')
    .selectAll('b')
    .select([
      sql<string>`coalesce(p.server_seed_hash, r.server_seed_hash)`.as('server_seed_hash'),
      sql<string | null>`case when p.revealed_at is not null then p.server_seed when r.status = 'crashed' then r.server_seed end`.as('server_seed'),
      sql<bigint | null>`case when r.status = 'crashed' then r.crash_point end`.as('crash_point'),
    ]);

export const findBetWithSeeds = (db: Executor, id: bigint) => betsWithSeeds(db).where('b.id', '=', id).executeTakeFirst();
export type BetWithSeedsRow = NonNullable<Awaited<ReturnType<typeof findBetWithSeeds>>>;

export const countMemberBets = async (db: Executor, memberId: bigint, game: BgsGameName | undefined): Promise<number> => {
  let q = db
    .selectFrom('bgs_bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'pending');
  if (game) q = q.where('game', '=', game);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

export const listMemberBets = (db: Executor, memberId: bigint, game: BgsGameName | undefined, offset: number, limit: number) => {
  let q = betsWithSeeds(db).where('b.member_id', '=', memberId).where('b.status', '<>', 'pending');
  if (game) q = q.where('b.game', '=', game);
  return q.orderBy('b.id', 'desc').offset(offset).limit(limit).execute();
};

/** Bets whose result is fixed but whose win call was not acknowledged (a crash in between). */
export const listUnsettledResults = (db: Executor, olderThan: Date, limit: number) =>
  db
    .selectFrom('bgs_bets')
    .selectAll()
    .where('wallet_settled', '=', false)
    .where('status', 'in', ['won', 'lost'])
    .where('settled_at', '<', olderThan)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Pending bets left behind by a crash between the nonce and the debit. */
export const listStalePending = (db: Executor, olderThan: Date, limit: number) =>
  db.selectFrom('bgs_bets').selectAll().where('status', '=', 'pending').where('created_at', '<', olderThan).orderBy('id').limit(limit).execute();

// ---------------------------------------------------------------- crash

export const nextCrashRoundId = async (db: Executor): Promise<bigint> => {
  const row = await sql<{ id: bigint }>`select nextval(pg_get_serial_sequence('bgs_crash_rounds', 'id')) as id`.execute(db);
  return BigInt(row.rows[0]!.id);
};

export const insertCrashRoundWithId = (
  db: Executor,
  id: bigint,
  round: { serverSeed: string; serverSeedHash: string; crashPoint: bigint; bettingEndsAt: Date; growthPerMs: number },
) =>
  db
    .insertInto('bgs_crash_rounds')
    .values({
      id,
      server_seed: round.serverSeed,
      server_seed_hash: round.serverSeedHash,
      crash_point: round.crashPoint,
      betting_ends_at: round.bettingEndsAt,
      growth_per_ms: round.growthPerMs,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export type CrashRoundRow = Awaited<ReturnType<typeof insertCrashRoundWithId>>;

export const findCrashRound = (db: Executor, id: bigint) => db.selectFrom('bgs_crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();

export const findLatestCrashRound = (db: Executor) => db.selectFrom('bgs_crash_rounds').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();

export const startCrashRound = (db: Executor, id: bigint, at: Date) =>
  db
    .updateTable('bgs_crash_rounds')
    .set({ status: 'running', started_at: at })
    .where('id', '=', id)
    .where('status', '=', 'betting')
    .returningAll()
    .executeTakeFirst();

export const crashCrashRound = (db: Executor, id: bigint, at: Date) =>
  db
    .updateTable('bgs_crash_rounds')
    .set({ status: 'crashed', crashed_at: at })
    .where('id', '=', id)
    .where('status', '<>', 'crashed')
    .returningAll()
    .executeTakeFirst();

export const listCrashedRounds = (db: Executor, limit: number) =>
  db.selectFrom('bgs_crash_rounds').selectAll().where('status', '=', 'crashed').orderBy('id', 'desc').limit(limit).execute();

/** Bets of a crash round with a short player name for the public list. */
export const listCrashRoundBets = (db: Executor, roundId: bigint) =>
  db
    .selectFrom('bgs_bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.id', 'b.member_id', 'm.account', 'b.amount', 'b.status', 'b.params', 'b.cashed_out_at', 'b.payout'])
    .where('b.crash_round_id', '=', roundId)
    .where('b.status', '<>', 'pending')
    .orderBy('b.id')
    .execute();

export const listOpenCrashBets = (db: Executor, roundId: bigint) =>
  db.selectFrom('bgs_bets').selectAll().where('crash_round_id', '=', roundId).where('status', '=', 'open').orderBy('id').execute();

/**
 * Takes or renews the crash lease for `holder` until `until`; true when this instance holds it.
 * A lease another instance let expire is taken over.
 */
export const acquireCrashLease = async (db: Executor, holder: string, now: Date, until: Date): Promise<boolean> => {
  const result = await sql<{ holder: string }>`
    insert into bgs_crash_lease (id, holder, expires_at) values (1, ${holder}, ${until})
    on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where bgs_crash_lease.holder = excluded.holder or bgs_crash_lease.expires_at < ${now}
    returning holder`.execute(db);
  return result.rows.length === 1;
};

export const releaseCrashLease = (db: Executor, holder: string) => db.deleteFrom('bgs_crash_lease').where('holder', '=', holder).execute();

/** Dice, limbo and plinko bets debited but never given a result (a stop between the two), with their seed. */
export const listStaleOpenInstant = (db: Executor, olderThan: Date, limit: number) =>
  db
    .selectFrom('bgs_bets as b')
    .innerJoin('bgs_seed_pairs as p', 'p.id', 'b.seed_pair_id')
    .selectAll('b')
    .select('p.server_seed')
    .where('b.status', '=', 'open')
    .where('b.game', 'in', ['dice', 'limbo', 'plinko'])
    .where('b.created_at', '<', olderThan)
    .orderBy('b.id')
    .limit(limit)
    .execute();

/** Crash bets still open in a round that has crashed (its settler stopped half way). */
export const listOpenBetsOfCrashedRounds = (db: Executor, limit: number) =>
  db
    .selectFrom('bgs_bets as b')
    .innerJoin('bgs_crash_rounds as r', 'r.id', 'b.crash_round_id')
    .selectAll('b')
    .where('b.status', '=', 'open')
    .where('r.status', '=', 'crashed')
    .orderBy('b.id')
    .limit(limit)
    .execute();

/** A member's bet in a crash round, if any. */
export const findCrashBet = (db: Executor, roundId: bigint, memberId: bigint) =>
  db.selectFrom('bgs_bets').selectAll().where('crash_round_id', '=', roundId).where('member_id', '=', memberId).executeTakeFirst();

/** The member's active seed pair, locked until the transaction ends. */
export const lockActivePair = (db: Executor, memberId: bigint) =>
  db.selectFrom('bgs_seed_pairs').selectAll().where('member_id', '=', memberId).where('revealed_at', 'is', null).forUpdate().executeTakeFirstOrThrow();
