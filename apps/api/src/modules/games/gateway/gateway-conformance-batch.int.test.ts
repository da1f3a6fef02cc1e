import { randomUUID } from 'node:crypto';
import { vendorWalletBatchMaxCalls, type VendorWalletResponse } from '@gp/contracts';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { conformanceKit, type Player } from './gateway-conformance.test-support';
import { addGatewayVendor, mainBalance, newTxId, vendorCall, type TestVendor } from './gateway.test-support';

// The conformance cases of wallet API v1.1's `batch` (docs/vendor-wallet.md, "v1.1: batch"), over
// HTTP with real signatures, sequential, so they run on PGlite and again on PostgreSQL. Two vendors on
// 1.1 receive the same stream, one as single calls and one as batches, with the same txIds: their
// answers must be the same. Racing batches are in gateway-conformance.pg.test.ts.
let t: TestApp;
let singles: TestVendor;
let batches: TestVendor;
let legacy: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  singles = await addGatewayVendor(t, 'CONFBS', { walletApiVersion: '1.1' });
  batches = await addGatewayVendor(t, 'CONFBB', { walletApiVersion: '1.1' });
  legacy = await addGatewayVendor(t, 'CONFBOLD');
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const kitS = conformanceKit(() => ({ t, vendor: singles }));
const kitB = conformanceKit(() => ({ t, vendor: batches }));
type Kit = typeof kitS;

type Item = { action: string } & Record<string, unknown>;

const sendBatch = (v: TestVendor, calls: unknown[], options: Parameters<typeof vendorCall>[4] = {}) => vendorCall(t, v, 'batch', { calls }, options);

const resultsOf = (res: Awaited<ReturnType<typeof sendBatch>>): VendorWalletResponse[] => {
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe('OK');
  return res.body.results as VendorWalletResponse[];
};

/** An answer without the platform's own transaction id, which differs between the two vendors. */
const comparable = (answer: unknown) => {
  const { platformTxId, ...rest } = answer as Record<string, unknown>;
  return platformTxId === undefined ? rest : { ...rest, platformTxId: typeof platformTxId };
};

/** The same stream for either vendor: bets placed as single calls, then the settlements to send. */
const stream = async (kit: Kit, ids: { bets: string[]; rounds: string[]; txs: string[] }) => {
  const p = await kit.newPlayer(10_000);
  const q = await kit.newPlayer(5_000);
  const bets = [
    kit.betBody(p, { roundId: ids.rounds[0], txId: ids.bets[0], amount: 1_000 }),
    kit.betBody(p, { roundId: ids.rounds[1], txId: ids.bets[1], amount: 1_000 }),
    kit.betBody(p, { roundId: ids.rounds[2], txId: ids.bets[2], amount: 500 }),
    kit.betBody(q, { roundId: ids.rounds[3], txId: ids.bets[3], amount: 700 }),
  ];
  for (const bet of bets) expect((await kit.call('bet', bet)).body.status).toBe('OK');
  const [b1, b2, b3, b4] = bets as [(typeof bets)[number], (typeof bets)[number], (typeof bets)[number], (typeof bets)[number]];
  const tx = (n: number) => ids.txs[n] as string;
  const win1 = kit.winBody(p, b1, { txId: tx(0), amount: 2_500 });
  const loss2 = kit.winBody(p, b2, { txId: tx(1), amount: 0 });
  const items: Item[] = [
    { action: 'win', ...win1 },
    { action: 'win', ...loss2 },
    { action: 'adjust', ...kit.adjustBody(p, b1, win1, { txId: tx(2), amount: 300 }) },
    { action: 'adjust', ...kit.adjustBody(p, b1, win1, { txId: tx(3), amount: -200, settlementVersion: 3, reason: 'leg-voided' }) },
    { action: 'rollback', ...kit.rollbackBody(p, b3, { txId: tx(4) }) },
    // The same txId again in the same batch: the first answer.
    { action: 'win', ...win1 },
    // A txId already used with other content.
    { action: 'win', ...loss2, amount: 50 },
    { action: 'win', ...kit.winBody(p, { roundId: 'r-no-such-round', txId: 'tx-no-such-bet' }, { txId: tx(5), amount: 100 }) },
    { action: 'win', ...kit.winBody(q, b4, { txId: tx(6), amount: -5 }) },
    { action: 'win', ...kit.winBody(q, b4, { txId: 'a\u0000b', amount: 5 }) },
    { action: 'win', ...kit.winBody(q, b4, { txId: tx(7), amount: 1_400 }) },
    { action: 'adjust', ...kit.adjustBody(q, b4, { txId: tx(7) }, { txId: tx(8), amount: -100 }) },
  ];
  // Sent again later (in a second batch): each replays its first answer.
  const replays: Item[] = [items[0] as Item, items[4] as Item, items[11] as Item];
  return { p, q, items, replays };
};

