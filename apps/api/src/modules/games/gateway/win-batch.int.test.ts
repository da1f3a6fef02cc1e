import type { VendorWalletResponse } from '@gp/contracts';
import type { Database, Executor } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { runWalletCalls, runWinBatch, type WinBatchCall } from './game-wallet.repository';
import { createGameWalletService } from './game-wallet.service';
import { addGatewayVendor, mainBalance, newTxId, type TestVendor } from './gateway.test-support';
import { batchInput, sequenceStates, setUpBatchWorld, singleCall, singleWin, statusOf, walletRows, type BatchWorld } from './win-batch.test-support';

// game_wallet_win_batch() (packages/db/src/sql/functions/game_wallet_win_batch.sql) promises, for
// a batch of trusted wins that close their rounds, the answers and rows of game_wallet_call() run
// on the same calls one after another. Two databases set up alike take the same steps; one settles
// each batch in one call, the other call by call; answers, rows and ids must stay equal.

const MEMBERS = 16;
const CURRENCY_MAX = 1_000_000n;
const ROUND_WIN_MAX = 300_000n;

let batched: Database;
let single: Database;
let world: BatchWorld;

/** How many game transactions each INSERT statement wrote on the batched side, oldest first. */
const statementSizes = async (db: Executor): Promise<number[]> =>
  (await sql<{ n: number }>`select n from batch_statement_sizes order by k`.execute(db)).rows.map((r) => Number(r.n));
const clearStatementSizes = (db: Executor) => sql`delete from batch_statement_sizes`.execute(db);

beforeAll(async () => {
  [batched, single] = await Promise.all([createTestDb(), createTestDb()]);
  const options = { members: MEMBERS, funding: (i: number) => 50_000n * BigInt(i + 1), currencyMax: CURRENCY_MAX };
  world = await setUpBatchWorld(batched.db, options);
  expect(await setUpBatchWorld(single.db, options)).toEqual(world);
  // Only a set statement writes several game transactions at once: this log tells the two paths apart.
  await sql`create table batch_statement_sizes (k int primary key, n int not null)`.execute(batched.db);
  await sql`create function batch_statement_size() returns trigger language plpgsql as $$
    begin
      insert into batch_statement_sizes (k, n)
      select coalesce((select max(k) from batch_statement_sizes), 0) + 1, count(*) from added;
      return null;
    end $$`.execute(batched.db);
  await sql`create trigger batch_statement_size after insert on game_transactions referencing new table as added
    for each statement execute function batch_statement_size()`.execute(batched.db);
}, 120_000);

afterAll(async () => {
  for (const database of [batched, single]) {
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
    await database.close();
  }
});

/** The same bet or rollback on both databases, with the same answer. */
const onBoth = async (call: Parameters<typeof singleCall>[2], now: Date) => {
  const input = singleCall(world, now, call);
  const [a, b] = [await runWalletCalls(batched.db, [input]), await runWalletCalls(single.db, [input])];
  expect(a).toEqual(b);
  return a[0];
};

/** One batch: in one call on one side, call by call on the other; answers, rows and ids compared. */
const settleBoth = async (now: Date, maxRoundWin: bigint | null, calls: WinBatchCall[]): Promise<VendorWalletResponse[]> => {
  const input = batchInput(world, now, maxRoundWin, calls);
  const answers = await runWinBatch(batched.db, input);
  const expected: VendorWalletResponse[] = [];
  for (const call of calls) expected.push(...(await runWalletCalls(single.db, [singleWin(input, call)])));
  expect(answers).toEqual(expected);
  expect(await walletRows(batched.db)).toEqual(await walletRows(single.db));
  expect(await sequenceStates(batched.db)).toEqual(await sequenceStates(single.db));
  return answers;
};

const winCall = (member: bigint, roundId: string, txId: string, amount: bigint): WinBatchCall => ({
  memberId: member.toString(),
  roundId,
  txId,
  amount: amount.toString(),
  requestHash: `hash:win:${txId}:${roundId}:${member}:${amount}`,
});

