import { randomUUID } from 'node:crypto';
import type { MemberGameDay } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { postJournal } from '../../money/ledger';
import { openMainWallet } from '../../money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { runWalletCalls, walletCallsFunction, type WalletCallInput } from './game-wallet.repository';
import { isRetryable } from './game-wallet.service';
import { addGatewayVendor, mainBalance, type TestVendor } from './gateway.test-support';
import { walletRequestHash } from './request-hash';

// The game_wallet_* SQL functions (packages/db/src/sql/functions) called directly, without the
// application's per-member queue: what several API instances would do at once, and what a batch
// (group commit) must not change.
let t: TestApp;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'SQLV');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

type Step = { action: 'bet' | 'win' | 'rollback'; tx: string; round: string; amount?: number; ref?: string; closed?: boolean };

const toCall = (member: TestMember, prefix: string, step: Step): WalletCallInput => {
  const txId = `${prefix}${step.tx}`;
  const refTxId = step.ref === undefined ? null : `${prefix}${step.ref}`;
  const amount = BigInt(step.amount ?? 0);
  return {
    action: step.action,
    vendorId: vendor.id,
    vendorCode: vendor.code,
    transfer: false,
    txId,
    memberId: String(member.id),
    roundId: `${prefix}${step.round}`,
    gameCode: vendor.gameCode,
    gameId: vendor.gameId,
    gameType: 'RNG',
    amount: amount.toString(),
    currency,
    refTxId,
    roundClosed: step.closed ?? false,
    requestHash: walletRequestHash({
      action: step.action,
      playerId: String(member.id),
      gameCode: vendor.gameCode,
      roundId: step.round,
      txId,
      amount,
      betTxId: step.action === 'win' ? (refTxId ?? undefined) : undefined,
      originalTxId: step.action === 'rollback' ? (refTxId ?? undefined) : undefined,
    }),
    sessionHash: null,
    gameOpen: true,
    maxRoundWin: null,
    now: new Date().toISOString(),
    zone: 'Asia/Kolkata',
    agentTypes: [2],
    trialType: 9,
  };
};

/** Every kind of answer: OK, replay, duplicate, refusal, rollback before bet, settled, cancelled round. */
const scenario: Step[] = [
  { action: 'bet', tx: 'A', round: 'r1', amount: 1_000 },
  { action: 'bet', tx: 'A', round: 'r1', amount: 1_000 },
  { action: 'bet', tx: 'A', round: 'r1', amount: 999 },
  { action: 'bet', tx: 'B', round: 'r1', amount: 100_000 },
  { action: 'win', tx: 'W1', round: 'r1', amount: 500, ref: 'A' },
  { action: 'rollback', tx: 'R1', round: 'r1', ref: 'A' },
  { action: 'rollback', tx: 'R2', round: 'r2', ref: 'C' },
  { action: 'bet', tx: 'C', round: 'r2', amount: 300 },
  { action: 'bet', tx: 'D', round: 'r3', amount: 2_000 },
  { action: 'rollback', tx: 'R3', round: 'r3', ref: 'D' },
  { action: 'rollback', tx: 'R4', round: 'r3', ref: 'D' },
  { action: 'win', tx: 'W2', round: 'r3', amount: 50 },
  { action: 'win', tx: 'W3', round: 'r9', amount: 50 },
  { action: 'bet', tx: 'E', round: 'r4', amount: 4_000 },
  { action: 'bet', tx: 'F', round: 'r4', amount: 4_000 },
  { action: 'win', tx: 'W4', round: 'r4', amount: 7_000, ref: 'E', closed: true },
];

/** The answers with the member-specific parts taken out, so two members' runs compare. */
const normalise = (answers: readonly Record<string, unknown>[], prefix: string) =>
  answers.map(({ platformTxId, ...rest }) => ({
    ...rest,
    ...(typeof rest.txId === 'string' ? { txId: rest.txId.slice(prefix.length) } : {}),
    hasPlatformTxId: platformTxId !== undefined,
  }));

