import type { BoRoundDetail, BoRoundSearchResult } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addVendor, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { playRound, type PlayedRound } from './round-data.test-support';

let t: TestApp;
let support: string;
let finance: string;
let operator: string;
let content: string;
let vendor: { id: number; code: string };
let other: { id: number; code: string };
let alice: TestMember;
let bob: TestMember;
let aliceRound: PlayedRound;

beforeAll(async () => {
  t = await createTestApp();
  [support, finance, operator, content] = await Promise.all([
    t.staffToken(['support']),
    t.staffToken(['finance']),
    t.staffToken(['operator']),
    t.staffToken(['content']),
  ]);
  vendor = { code: 'RX1', ...(await addVendor(t, 'RX1', 'seamless')) };
  other = { code: 'RX2', ...(await addVendor(t, 'RX2', 'seamless')) };
  alice = await newMember(t);
  bob = await newMember(t);
  await fundMember(t, alice, 100_000);
  await fundMember(t, bob, 100_000);
  aliceRound = await playRound(t, {
    vendorId: vendor.id,
    vendorCode: vendor.code,
    member: alice,
    roundId: 'R-100',
    gameCode: 'slot-1',
    calls: [
      { action: 'bet', txId: 'tx-bet-100', amount: 2_000 },
      { action: 'win', txId: 'tx-win-100', amount: 5_000, refTxId: 'tx-bet-100' },
    ],
    openedAt: new Date(Date.now() - 60_000),
  });
  // Same round id at another vendor and for another member: a round id alone is not unique.
  await playRound(t, {
    vendorId: other.id,
    vendorCode: other.code,
    member: bob,
    roundId: 'R-100',
    gameCode: 'roulette',
    calls: [{ action: 'bet', txId: 'tx-bet-200', amount: 1_000 }],
    status: 'open',
  });
  for (let i = 0; i < 3; i += 1) {
    await playRound(t, {
      vendorId: vendor.id,
      vendorCode: vendor.code,
      member: alice,
      roundId: `R-2${i}`,
      gameCode: 'slot-1',
      calls: [{ action: 'bet', txId: `tx-more-${i}`, amount: 100 }],
    });
  }
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const valueOf = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const search = async (query: string, token = support) => valueOf<BoRoundSearchResult>(await get(`/bo/games/rounds?${query}`, token));

describe('round search', () => {
  it('finds a round by its round id across vendors and members, narrowed by vendor', async () => {
    const all = await search('kind=round&q=R-100');
    expect(all.list.map((r) => [r.vendorCode, r.memberAccount]).sort()).toEqual(
      [
        [vendor.code, alice.account],
        [other.code, bob.account],
      ].sort(),
    );
    const narrowed = await search(`kind=round&q=R-100&vendorCode=${other.code}`);
    expect(narrowed.list).toHaveLength(1);
    expect(narrowed.list[0]).toMatchObject({ vendorCode: other.code, status: 'open', betAmount: 1_000, winAmount: 0 });
  });

  it("finds a round by the vendor's txId and by our platformTxId", async () => {
    const byVendorTx = await search('kind=tx&q=tx-win-100');
    expect(byVendorTx.list.map((r) => r.id)).toEqual([Number(aliceRound.roundPk)]);
    expect(byVendorTx.list[0]).toMatchObject({ roundId: 'R-100', betAmount: 2_000, winAmount: 5_000, status: 'closed', memberId: Number(alice.id) });
    const byPlatformTx = await search(`kind=tx&q=${aliceRound.transactionIds[0]}`);
    expect(byPlatformTx.list.map((r) => r.id)).toEqual([Number(aliceRound.roundPk)]);
    expect((await search('kind=tx&q=no-such-tx')).list).toEqual([]);
  });

  it('lists a call that belongs to no round (a rollback of an unknown bet)', async () => {
    await t.database.db
      .insertInto('game_transactions')
      .values({
        vendor_id: vendor.id,
        tx_id: 'tx-rb-unknown',
        action: 'rollback',
        member_id: bob.id,
        round_id: 'R-NEVER',
        game_code: 'slot-1',
        currency: 'INR',
        ref_tx_id: 'tx-never-seen',
        request_hash: 'h',
        response: JSON.stringify({ status: 'OK' }),
      })
      .execute();
    const found = await search('kind=tx&q=tx-rb-unknown');
    expect(found.list).toEqual([]);
    expect(found.unmatchedTransactions.map((c) => [c.txId, c.action, c.refTxId, c.roundPk])).toEqual([['tx-rb-unknown', 'rollback', 'tx-never-seen', null]]);
  });

  it('lists the refusal given to a txId, the answer its every replay gets', async () => {
    const refused = await t.services.gameWallet.bet({
      vendorCode: vendor.code,
      memberId: alice.id,
      gameCode: 'slot-1',
      roundId: 'R-REFUSED',
      txId: 'tx-refused',
      amount: 10n,
      currency: 'USD',
    });
    expect(refused).toEqual({ status: 'WRONG_CURRENCY' });
    const found = await search('kind=tx&q=tx-refused');
    expect(found.list).toEqual([]);
    expect(found.refusals).toEqual([
      {
        vendorCode: vendor.code,
        txId: 'tx-refused',
        action: 'bet',
        memberId: Number(alice.id),
        requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        response: { status: 'WRONG_CURRENCY' },
        createdAt: expect.any(String),
      },
    ]);
    expect((await search(`kind=tx&q=tx-refused&vendorCode=${other.code}`)).refusals).toEqual([]);
    expect((await search('kind=round&q=R-REFUSED')).refusals).toEqual([]);
  });

  it("pages a player's rounds newest first, by account in any case", async () => {
    const first = await search(`kind=player&q=${alice.account.toUpperCase()}&pageSize=2`, finance);
    expect([first.total, first.totalPages, first.list.length]).toEqual([4, 2, 2]);
    const second = await search(`kind=player&q=${alice.account}&pageSize=2&pageNo=2`, operator);
    const ids = [...first.list, ...second.list].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    expect(second.list.at(-1)?.id).toBe(Number(aliceRound.roundPk));
    const openedAts = [...first.list, ...second.list].map((r) => Date.parse(r.openedAt));
    expect([...openedAts].sort((a, b) => b - a)).toEqual(openedAts);
    expect((await search('kind=player&q=nobody-at-all')).total).toBe(0);
  });

  it('lists the newest rounds without a search and refuses bad queries and wrong roles', async () => {
    expect((await search('')).total).toBeGreaterThanOrEqual(5);
    for (const query of ['kind=hash&q=x', 'pageSize=0', 'pageSize=201', `q=${'x'.repeat(129)}`, 'pageNo=-1']) {
      const res = await get(`/bo/games/rounds?${query}`, support);
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
    const refused = await get('/bo/games/rounds', content);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'FORBIDDEN']);
    const refusedDetail = await get(`/bo/games/rounds/${aliceRound.roundPk}`, content);
    expect([refusedDetail.statusCode, errorCodeOf(refusedDetail)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('round detail', () => {
  it('shows every wallet call and every ledger movement they made', async () => {
    const detail = valueOf<BoRoundDetail>(await get(`/bo/games/rounds/${aliceRound.roundPk}`, support));
    expect(detail.round).toMatchObject({
      id: Number(aliceRound.roundPk),
      vendorCode: vendor.code,
      roundId: 'R-100',
      memberAccount: alice.account,
      gameCode: 'slot-1',
    });
    expect(detail.transactions.map((c) => [c.action, c.txId, c.amount, c.journalId])).toEqual([
      ['bet', 'tx-bet-100', 2_000, Number(aliceRound.journalIds[0])],
      ['win', 'tx-win-100', 5_000, Number(aliceRound.journalIds[1])],
    ]);
    expect(detail.transactions[0]!.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.transactions[1]).toMatchObject({ refTxId: 'tx-bet-100', response: { status: 'OK', txId: 'tx-win-100' } });

    expect(detail.journals.map((j) => [j.id, j.kind])).toEqual([
      [Number(aliceRound.journalIds[0]), 'game_bet'],
      [Number(aliceRound.journalIds[1]), 'game_win'],
    ]);
    const [bet, win] = detail.journals;
    expect(bet!.metadata).toMatchObject({ vendorCode: vendor.code, roundId: 'R-100', txId: 'tx-bet-100' });
    for (const journal of detail.journals) expect(journal.legs.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    const wallet = (j: typeof bet) => j!.legs.find((l) => l.accountKind === 'player_main')!;
    const house = (j: typeof bet) => j!.legs.find((l) => l.accountKind === 'house_game')!;
    expect([wallet(bet).amount, wallet(bet).balanceAfter, wallet(bet).ownerId]).toEqual([-2_000, 98_000, String(alice.id)]);
    expect([wallet(win).amount, wallet(win).balanceAfter]).toEqual([5_000, 103_000]);
    expect([house(bet).amount, house(bet).ownerId, house(bet).balanceAfter]).toEqual([2_000, vendor.code, null]);
  });

  it('answers 404 for an unknown round', async () => {
    const res = await get('/bo/games/rounds/987654321', support);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([404, 'GAME_ROUND_NOT_FOUND']);
    const bad = await get('/bo/games/rounds/abc', support);
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
