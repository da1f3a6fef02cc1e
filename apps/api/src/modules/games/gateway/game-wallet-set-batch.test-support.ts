import type { VendorWalletResponse } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { WalletCallInput } from './game-wallet.repository';
import { batchCurrency, sharedFields, type BatchWorld } from './win-batch.test-support';

/**
 * Streams of vendor wallet calls for game-wallet-set-batch.pg.test.ts, which runs each batch through
 * game_wallet_calls() on one database and game_wallet_calls_set() on a second one set up alike. The
 * world (setUpBatchWorld) gets what the rules read besides balances and rounds: member 0 holds a live
 * and an expired session, member 1 a daily wager limit, member 2 an exclusion over the first day of
 * runs, member 3 is frozen, member 4 has nothing, the last member is an agent.
 */

export const SET_MEMBERS = 6;
export const setFunding = (i: number): bigint => [20_000n, 5_000n, 2_000n, 3_000n, 0n, 3_000n][i] ?? 0n;
export const SET_CURRENCY_MAX = 60_000n;
export const WAGER_LIMIT = 3_000n;
const ROUND_WIN_MAX = 5_000n;
const SPORTS_ROUND = 2;

export const setUpSetWorld = async (db: Executor, world: BatchWorld): Promise<void> => {
  const [live, , excluded, frozen] = world.members;
  if (live === undefined || excluded === undefined || frozen === undefined) throw new Error('too few members');
  const session = (tokenHash: string, expiresAt: Date) => ({
    token_hash: tokenHash,
    member_id: live,
    vendor_id: world.vendorId,
    game_id: world.gameId,
    currency: batchCurrency,
    expires_at: expiresAt,
  });
  await db
    .insertInto('game_sessions')
    .values([session('sess-live', new Date(Date.UTC(2030, 0, 1))), session('sess-old', new Date(Date.UTC(2026, 0, 1)))])
    .execute();
  await db
    .insertInto('member_wager_limits')
    .values({ member_id: world.members[1] as bigint, span: 'day', amount: WAGER_LIMIT })
    .execute();
  await db
    .insertInto('member_exclusions')
    .values({ member_id: excluded, kind: 'time_out', period: '24h', starts_at: new Date(Date.UTC(2026, 10, 1)), ends_at: new Date(Date.UTC(2026, 10, 2)) })
    .execute();
  await db.updateTable('members').set({ status: 'frozen' }).where('id', '=', frozen).execute();
};

export type Session = 'none' | 'live' | 'old' | 'bogus';
export type CallSpec =
  | { kind: 'bet'; member: number; round: number; amount: bigint; session: Session }
  | { kind: 'win'; member: number; round: number; amount: bigint; withRef: boolean; closed: boolean; session: Session }
  /** `target`: the n-th bet of the whole stream, earlier or later (a rollback before its bet), or none. */
  | { kind: 'rollback'; member: number; ownBet: boolean; target: number }
  | { kind: 'replay' | 'conflict'; pick: number }
  | { kind: 'stranger' | 'refused'; member: number; round: number; amount: bigint };
export type BatchSpec = { capped: boolean; calls: CallSpec[] };

const member = fc.nat({ max: SET_MEMBERS - 1 });
const round = fc.nat({ max: 2 });
const session: fc.Arbitrary<Session> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('none' as const) },
  fc.constantFrom('live' as const, 'old' as const, 'bogus' as const),
);
// Mostly whole hundreds, like the funding and the limits, so a bet of exactly the balance or a win
// to exactly a maximum comes up often.
const hundreds = (min: number, max: number) => fc.integer({ min, max }).map((n) => BigInt(n) * 100n);
const betAmount = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0n) },
  { weight: 6, arbitrary: hundreds(1, 8) },
  { weight: 2, arbitrary: hundreds(10, 60) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 6_000n }) },
);
const winAmount = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0n) },
  { weight: 4, arbitrary: hundreds(1, 30) },
  { weight: 1, arbitrary: hundreds(40, 700) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 70_000n }) },
);
export const callSpec: fc.Arbitrary<CallSpec> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('bet' as const), member, round, amount: betAmount, session }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      member,
      round,
      amount: winAmount,
      withRef: fc.boolean(),
      closed: fc.nat({ max: 3 }).map((n) => n > 0),
      session,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), member, ownBet: fc.nat({ max: 9 }).map((n) => n > 0), target: fc.nat({ max: 40 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('replay' as const, 'conflict' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('stranger' as const, 'refused' as const), member, round, amount: betAmount }) },
);
export const streamSpec: fc.Arbitrary<BatchSpec[]> = fc.array(fc.record({ capped: fc.boolean(), calls: fc.array(callSpec, { minLength: 1, maxLength: 10 }) }), {
  minLength: 1,
  maxLength: 5,
});

const sessionHash = (s: Session): string | null => (s === 'none' ? null : s === 'live' ? 'sess-live' : s === 'old' ? 'sess-old' : 'sess-none');

/**
 * The wallet calls of a stream, batch by batch: run `run`'s round and txIds are its own; a batch's
 * calls are a few milliseconds apart (each call takes its own clock, as the gateway's do).
 */