type BetSpec = { member: number; round: number; amount: bigint; rollback: boolean };
type WinSpec =
  | { kind: 'round'; member: number; round: number; amount: bigint }
  | { kind: 'replay' | 'conflict'; pick: number }
  | { kind: 'stranger' | 'refused'; member: number; round: number; amount: bigint };
type Scenario = { bets: BetSpec[]; batches: { capped: boolean; wins: WinSpec[] }[] };

const member = fc.nat({ max: MEMBERS - 1 });
// Rounds 0-2 may have bets; round 3 never has.
const round = fc.nat({ max: 3 });
const winAmount = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0n) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 500n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 5_000n, max: 120_000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 250_000n, max: 450_000n }) },
);
const winSpec: fc.Arbitrary<WinSpec> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('round' as const), member, round, amount: winAmount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('replay' as const, 'conflict' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('stranger' as const, 'refused' as const), member, round, amount: winAmount }) },
);
const scenario: fc.Arbitrary<Scenario> = fc.record({
  bets: fc.array(
    fc.record({ member, round: fc.nat({ max: 2 }), amount: fc.bigInt({ min: 10n, max: 2_000n }), rollback: fc.nat({ max: 4 }).map((n) => n === 0) }),
    { minLength: 3, maxLength: 16 },
  ),
  batches: fc.array(fc.record({ capped: fc.boolean(), wins: fc.array(winSpec, { minLength: 1, maxLength: 12 }) }), { minLength: 1, maxLength: 3 }),
});

/** Every kind of call at least once: plain winners and losers, replays, conflicts, every refusal. */
const coveringExample: Scenario = {
  bets: [
    { member: 0, round: 0, amount: 100n, rollback: false },
    { member: 1, round: 0, amount: 200n, rollback: false },
    { member: 2, round: 0, amount: 300n, rollback: true },
    { member: 3, round: 0, amount: 50n, rollback: false },
    { member: 4, round: 0, amount: 400n, rollback: false },
    { member: 15, round: 0, amount: 1_000n, rollback: false },
    { member: 14, round: 1, amount: 20n, rollback: false },
    { member: 5, round: 0, amount: 10n, rollback: false },
    { member: 5, round: 1, amount: 10n, rollback: false },
  ],
  batches: [
    {
      capped: true,
      wins: [
        { kind: 'round', member: 0, round: 0, amount: 900n },
        { kind: 'round', member: 1, round: 0, amount: 0n },
        { kind: 'round', member: 3, round: 0, amount: 30_000n },
        { kind: 'replay', pick: 0 },
        { kind: 'round', member: 2, round: 0, amount: 10n },
        { kind: 'round', member: 6, round: 3, amount: 10n },
        { kind: 'round', member: 4, round: 0, amount: 400_000n },
        { kind: 'round', member: 5, round: 0, amount: 500n },
        { kind: 'round', member: 5, round: 1, amount: 6_000n },
        { kind: 'stranger', member: 0, round: 0, amount: 5n },
        { kind: 'refused', member: 7, round: 0, amount: 5n },
        { kind: 'round', member: 15, round: 0, amount: 2_000n },
      ],
    },
    {
      capped: false,
      wins: [
        { kind: 'conflict', pick: 2 },
        { kind: 'round', member: 14, round: 1, amount: 450_000n },
        { kind: 'round', member: 0, round: 0, amount: 1n },
        { kind: 'replay', pick: 1 },
      ],
    },
  ],
};

const statusesSeen = new Set<string>();
let runNo = 0;