const stateOf = async (member: TestMember) => {
  const db = t.database.db;
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['bet_count', 'bet_amount', 'win_amount', 'refund_amount', 'status'])
    .where('member_id', '=', member.id)
    .orderBy('round_id')
    .execute();
  const daily = await db
    .selectFrom(sql<MemberGameDay>`member_game_days('Asia/Kolkata', '2000-01-01', '2100-01-01')`.as('d'))
    .select(['d.bet_count', 'd.bet_amount', 'd.win_amount', 'd.refund_amount', 'd.valid_bet', 'd.profit_loss'])
    .where('d.member_id', '=', member.id)
    .execute();
  return { balance: await mainBalance(t, member), rounds, daily };
};

describe(`the gateway's statement (${walletCallsFunction})`, () => {
  it('gives the same answers and the same books whether the calls run one by one or as one batch', async () => {
    const alone = await newMember(t);
    const batched = await newMember(t);
    for (const m of [alone, batched]) await fundMember(t, m, 10_000);
    const p1 = `${randomUUID()}-`;
    const p2 = `${randomUUID()}-`;
    const one: Record<string, unknown>[] = [];
    for (const step of scenario) one.push(...(await runWalletCalls(t.database.db, [toCall(alone, p1, step)])));
    const all = await runWalletCalls(
      t.database.db,
      scenario.map((s) => toCall(batched, p2, s)),
    );
    expect(all).toHaveLength(scenario.length);
    expect(normalise(all, p2)).toEqual(normalise(one, p1));
    expect(one.map((a) => a.status)).toEqual([
      'OK',
      'OK',
      'DUPLICATE_TRANSACTION',
      'INSUFFICIENT_FUNDS',
      'OK',
      'BET_ALREADY_SETTLED',
      'OK',
      'TRANSACTION_ROLLED_BACK',
      'OK',
      'OK',
      'OK',
      'TRANSACTION_ROLLED_BACK',
      'ROUND_NOT_FOUND',
      'OK',
      'OK',
      'OK',
    ]);
    expect(await stateOf(batched)).toEqual(await stateOf(alone));
    expect((await stateOf(alone)).balance).toBe(10_000n - 1_000n + 500n - 8_000n + 7_000n);
  });
});

describe(`${walletCallsFunction} with the calls of several members (group commit)`, () => {
  it('answers each call as if its member had run alone, in the order of the calls', async () => {
    const members = [await newMember(t), await newMember(t), await newMember(t)];
    const alone = [await newMember(t), await newMember(t), await newMember(t)];
    for (const m of [...members, ...alone]) await fundMember(t, m, 10_000);
    const prefixes = members.map(() => `${randomUUID()}-`);
    const alonePrefixes = alone.map(() => `${randomUUID()}-`);
    // Interleaved, the last member first, so the batch's lock order differs from the call order.
    const calls = scenario.flatMap((step) => [2, 1, 0].map((i) => toCall(members[i] as TestMember, prefixes[i] as string, step)));
    const answers = await runWalletCalls(t.database.db, calls);
    expect(answers).toHaveLength(calls.length);
    for (const i of [0, 1, 2]) {
      const one: Record<string, unknown>[] = [];
      for (const step of scenario) one.push(...(await runWalletCalls(t.database.db, [toCall(alone[i] as TestMember, alonePrefixes[i] as string, step)])));
      const mine = answers.filter((_, n) => n % 3 === 2 - i);
      expect(normalise(mine, prefixes[i] as string)).toEqual(normalise(one, alonePrefixes[i] as string));
      expect(await stateOf(members[i] as TestMember)).toEqual(await stateOf(alone[i] as TestMember));
    }
  });

  it('does not deadlock with transfers between two of its members, whatever the order of the calls', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    for (const m of [a, b]) await fundMember(t, m, 100_000);
    const wa = await openMainWallet(t.database.db, a.holder, currency);
    const wb = await openMainWallet(t.database.db, b.holder, currency);
    const prefix = `${randomUUID()}-`;
    const work = Array.from({ length: 30 }, (_, n) => [
      // b before a: without the lock order, this batch locks the wallets the other way round from a
      // transfer. Three calls, so the batch is decided as a set (game_wallet_set_batch), not call by call.
      runWalletCalls(t.database.db, [
        toCall(b, prefix, { action: 'bet', tx: `b${n}`, round: `rb${n}`, amount: 10 }),
        toCall(a, prefix, { action: 'bet', tx: `a${n}`, round: `ra${n}`, amount: 10 }),
        toCall(b, prefix, { action: 'bet', tx: `b${n}-2`, round: `rb${n}`, amount: 10 }),
      ]),
      postJournal(t.database.db, {
        idempotencyKey: `${prefix}transfer-${n}`,
        kind: 'transfer_upline',
        legs:
          n % 2 === 0
            ? [
                { accountId: wa.id, amount: -5n },
                { accountId: wb.id, amount: 5n },
              ]
            : [
                { accountId: wb.id, amount: -5n },
                { accountId: wa.id, amount: 5n },
              ],
        metadata: { reference: `transfer-${n}` },
      }),
    ]).flat();
    const settled = await Promise.allSettled(work);
    expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await mainBalance(t, a)) + (await mainBalance(t, b))).toBe(200_000n - 900n);
  });
});

