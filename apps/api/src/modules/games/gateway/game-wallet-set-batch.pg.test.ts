import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../money/ledger';
import type { WalletCallInput } from './game-wallet.repository';
import {
  buildStream,
  runCallByCall,
  runSetBased,
  SET_CURRENCY_MAX,
  SET_MEMBERS,
  setFunding,
  setUpSetWorld,
  streamSpec,
  type BatchSpec,
} from './game-wallet-set-batch.test-support';
import { sequenceStates, setUpBatchWorld, statusOf, walletRows, type BatchWorld } from './win-batch.test-support';

// game_wallet_calls_set() (packages/db/src/sql/functions/game_wallet_calls_set.sql) promises the
// answers, rows, balances and ids of game_wallet_calls() for the same batches. Two databases set up
// alike take the same stream of batches, one through each function; after every batch the answers,
// every row the wallet writes and the sequences must be equal, and at the end both ledgers hold
// their invariants. PostgreSQL only: the set function's statistics check needs track_functions.

let callByCall: Database;
let setBased: Database;
let world: BatchWorld;
const tally = { batches: 0, native: 0, calls: 0, nativeStatuses: new Set<string>() };

beforeAll(async () => {
  [callByCall, setBased] = await Promise.all([createTestDb(), createTestDb()]);
  const options = { members: SET_MEMBERS, funding: setFunding, currencyMax: SET_CURRENCY_MAX };
  world = await setUpBatchWorld(callByCall.db, options);
  expect(await setUpBatchWorld(setBased.db, options)).toEqual(world);
  await setUpSetWorld(callByCall.db, world);
  await setUpSetWorld(setBased.db, world);
}, 120_000);

afterAll(async () => {
  console.log(
    `game_wallet_calls_set: ${tally.batches} batches (${tally.calls} calls), ${tally.native} decided by the set statement, ` +
      `${tally.batches - tally.native} handed to game_wallet_calls(); statuses answered natively: ${[...tally.nativeStatuses].sort().join(', ')}`,
  );
  for (const database of [callByCall, setBased]) {
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
    await database.close();
  }
});

/** One batch on both databases: answers, rows and sequences compared. */
const runBoth = async (calls: readonly WalletCallInput[]) => {
  const expected = await runCallByCall(callByCall.db, calls);
  const { answers, fellBack } = await runSetBased(setBased.db, calls);
  expect(answers).toEqual(expected);
  expect(await walletRows(setBased.db)).toEqual(await walletRows(callByCall.db));
  expect(await sequenceStates(setBased.db)).toEqual(await sequenceStates(callByCall.db));
  tally.batches += 1;
  tally.calls += calls.length;
  if (!fellBack) {
    tally.native += 1;
    for (const answer of answers) tally.nativeStatuses.add(statusOf(answer));
  }
  return { answers, fellBack };
};

let runNo = 0;
const play = async (batches: BatchSpec[]) => {
  runNo += 1;
  for (const calls of buildStream(world, runNo, batches)) await runBoth(calls);
};