const play = async (s: Scenario) => {
  runNo += 1;
  const run = runNo;
  const hour = new Date(Date.UTC(2026, 10, 1) + run * 3_600_000);
  const roundId = (m: number, r: number) => `draw${run}:${m}:${r}`;
  for (const [j, bet] of s.bets.entries()) {
    const txId = `bet${run}:${j}`;
    const placed = await onBoth(
      { action: 'bet', member: world.members[bet.member] as bigint, roundId: roundId(bet.member, bet.round), txId, amount: bet.amount },
      hour,
    );
    if (bet.rollback) {
      await onBoth(
        { action: 'rollback', member: world.members[bet.member] as bigint, roundId: roundId(bet.member, bet.round), txId: `undo${run}:${j}`, refTxId: txId },
        hour,
      );
    }
    expect(placed).toBeDefined();
  }
  const sent: WinBatchCall[] = [];
  for (const [b, batch] of s.batches.entries()) {
    const calls = batch.wins.map((w, k): WinBatchCall => {
      const txId = `win${run}:${b}:${k}`;
      if ('pick' in w) {
        const earlier = sent.length > 0 ? sent[w.pick % sent.length] : undefined;
        if (!earlier) return winCall(world.members[0] as bigint, roundId(0, 3), txId, 0n);
        if (w.kind === 'replay') return earlier;
        const amount = BigInt(earlier.amount) + 1n;
        return { ...earlier, amount: amount.toString(), requestHash: `${earlier.requestHash}:other` };
      }
      if (w.kind === 'stranger') return winCall(999_999_999n, roundId(w.member, w.round), txId, w.amount);
      const call = winCall(world.members[w.member] as bigint, roundId(w.member, w.round), txId, w.amount);
      return w.kind === 'refused' ? { ...call, refusal: { status: 'INVALID_REQUEST', message: 'AMOUNT_OUT_OF_RANGE' } } : call;
    });
    sent.push(...calls);
    const answers = await settleBoth(new Date(hour.getTime() + b * 60_000), batch.capped ? ROUND_WIN_MAX : null, calls);
    for (const answer of answers) statusesSeen.add(statusOf(answer));
  }
};