export const buildStream = (world: BatchWorld, run: number, batches: readonly BatchSpec[]): WalletCallInput[][] => {
  const hour = Date.UTC(2026, 10, 1) + run * 3_600_000;
  const roundId = (m: number, r: number) => `run${run}:m${m}:r${r}`;
  const memberId = (m: number) => (world.members[m] as bigint).toString();
  const gameType = (r: number) => (r === SPORTS_ROUND ? 'SPORTS' : 'LOTT');
  // Every bet of the stream gets its txId up front, so a rollback may name a bet still to come.
  const bets: { member: number; round: number; txId: string }[] = [];
  for (const batch of batches) {
    for (const spec of batch.calls) if (spec.kind === 'bet') bets.push({ member: spec.member, round: spec.round, txId: `bet${run}:${bets.length}` });
  }
  const sent: WalletCallInput[] = [];
  let betNo = 0;
  let txNo = 0;
  return batches.map((batch, b) =>
    batch.calls.map((spec, k): WalletCallInput => {
      const now = new Date(hour + b * 60_000 + k * 3);
      const shared = sharedFields(world, now, batch.capped ? ROUND_WIN_MAX : null);
      const base = { ...shared, refTxId: null, roundClosed: false, sessionHash: null, gameOpen: true } as const;
      const txId = `tx${run}:${(txNo += 1)}`;
      const made = ((): WalletCallInput => {
        switch (spec.kind) {
          case 'bet': {
            const bet = bets[betNo] ?? { txId };
            betNo += 1;
            return {
              ...base,
              action: 'bet',
              txId: bet.txId,
              memberId: memberId(spec.member),
              roundId: roundId(spec.member, spec.round),
              gameType: gameType(spec.round),
              amount: spec.amount.toString(),
              requestHash: `h:${bet.txId}:${spec.amount}`,
              sessionHash: sessionHash(spec.session),
            };
          }
          case 'win': {
            const own = bets.filter((x) => x.member === spec.member && x.round === spec.round);
            const ref = spec.withRef
              ? (own[spec.amount % BigInt(Math.max(own.length, 1)) === 0n ? 0 : own.length - 1]?.txId ?? `nobet${run}:${spec.member}`)
              : null;
            return {
              ...base,
              action: 'win',
              txId,
              memberId: memberId(spec.member),
              roundId: roundId(spec.member, spec.round),
              gameType: gameType(spec.round),
              amount: spec.amount.toString(),
              refTxId: ref,
              roundClosed: spec.closed,
              requestHash: `h:${txId}:${spec.amount}`,
              sessionHash: sessionHash(spec.session),
            };
          }
          case 'rollback': {
            const target = bets[spec.target];
            const m = spec.ownBet && target ? target.member : spec.member;
            return {
              ...base,
              action: 'rollback',
              txId,
              memberId: memberId(m),
              roundId: roundId(m, target?.round ?? 0),
              gameType: gameType(target?.round ?? 0),
              amount: '0',
              refTxId: target?.txId ?? `unknown${run}:${m}:${spec.target}`,
              requestHash: `h:${txId}:rollback`,
            };
          }
          case 'replay':
          case 'conflict': {
            const earlier = sent[spec.pick % Math.max(sent.length, 1)];
            if (!earlier) return { ...base, action: 'win', txId, memberId: memberId(0), roundId: roundId(0, 0), amount: '0', requestHash: `h:${txId}` };
            if (spec.kind === 'replay') return { ...earlier, now: now.toISOString() };
            return { ...earlier, amount: (BigInt(earlier.amount) + 1n).toString(), requestHash: `${earlier.requestHash}:other`, now: now.toISOString() };
          }
          case 'stranger':
          case 'refused': {
            const call: WalletCallInput = {
              ...base,
              action: 'bet',
              txId,
              memberId: spec.kind === 'stranger' ? '999999999' : memberId(spec.member),
              roundId: roundId(spec.member, spec.round),
              amount: spec.amount.toString(),
              requestHash: `h:${txId}`,
            };
            return spec.kind === 'refused' ? { ...call, refusal: { status: 'INVALID_REQUEST', message: 'AMOUNT_OUT_OF_RANGE' } } : call;
          }
        }
      })();
      sent.push(made);
      return made;
    }),
  );
};

/** game_wallet_calls() on one database: the call-by-call path the API runs today. */
export const runCallByCall = async (db: Executor, calls: readonly WalletCallInput[]): Promise<VendorWalletResponse[]> => {
  const { rows } = await sql<{ r: VendorWalletResponse[] }>`select game_wallet_calls(${JSON.stringify(calls)}::jsonb) as r`.execute(db);
  return rows[0]?.r ?? [];
};

/** How often this connection called game_wallet_calls(), statistics not yet reported included. */
const callByCallCount = async (trx: Executor): Promise<number> => {
  const { rows } = await sql<{ calls: string }>`select calls::text from pg_stat_xact_user_functions where funcname = 'game_wallet_calls'`.execute(trx);
  return Number(rows[0]?.calls ?? 0);
};

/**
 * game_wallet_calls_set() in a transaction of its own, and whether it handed the batch to
 * game_wallet_calls(): the connection's function statistics before and after tell (a connection
 * reports them at most once a second, and never inside a transaction).
 */
export const runSetBased = async (db: Kysely<DB>, calls: readonly WalletCallInput[]): Promise<{ answers: VendorWalletResponse[]; fellBack: boolean }> =>
  db.transaction().execute(async (trx) => {
    await sql`set local track_functions = 'pl'`.execute(trx);
    const before = await callByCallCount(trx);
    const { rows } = await sql<{ r: VendorWalletResponse[] }>`select game_wallet_calls_set(${JSON.stringify(calls)}::jsonb) as r`.execute(trx);
    return { answers: rows[0]?.r ?? [], fellBack: (await callByCallCount(trx)) > before };
  });