/** Every rule at least once, mostly several calls of one member in one batch. */
const coveringStream: BatchSpec[] = [
  {
    capped: false,
    calls: [
      { kind: 'bet', member: 0, round: 0, amount: 600n, session: 'none' },
      { kind: 'bet', member: 4, round: 0, amount: 10n, session: 'none' }, // no money
      { kind: 'bet', member: 1, round: 0, amount: 2_500n, session: 'none' },
      { kind: 'bet', member: 1, round: 1, amount: 700n, session: 'none' }, // past the wager limit left
      { kind: 'bet', member: 1, round: 1, amount: 400n, session: 'none' },
      { kind: 'win', member: 0, round: 0, amount: 900n, withRef: true, closed: true, session: 'live' },
      { kind: 'rollback', member: 0, ownBet: true, target: 10 }, // before its bet
      { kind: 'replay', pick: 0 },
      { kind: 'conflict', pick: 2 },
      { kind: 'bet', member: 5, round: 2, amount: 100n, session: 'none' }, // an agent, a sports round
    ],
  },
  {
    capped: true,
    calls: [
      { kind: 'bet', member: 0, round: 1, amount: 100n, session: 'live' },
      { kind: 'bet', member: 0, round: 1, amount: 100n, session: 'old' },
      { kind: 'bet', member: 2, round: 0, amount: 100n, session: 'none' }, // excluded the first day
      { kind: 'bet', member: 3, round: 0, amount: 100n, session: 'none' }, // frozen
      { kind: 'win', member: 0, round: 1, amount: 6_000n, withRef: false, closed: false, session: 'none' }, // past the round's maximum
      { kind: 'win', member: 0, round: 1, amount: 50_000n, withRef: false, closed: true, session: 'bogus' },
      { kind: 'win', member: 5, round: 2, amount: 4_000n, withRef: false, closed: true, session: 'none' }, // closes a sports round
      { kind: 'bet', member: 0, round: 1, amount: 5n, session: 'none' }, // the txId a rollback named: refused
      { kind: 'rollback', member: 0, ownBet: true, target: 6 }, // a bet of this batch, not settled: refunded, its round cancelled
      { kind: 'stranger', member: 0, round: 0, amount: 5n },
      { kind: 'refused', member: 0, round: 0, amount: 5n },
    ],
  },
  {
    capped: false,
    calls: [
      { kind: 'rollback', member: 0, ownBet: true, target: 0 }, // its round has a win
      { kind: 'rollback', member: 1, ownBet: true, target: 2 }, // refunded
      { kind: 'rollback', member: 4, ownBet: true, target: 30 }, // names no bet
      { kind: 'win', member: 4, round: 2, amount: 10n, withRef: false, closed: true, session: 'none' }, // no round
      { kind: 'win', member: 0, round: 0, amount: 70_000n, withRef: false, closed: true, session: 'none' }, // past the currency's maximum
    ],
  },
  {
    capped: false,
    calls: [
      { kind: 'rollback', member: 1, ownBet: true, target: 2 }, // already rolled back
      { kind: 'win', member: 1, round: 0, amount: 10n, withRef: true, closed: true, session: 'none' }, // its bet is rolled back
    ],
  },
];

describe('game_wallet_calls_set', () => {
  it('answers and writes what game_wallet_calls() does, on a stream that meets every rule', async () => {
    await play(coveringStream);
    expect([...tally.nativeStatuses].sort()).toEqual(
      expect.arrayContaining([
        'BET_ALREADY_SETTLED',
        'DUPLICATE_TRANSACTION',
        'INSUFFICIENT_FUNDS',
        'INVALID_REQUEST:AMOUNT_OUT_OF_RANGE',
        'INVALID_TOKEN',
        'LIMIT_EXCEEDED',
        'LIMIT_EXCEEDED:BALANCE_LIMIT',
        'LIMIT_EXCEEDED:ROUND_WIN_LIMIT',
        'OK',
        'PLAYER_BLOCKED',
        'PLAYER_NOT_FOUND',
        'ROUND_NOT_FOUND',
        'TOKEN_EXPIRED',
        'TRANSACTION_ROLLED_BACK',
      ]),
    );
  }, 120_000);

  it('answers and writes what game_wallet_calls() does, batch after batch (property)', async () => {
    const seed = Number(process.env.SET_BATCH_SEED ?? Date.now() % 1_000_000);
    const numRuns = Number(process.env.SET_BATCH_RUNS ?? 40);
    console.log(`game_wallet_calls_set property: seed ${seed}, ${numRuns} runs`);
    await fc.assert(fc.asyncProperty(streamSpec, play), { numRuns, seed, endOnFailure: true });
    expect(tally.native).toBeGreaterThan(tally.batches / 2);
  }, 600_000);
});