describe('game_wallet_win_batch', () => {
  it('settles plain calls with set statements, in runs between the calls it hands to game_wallet_call()', async () => {
    const hour = new Date(Date.UTC(2026, 10, 20, 5));
    const ids = world.members.slice(0, 8);
    for (const [i, id] of ids.entries()) {
      await onBoth({ action: 'bet', member: id, roundId: `runs:${i}`, txId: `runs-bet:${i}`, amount: 100n }, hour);
    }
    await onBoth({ action: 'bet', member: ids[7] as bigint, roundId: 'runs:7b', txId: 'runs-bet:7b', amount: 100n }, hour);
    const plain = (i: number, amount: bigint) => winCall(ids[i] as bigint, `runs:${i}`, `runs-win:${i}`, amount);
    const first = await settleBoth(hour, null, [plain(0, 0n), plain(1, 150n)]);
    expect(first.map(statusOf)).toEqual(['OK', 'OK']);
    await clearStatementSizes(batched.db);

    const calls = [
      plain(2, 5_000n),
      plain(3, 0n),
      plain(4, 70n),
      plain(0, 0n), // a replay: answered from the stored answer, nothing written
      plain(5, 60_000n), // a jackpot: 600x the stake
      plain(6, 0n),
      plain(7, 10n),
      winCall(ids[7] as bigint, 'runs:7b', 'runs-win:7b', 20n), // the member's second call
      winCall(ids[1] as bigint, 'runs:1', 'runs-win:1', 999n), // the txId again with other content
    ];
    const answers = await settleBoth(hour, null, calls);
    expect(answers.map(statusOf)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'DUPLICATE_TRANSACTION']);
    expect(answers[3]).toEqual(first[0]);
    // Three plain calls in one statement, the replay alone (nothing to write), two plain calls, then
    // the member that appears twice, call by call.
    expect(await statementSizes(batched.db)).toEqual([3, 2, 1, 1]);
    const winners = await batched.db.selectFrom('catalog_winners').select(['board', 'win_amount']).where('won_at', '=', hour).orderBy('id').execute();
    expect(winners).toEqual([
      { board: 'BIGWIN', win_amount: 5_000n },
      { board: 'JACKPOT', win_amount: 60_000n },
    ]);
  });

  it('settles draw after draw, each batch of plain calls in one statement', async () => {
    const hour = new Date(Date.UTC(2026, 10, 21, 7));
    const ids = world.members.slice(0, 10);
    const calls: WinBatchCall[] = [];
    // One round per member and draw, as a lottery settles: ten draws of ten members.
    for (let r = 0; r < 10; r += 1) {
      for (const [i, id] of ids.entries()) {
        await onBoth({ action: 'bet', member: id, roundId: `big:${r}:${i}`, txId: `big-bet:${r}:${i}`, amount: 10n }, hour);
      }
    }
    await clearStatementSizes(batched.db);
    for (let r = 0; r < 10; r += 1) {
      const batch = ids.map((id, i) => winCall(id, `big:${r}:${i}`, `big-win:${r}:${i}`, BigInt((r * 10 + i) % 3 === 0 ? 0 : r * 10 + i)));
      calls.push(...batch);
      expect((await settleBoth(hour, null, batch)).every((a) => a.status === 'OK')).toBe(true);
    }
    expect(await statementSizes(batched.db)).toEqual(Array.from({ length: 10 }, () => 10));
    expect(calls).toHaveLength(100);
  });

  it('answers and writes what game_wallet_call() does, call after call (property)', async () => {
    await clearStatementSizes(batched.db);
    await fc.assert(fc.asyncProperty(scenario, play), { numRuns: 12, examples: [[coveringExample]] });
    // Every answer of a trusted win came up, and the set statements wrote rows (not only the fallback).
    expect([...statusesSeen].sort()).toEqual(
      expect.arrayContaining([
        'DUPLICATE_TRANSACTION',
        'INVALID_REQUEST:AMOUNT_OUT_OF_RANGE',
        'LIMIT_EXCEEDED:BALANCE_LIMIT',
        'LIMIT_EXCEEDED:ROUND_WIN_LIMIT',
        'OK',
        'PLAYER_NOT_FOUND',
        'ROUND_NOT_FOUND',
        'TRANSACTION_ROLLED_BACK',
      ]),
    );
    expect(Math.max(...(await statementSizes(batched.db)))).toBeGreaterThan(1);
  }, 120_000);
});

// --- through the service: request hashes, chunks, and betWithin in a caller's transaction ---

let t: TestApp;
let lotto: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  lotto = await addGatewayVendor(t, 'LOTTO_SVC', { credentials: false });
  await sql`create table test_lottery_bets (tx_id text primary key, member_id bigint not null)`.execute(t.database.db);
}, 120_000);
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