describe('game_wallet_call under real concurrency, without the application queue', () => {
  it('gives one effect for one txId sent 20 times at once', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const call = toCall(member, `${randomUUID()}-`, { action: 'bet', tx: 'X', round: 'r', amount: 2_500 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => runWalletCalls(t.database.db, [call])));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.[0]).toMatchObject({ status: 'OK', balance: 7_500 });
    expect(await mainBalance(t, member)).toBe(7_500n);
  });

  it('gives one effect for one txId sent by 8 players at once; a loser fails retryably, then its retry is refused', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => newMember(t)));
    for (const member of members) await fundMember(t, member, 1_000);
    const prefix = `${randomUUID()}-`;
    const calls = members.map((member) => toCall(member, prefix, { action: 'bet', tx: 'X', round: 'r', amount: 100 }));
    const first = await Promise.allSettled(calls.map((call) => runWalletCalls(t.database.db, [call])));
    // What the service does: a call that lost the race (its txId's ledger key or game row taken) runs once more.
    const answers = await Promise.all(
      first.map(async (settled, n) => {
        if (settled.status === 'fulfilled') return settled.value[0]?.status;
        expect(isRetryable(settled.reason)).toBe(true);
        return (await runWalletCalls(t.database.db, [calls[n] as WalletCallInput]))[0]?.status;
      }),
    );
    expect(answers.filter((s) => s === 'OK')).toHaveLength(1);
    expect(answers.filter((s) => s === 'DUPLICATE_TRANSACTION')).toHaveLength(7);
    const balances = await Promise.all(members.map((member) => mainBalance(t, member)));
    expect(balances.map((b, n) => (answers[n] === 'OK' ? b === 900n : b === 1_000n))).toEqual(Array(8).fill(true));
  });

  it('never overdraws with 40 different bets of one player at once', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const prefix = `${randomUUID()}-`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        runWalletCalls(t.database.db, [toCall(member, prefix, { action: 'bet', tx: `b${n}`, round: `r${n}`, amount: 300 })]),
      ),
    );
    const statuses = answers.map((a) => a[0]?.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(16);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(24);
    expect(await mainBalance(t, member)).toBe(200n);
  });

  it('refunds once when a rollback races its own retry and a win', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 1_000);
    const prefix = `${randomUUID()}-`;
    await runWalletCalls(t.database.db, [toCall(member, prefix, { action: 'bet', tx: 'B', round: 'r', amount: 400 })]);
    const racers = [
      ...Array.from({ length: 5 }, (_, n) => toCall(member, prefix, { action: 'rollback', tx: `R${n}`, round: 'r', ref: 'B' })),
      toCall(member, prefix, { action: 'win', tx: 'W', round: 'r', amount: 100, ref: 'B', closed: true }),
    ];
    const answers = (await Promise.all(racers.map((c) => runWalletCalls(t.database.db, [c])))).map((a) => a[0]?.status);
    const balance = await mainBalance(t, member);
    // Either the win came first (every rollback refused) or a rollback did (the win refused).
    if (answers.at(-1) === 'OK') {
      expect(answers.slice(0, 5)).toEqual(Array(5).fill('BET_ALREADY_SETTLED'));
      expect(balance).toBe(700n);
    } else {
      expect(answers.at(-1)).toBe('TRANSACTION_ROLLED_BACK');
      expect(balance).toBe(1_000n);
    }
  });
});