const withoutAction = (item: Item): Record<string, unknown> => {
  const { action: _action, ...body } = item;
  return body;
};

describe('batch: answers as the single calls', () => {
  it('answers a stream of wins, a loss, adjusts, a rollback, replays, a conflict, an unknown round and malformed calls as the single calls do', async () => {
    const ids = {
      bets: Array.from({ length: 4 }, newTxId),
      rounds: Array.from({ length: 4 }, () => `r-${randomUUID()}`),
      txs: Array.from({ length: 9 }, newTxId),
    };
    const one = await stream(kitS, ids);
    const single: unknown[] = [];
    for (const item of one.items) single.push((await kitS.call(item.action, withoutAction(item))).body);
    const singleReplays: unknown[] = [];
    for (const item of one.replays) singleReplays.push((await kitS.call(item.action, withoutAction(item))).body);

    const two = await stream(kitB, ids);
    const batched = resultsOf(await sendBatch(batches, two.items));
    const batchedReplays = resultsOf(await sendBatch(batches, two.replays));

    expect(batched.map(comparable)).toEqual(single.map(comparable));
    expect(batchedReplays.map(comparable)).toEqual(singleReplays.map(comparable));
    // The stream does what it says, so the comparison is not of two empty answers.
    expect(batched.map((a) => [a.status, 'message' in a ? a.message : undefined])).toEqual([
      ['OK', undefined],
      ['OK', undefined],
      ['OK', undefined],
      ['OK', undefined],
      ['OK', undefined],
      ['OK', undefined],
      ['DUPLICATE_TRANSACTION', undefined],
      ['ROUND_NOT_FOUND', undefined],
      ['INVALID_REQUEST', 'SCHEMA'],
      ['INVALID_REQUEST', 'INVALID_TEXT'],
      ['OK', undefined],
      ['OK', undefined],
    ]);
    expect(batched[5]).toEqual(batched[0]);
    expect(batchedReplays).toEqual([batched[0], batched[4], batched[11]]);
    // p: 10,000 - 2,500 staked + 2,500 + 300 - 200 won + 500 refunded; q: 5,000 - 700 + 1,400 - 100.
    expect(await mainBalance(t, two.p.member)).toBe(10_600n);
    expect(await mainBalance(t, two.q.member)).toBe(5_600n);
    expect(await mainBalance(t, one.p.member)).toBe(10_600n);
    expect(await mainBalance(t, one.q.member)).toBe(5_600n);
  });

  it('settles a batch of 500 calls of several players, and answers its replay with the same answers', async () => {
    const players: Player[] = [];
    for (let n = 0; n < 5; n += 1) players.push(await kitB.newPlayer(100_000));
    const items: Item[] = [];
    for (const p of players) {
      for (let n = 0; n < vendorWalletBatchMaxCalls / players.length; n += 1) {
        const bet = kitB.betBody(p, { amount: 100 });
        expect((await kitB.call('bet', bet)).body.status).toBe('OK');
        items.push({ action: 'win', ...kitB.winBody(p, bet, { amount: n % 2 === 0 ? 250 : 0 }) });
      }
    }
    const first = resultsOf(await sendBatch(batches, items));
    expect(first).toHaveLength(vendorWalletBatchMaxCalls);
    expect(first.every((a, n) => a.status === 'OK' && a.txId === items[n]?.txId)).toBe(true);
    // Each player's answers carry its balance after each of its calls, in item order.
    const firstOfPlayer = first.slice(0, 100);
    expect(firstOfPlayer.map((a) => a.balance)).toEqual(Array.from({ length: 100 }, (_, n) => 90_000 + 250 * Math.floor(n / 2 + 1)));
    for (const p of players) expect(await mainBalance(t, p.member)).toBe(90_000n + 50n * 250n);
    expect(resultsOf(await sendBatch(batches, items))).toEqual(first);
    for (const p of players) expect(await mainBalance(t, p.member)).toBe(102_500n);
  });

  it('answers an item that is no settlement or no object on its own, and settles the others', async () => {
    const p = await kitB.newPlayer(1_000);
    const bet = kitB.betBody(p, { amount: 100 });
    expect((await kitB.call('bet', bet)).body.status).toBe('OK');
    const win = kitB.winBody(p, bet, { amount: 300 });
    const results = resultsOf(
      await sendBatch(batches, [
        { action: 'bet', ...kitB.betBody(p) },
        { action: 'balance', playerId: p.playerId, sessionToken: p.session },
        'win',
        null,
        { ...win },
        { action: 'win', ...win },
      ]),
    );
    expect(results.slice(0, 5)).toEqual([
      { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' },
      { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' },
      { status: 'INVALID_REQUEST', message: 'SCHEMA' },
      { status: 'INVALID_REQUEST', message: 'SCHEMA' },
      { status: 'INVALID_REQUEST', message: 'SCHEMA' },
    ]);
    expect(results[5]).toMatchObject({ status: 'OK', txId: win.txId, balance: 1_200 });
    expect(await mainBalance(t, p.member)).toBe(1_200n);
  });
});

describe('batch: refused as a whole', () => {
  it('refuses a bad signature, a wrong envelope, too many or no calls, and settles nothing', async () => {
    const p = await kitB.newPlayer(1_000);
    const bet = kitB.betBody(p, { amount: 100 });
    expect((await kitB.call('bet', bet)).body.status).toBe('OK');
    const item = { action: 'win', ...kitB.winBody(p, bet, { amount: 300 }) };
    const refused = (message: string) => ({ statusCode: 200, body: { status: 'INVALID_REQUEST', message } });
    expect(await sendBatch(batches, [item], { secret: 'wrong' })).toEqual({ statusCode: 200, body: { status: 'INVALID_SIGNATURE' } });
    expect(await sendBatch(batches, [item], { secret: null })).toEqual({ statusCode: 200, body: { status: 'INVALID_SIGNATURE' } });
    expect(await sendBatch(batches, [])).toEqual(refused('BATCH_SIZE'));
    expect(
      await sendBatch(
        batches,
        Array.from({ length: vendorWalletBatchMaxCalls + 1 }, () => item),
      ),
    ).toEqual(refused('BATCH_SIZE'));
    expect(await vendorCall(t, batches, 'batch', { calls: item })).toEqual(refused('SCHEMA'));
    expect(await vendorCall(t, batches, 'batch', {})).toEqual(refused('SCHEMA'));
    expect(await vendorCall(t, batches, 'batch', { calls: [item], requestId: 'not-a-uuid' })).toEqual(refused('SCHEMA'));
    expect(await vendorCall(t, batches, 'batch', {}, { rawBody: 'not json' })).toEqual(refused('SCHEMA'));
    expect(await vendorCall(t, batches, 'batch', {}, { rawBody: '[1,2]' })).toEqual(refused('SCHEMA'));
    expect(await sendBatch(batches, [item], { timestamp: Date.now() - 10 * 60_000 })).toEqual(refused('STALE_TIMESTAMP'));
    expect(await vendorCall(t, batches, 'batch', { calls: [item], note: 'a\u0000b' })).toEqual(refused('INVALID_TEXT'));
    expect(await vendorCall(t, batches, 'batch', { calls: [item], note: '\ud800' })).toEqual(refused('INVALID_TEXT'));
    expect(await mainBalance(t, p.member)).toBe(900n);
    expect(resultsOf(await sendBatch(batches, [item]))).toEqual([expect.objectContaining({ status: 'OK', balance: 1_200 })]);
  });

  it('takes a body up to 1 MiB and no more, while a single call keeps its 16 KiB', async () => {
    const p = await kitB.newPlayer(1_000);
    const bet = kitB.betBody(p, { amount: 100 });
    expect((await kitB.call('bet', bet)).body.status).toBe('OK');
    const item = { action: 'win', ...kitB.winBody(p, bet, { amount: 300 }), pad: 'x'.repeat(100_000) };
    expect(resultsOf(await sendBatch(batches, [item]))).toEqual([expect.objectContaining({ status: 'OK', balance: 1_200 })]);
    const large = await sendBatch(
      batches,
      Array.from({ length: 11 }, () => item),
    );
    expect(large.statusCode).toBe(200);
    expect(large.body.status).toBe('INVALID_REQUEST');
    const single = await kitB.call('win', { ...withoutAction(item), pad: 'x'.repeat(20_000) });
    expect(single.body.status).toBe('INVALID_REQUEST');
  });

  it('stays an unknown action for a vendor on wallet API 1.0 and for an unknown vendor', async () => {
    const unknown = { statusCode: 200, body: { status: 'INVALID_REQUEST', message: 'UNKNOWN_ACTION' } };
    const old = conformanceKit(() => ({ t, vendor: legacy }));
    const p = await old.newPlayer(1_000);
    const bet = old.betBody(p, { amount: 100 });
    expect((await old.call('bet', bet)).body.status).toBe('OK');
    const item = { action: 'win', ...old.winBody(p, bet, { amount: 300 }) };
    expect(await sendBatch(legacy, [item])).toEqual(unknown);
    expect(await vendorCall(t, legacy, 'batch', {}, { rawBody: 'not json' })).toEqual(unknown);
    expect(await sendBatch(legacy, [item], { secret: 'wrong' })).toEqual(unknown);
    expect(await sendBatch({ ...legacy, code: 'NOSUCH' }, [item])).toEqual(unknown);
    // The same answer as an action that never existed, and as adjust to this vendor.
    expect(await vendorCall(t, legacy, 'nosuch', withoutAction(item))).toEqual(unknown);
    expect(await mainBalance(t, p.member)).toBe(900n);
  });
});

describe('batch: a fault of ours', () => {
  it('answers the whole batch INTERNAL_ERROR (HTTP 500) when the database fails, and the resent batch settles each call once', async () => {
    const p = await kitB.newPlayer(1_000);
    const bets = [kitB.betBody(p, { amount: 100 }), kitB.betBody(p, { amount: 100 })];
    for (const bet of bets) expect((await kitB.call('bet', bet)).body.status).toBe('OK');
    const [good, bad] = bets.map((bet, n) => ({
      action: 'win',
      ...kitB.winBody(p, bet, { amount: 300, txId: n === 0 ? newTxId() : `tx-fails-${randomUUID()}` }),
    }));
    const { db } = t.database;
    // A real failure inside the statement, for the one txId only.
    await sql`create function test_batch_fail() returns trigger language plpgsql as $$
      begin raise exception 'test failure'; end $$`.execute(db);
    await sql`create trigger test_batch_fail before insert on game_transactions for each row
      when (new.tx_id like 'tx-fails-%') execute function test_batch_fail()`.execute(db);
    try {
      expect(await sendBatch(batches, [good, bad])).toEqual({ statusCode: 500, body: { status: 'INTERNAL_ERROR' } });
    } finally {
      await sql`drop trigger test_batch_fail on game_transactions`.execute(db);
      await sql`drop function test_batch_fail()`.execute(db);
    }
    // The good call may have settled in its own statement; resent, it replays, and the other settles.
    const results = resultsOf(await sendBatch(batches, [good, bad]));
    expect(results.map((a) => a.status)).toEqual(['OK', 'OK']);
    expect(results[1]?.balance).toBe(1_400);
    expect(await mainBalance(t, p.member)).toBe(1_400n);
  });
});

describe('batch: signature', () => {
  it('is one HMAC over the raw body as sent', async () => {
    const p = await kitB.newPlayer(1_000);
    const bet = kitB.betBody(p, { amount: 100 });
    expect((await kitB.call('bet', bet)).body.status).toBe('OK');
    const raw = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), calls: [{ action: 'win', ...kitB.winBody(p, bet, { amount: 300 }) }] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/gw/v1/${batches.code}/batch`,
      headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(batches.secret, raw) },
      payload: raw,
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', results: [{ status: 'OK', balance: 1_200 }] });
    const altered = await t.app.inject({
      method: 'POST',
      url: `/gw/v1/${batches.code}/batch`,
      headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(batches.secret, raw) },
      payload: `${raw} `,
      remoteAddress: '127.0.0.1',
    });
    expect(altered.json()).toEqual({ status: 'INVALID_SIGNATURE' });
  });
});