describe('GameWalletService.winBatch', () => {
  it('answers each call as win() would, in chunks, and a later win() of the same txId replays', async () => {
    const service = createGameWalletService(t.database.db, {
      settings: t.services.settings,
      businessTimeZone: 'Asia/Kolkata',
      sessionTtlMinutes: 30,
      cacheMs: 0,
      maxStatements: 2,
      winBatchChunk: 3,
    });
    const members: TestMember[] = [];
    for (let i = 0; i < 5; i += 1) {
      const m = await newMember(t);
      await fundMember(t, m, 1_000);
      members.push(m);
    }
    const draw = `draw-${newTxId()}`;
    for (const m of members) {
      const bet = await service.bet({
        vendorCode: lotto.code,
        memberId: m.id,
        gameCode: lotto.gameCode,
        roundId: draw,
        txId: `${draw}:bet:${m.id}`,
        amount: 100n,
        currency,
      });
      expect(bet.status).toBe('OK');
    }
    const calls = members.map((m, i) => ({ memberId: m.id, roundId: draw, txId: `${draw}:win:${m.id}`, amount: BigInt(i * 150) }));
    const [, second, third] = calls;
    if (!second || !third) throw new Error('five calls expected');
    const answers = await service.winBatch({
      vendorCode: lotto.code,
      gameCode: lotto.gameCode,
      calls: [...calls, { memberId: 987_654_321n, roundId: draw, txId: `${draw}:stranger`, amount: 5n }, { ...second, amount: -1n, txId: `${draw}:negative` }],
    });
    expect(answers.map((a) => a.status)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'PLAYER_NOT_FOUND', 'INVALID_REQUEST']);
    expect(answers.slice(0, 5).map((a) => ('balance' in a ? a.balance : null))).toEqual([900, 1_050, 1_200, 1_350, 1_500]);
    for (const [i, m] of members.entries()) expect(await mainBalance(t, m)).toBe(BigInt(900 + i * 150));

    // The same win through win(): the first answer again; other content under the txId is a duplicate.
    const base = { vendorCode: lotto.code, gameCode: lotto.gameCode, roundId: draw, currency, roundClosed: true };
    const retried = await t.services.gameWallet.win({ ...base, memberId: third.memberId, txId: third.txId, amount: third.amount });
    expect(retried).toEqual(answers[2]);
    expect(await t.services.gameWallet.win({ ...base, memberId: third.memberId, txId: third.txId, amount: 1n })).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    // And the batch sent again replays every answer.
    expect(await service.winBatch({ vendorCode: lotto.code, gameCode: lotto.gameCode, calls })).toEqual(answers.slice(0, 5));

    const rounds = await t.database.db.selectFrom('game_rounds').select(['status', 'win_amount']).where('round_id', '=', draw).orderBy('member_id').execute();
    expect(rounds).toEqual(calls.map((c) => ({ status: 'closed', win_amount: c.amount })));
  });

  it('refuses every call of an unknown vendor or game', async () => {
    const m = await newMember(t);
    const call = { memberId: m.id, roundId: 'r', txId: newTxId(), amount: 5n };
    expect(await t.services.gameWallet.winBatch({ vendorCode: 'NO_SUCH_VENDOR', gameCode: lotto.gameCode, calls: [call] })).toEqual([
      { status: 'INVALID_REQUEST', message: 'UNKNOWN_VENDOR' },
    ]);
    expect(await t.services.gameWallet.winBatch({ vendorCode: lotto.code, gameCode: 'NO_SUCH_GAME', calls: [call, { ...call, txId: newTxId() }] })).toEqual([
      { status: 'GAME_NOT_FOUND' },
      { status: 'GAME_NOT_FOUND' },
    ]);
    expect(await t.services.gameWallet.winBatch({ vendorCode: lotto.code, gameCode: lotto.gameCode, calls: [] })).toEqual([]);
  });
});