describe('buckets and wallets', () => {
  it('files figures under the business time zone hour and day', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 1_000);
    const prefix = `${randomUUID()}-`;
    // 18:45 UTC is 00:15 the next day in Asia/Kolkata (UTC+05:30): that hour starts at 18:30 UTC.
    const at = { ...toCall(member, prefix, { action: 'bet', tx: 'T', round: 'r', amount: 100 }), now: '2026-11-21T18:45:00.000Z' };
    expect((await runWalletCalls(t.database.db, [at]))[0]?.status).toBe('OK');
    const hourly = await t.database.db.selectFrom('member_game_hourly').select(['hour_start', 'bet_amount']).where('member_id', '=', member.id).execute();
    expect(hourly).toEqual([{ hour_start: new Date('2026-11-21T18:30:00.000Z'), bet_amount: 100n }]);
    // day as text: node-postgres reads a date column as a local-midnight Date, PGlite as text.
    const daily = await t.database.db
      .selectFrom(sql<MemberGameDay>`member_game_days('Asia/Kolkata', '2026-11-01', '2026-12-01')`.as('d'))
      .select([sql<string>`d.day::text`.as('day'), 'd.bet_amount'])
      .where('d.member_id', '=', member.id)
      .execute();
    expect(daily).toEqual([{ day: '2026-11-22', bet_amount: 100n }]);
  });

  it('sums a business day from its hours: local midnight splits them, a refund stays on its bet’s day, [from, to) is half-open', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 1_000);
    const prefix = `${randomUUID()}-`;
    // Kolkata is UTC+05:30: 18:15 UTC is 23:45 on the 21st, 18:45 and 19:40 UTC are 00:15 and 01:10 on the 22nd.
    const calls = [
      { ...toCall(member, prefix, { action: 'bet', tx: 'A', round: 'a', amount: 100 }), now: '2026-11-21T18:15:00.000Z' },
      { ...toCall(member, prefix, { action: 'bet', tx: 'B', round: 'b', amount: 30 }), now: '2026-11-21T18:45:00.000Z' },
      { ...toCall(member, prefix, { action: 'win', tx: 'C', round: 'b', amount: 50 }), now: '2026-11-21T19:40:00.000Z' },
      // The 21st's bet rolled back on the 22nd: refunded in the bet's own hour, so the 21st's valid bet is 0.
      { ...toCall(member, prefix, { action: 'rollback', tx: 'D', round: 'a', ref: 'A' }), now: '2026-11-21T19:40:00.000Z' },
    ];
    for (const call of calls) expect((await runWalletCalls(t.database.db, [call]))[0]?.status).toBe('OK');
    const days = (from: string, to: string) =>
      t.database.db
        .selectFrom(sql<MemberGameDay>`member_game_days('Asia/Kolkata', ${from}::date, ${to}::date)`.as('d'))
        .select([sql<string>`d.day::text`.as('day'), 'd.bet_count', 'd.bet_amount', 'd.refund_amount', 'd.win_amount', 'd.valid_bet', 'd.profit_loss'])
        .where('d.member_id', '=', member.id)
        .orderBy('d.day')
        .execute();
    expect(await days('2026-11-21', '2026-11-23')).toEqual([
      { day: '2026-11-21', bet_count: 1, bet_amount: 100n, refund_amount: 100n, win_amount: 0n, valid_bet: 0n, profit_loss: 0n },
      { day: '2026-11-22', bet_count: 1, bet_amount: 30n, refund_amount: 0n, win_amount: 50n, valid_bet: 30n, profit_loss: 20n },
    ]);
    expect((await days('2026-11-22', '2026-11-23')).map((d) => d.day)).toEqual(['2026-11-22']);
    expect(await days('2026-11-21', '2026-11-21')).toEqual([]);
  });

  it('plays an agent from agent_main and refuses a trial account', async () => {
    const agent = await newMember(t, { agent: true });
    await fundMember(t, agent, 2_000);
    const prefix = `${randomUUID()}-`;
    const answer = await runWalletCalls(t.database.db, [toCall(agent, prefix, { action: 'bet', tx: 'A', round: 'r', amount: 500 })]);
    expect(answer[0]).toMatchObject({ status: 'OK', balance: 1_500 });
    expect((await openMainWallet(t.database.db, agent.holder, currency)).balance).toBe(1_500n);
    const trial = await newMember(t);
    await t.database.db.updateTable('members').set({ type: 9 }).where('id', '=', trial.id).execute();
    expect(await runWalletCalls(t.database.db, [toCall(trial, prefix, { action: 'bet', tx: 'T', round: 'r', amount: 0 })])).toEqual([
      { status: 'PLAYER_BLOCKED' },
    ]);
  });
});