describe('GameWalletService.betWithin', () => {
  /** The caller's own row, written in the same transaction as the debit. */
  const lotteryBet = (trx: Executor, txId: string, memberId: bigint) =>
    sql`insert into test_lottery_bets (tx_id, member_id) values (${txId}, ${memberId})`.execute(trx);
  const lotteryBets = async (txId: string) =>
    (await sql<{ n: number }>`select count(*)::int4 as n from test_lottery_bets where tx_id = ${txId}`.execute(t.database.db)).rows[0]?.n;
  const transactionsOf = async (txId: string) =>
    t.database.db.selectFrom('game_transactions').select('id').where('vendor_id', '=', lotto.id).where('tx_id', '=', txId).execute();

  it('debits in the caller transaction: rolled back with it, committed with it', async () => {
    const gw = t.services.gameWallet;
    const m = await newMember(t);
    await fundMember(t, m, 1_000);
    const txId = newTxId();
    const roundId = `draw-${txId}`;
    const bet = { vendorCode: lotto.code, memberId: m.id, gameCode: lotto.gameCode, roundId, txId, amount: 400n, currency };
    const prepared = await gw.prepareBet(bet);

    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await lotteryBet(trx, txId, m.id);
        expect(await gw.betWithin(trx, prepared)).toMatchObject({ status: 'OK', balance: 600 });
        throw new Error('the draw closed meanwhile');
      }),
    ).rejects.toThrow('the draw closed meanwhile');
    expect(await mainBalance(t, m)).toBe(1_000n);
    expect(await lotteryBets(txId)).toBe(0);
    expect(await transactionsOf(txId)).toEqual([]);
    expect(await t.database.db.selectFrom('game_rounds').select('id').where('round_id', '=', roundId).execute()).toEqual([]);

    // Nothing of it was kept: the same txId is a new bet, which now commits with the caller's row.
    const answer = await t.database.db.transaction().execute(async (trx) => {
      await lotteryBet(trx, txId, m.id);
      return gw.betWithin(trx, prepared);
    });
    expect(answer).toMatchObject({ status: 'OK', balance: 600 });
    expect(await mainBalance(t, m)).toBe(600n);
    expect(await lotteryBets(txId)).toBe(1);
    expect(await gw.bet(bet)).toEqual(answer);
  });

  it('gives a refusal as the answer; the caller rolls it back, so it is not kept for the txId', async () => {
    const gw = t.services.gameWallet;
    const m = await newMember(t);
    await fundMember(t, m, 100);
    const txId = newTxId();
    const bet = { vendorCode: lotto.code, memberId: m.id, gameCode: lotto.gameCode, roundId: `draw-${txId}`, txId, amount: 300n, currency };
    const prepared = await gw.prepareBet(bet);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await lotteryBet(trx, txId, m.id);
        const refused = await gw.betWithin(trx, prepared);
        expect(refused).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 100 });
        throw new Error(refused.status);
      }),
    ).rejects.toThrow('INSUFFICIENT_FUNDS');
    expect(await t.database.db.selectFrom('game_wallet_refusals').select('tx_id').where('tx_id', '=', txId).execute()).toEqual([]);
    await fundMember(t, m, 500);
    expect(await gw.bet(bet)).toMatchObject({ status: 'OK', balance: 300 });

    const unknown = await gw.prepareBet({ ...bet, vendorCode: 'NO_SUCH_VENDOR' });
    expect(await t.database.db.transaction().execute((trx) => gw.betWithin(trx, unknown))).toEqual({ status: 'INVALID_REQUEST', message: 'UNKNOWN_VENDOR' });
  });

  it('aborts the caller transaction when the call raises, and leaves nothing', async () => {
    const gw = t.services.gameWallet;
    const m = await newMember(t);
    await fundMember(t, m, 1_000);
    const txId = newTxId();
    const prepared = await gw.prepareBet({
      vendorCode: lotto.code,
      memberId: m.id,
      gameCode: lotto.gameCode,
      roundId: `draw-${txId}`,
      txId,
      amount: 10n,
      currency,
    });
    // A journal already holding this txId's ledger key with other content: ledger_post_wallet raises (GPL01).
    const wallet = await t.database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_id', '=', m.id.toString())
      .where('kind', '=', 'player_main')
      .executeTakeFirstOrThrow();
    const key = `gw:${lotto.id}:${txId}`;
    await sql`select ledger_post(${key}, 'game_bet', 'other', '{}'::jsonb, array[${wallet.id}::int8, (select id from ledger_accounts where kind = 'house_payment' limit 1)], array[-1, 1]::int8[], true)`.execute(
      t.database.db,
    );
    const failure = await t.database.db
      .transaction()
      .execute(async (trx) => {
        await lotteryBet(trx, txId, m.id);
        return gw.betWithin(trx, prepared);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ code: 'GPL01' });
    expect(await lotteryBets(txId)).toBe(0);
    expect(await transactionsOf(txId)).toEqual([]);
    expect(await mainBalance(t, m)).toBe(999n);
  });
});
