import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { addVendor, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addGame, recordRound } from './betting-records.test-support';

let t: TestApp;
let member: TestMember;
let other: TestMember;
let slotRound: bigint;
let liveRound: bigint;
let otherRound: bigint;
const dayMs = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * dayMs);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One member's rounds: a slot round won today (bet 1,000, win 2,500), a live round rolled back an
 * hour ago (bet 500, refunded 500), an open fish round of a game the catalog does not list (bet
 * 300), and a slot round 40 days ago (bet 700, nothing won). Another member has one round.
 */
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  other = await newMember(t);
  await fundMember(t, member, 100_000);
  await fundMember(t, other, 10_000);
  const pg = await addVendor(t, 'PGX', 'seamless');
  const evo = await addVendor(t, 'EVOX', 'seamless');
  await t.database.db
    .updateTable('catalog_vendors')
    .set({ display_names: JSON.stringify({ EN: 'PG Soft', HI: 'पीजी खेल' }) })
    .where('id', '=', pg.id)
    .execute();
  const slot = await addGame(t, { id: pg.id, code: 'PGX' }, { code: 'fortune-ox', name: 'Fortune Ox', displayNames: { EN: 'Fortune Ox', HI: 'फॉर्च्यून ऑक्स' } });
  const baccarat = await addGame(t, { id: evo.id, code: 'EVOX' }, { code: 'baccarat-a', name: 'Baccarat A', type: 'LIVE' });
  const pgVendor = { id: pg.id, code: 'PGX' };
  const evoVendor = { id: evo.id, code: 'EVOX' };
  await recordRound(t, member, {
    vendor: pgVendor,
    game: { id: slot.id, code: 'fortune-ox', type: 'RNG' },
    roundId: 'old-1',
    calls: [{ action: 'bet', txId: 'old-bet', amount: 700 }],
    status: 'closed',
    openedAt: daysFromNow(-40),
  });
  liveRound = await recordRound(t, member, {
    vendor: evoVendor,
    game: { id: baccarat.id, code: 'baccarat-a', type: 'LIVE' },
    roundId: 'live-1',
    calls: [
      { action: 'bet', txId: 'live-bet', amount: 500 },
      { action: 'rollback', txId: 'live-rb', amount: 500, refTxId: 'live-bet' },
    ],
    status: 'cancelled',
    openedAt: new Date(Date.now() - 60 * 60 * 1000),
  });
  await recordRound(t, member, {
    vendor: pgVendor,
    game: { id: null, code: 'ocean-king', type: 'FISH' },
    roundId: 'fish-1',
    calls: [{ action: 'bet', txId: 'fish-bet', amount: 300 }],
    status: 'open',
    openedAt: new Date(Date.now() - 30 * 60 * 1000),
  });
  slotRound = await recordRound(t, member, {
    vendor: pgVendor,
    game: { id: slot.id, code: 'fortune-ox', type: 'RNG' },
    roundId: 'slot-1',
    calls: [
      { action: 'bet', txId: 'slot-bet', amount: 1_000 },
      { action: 'bet', txId: 'slot-bet-2', amount: 99_999_999, status: 'INSUFFICIENT_FUNDS' },
      { action: 'win', txId: 'slot-win', amount: 2_500, refTxId: 'slot-bet' },
    ],
    status: 'closed',
  });
  otherRound = await recordRound(t, other, {
    vendor: pgVendor,
    game: { id: slot.id, code: 'fortune-ox', type: 'RNG' },
    roundId: 'other-1',
    calls: [{ action: 'bet', txId: 'other-bet', amount: 100 }],
    status: 'open',
  });
});
afterAll(async () => t.close());

const get = (url: string, token = member.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
type Round = {
  id: string;
  roundId: string;
  vendorCode: string;
  vendorName: string;
  gameName: string;
  gameType: string;
  bet: number;
  win: number;
  refund: number;
  profit: number;
  status: string;
  betCount: number;
};
type Page = {
  content: Round[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
  totals: { bet: number; win: number; refund: number; profit: number };
  from: string;
  to: string;
  currencySymbol: string;
};
const record = async (query: string, token = member.token) => {
  const res = await get(`/wps/member/bettingRecord?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Page;
};

describe('betting record', () => {
  it('lists the past 30 days of the member own rounds by default, newest first, with bet, win, profit and status', async () => {
    const page = await record('');
    expect(page.content.map((r) => [r.roundId, r.gameName, r.vendorCode, r.gameType, r.bet, r.win, r.refund, r.profit, r.status])).toEqual([
      ['slot-1', 'Fortune Ox', 'PGX', 'RNG', 1_000, 2_500, 0, 1_500, 'closed'],
      // Not in the catalog: shown under its code.
      ['fish-1', 'ocean-king', 'PGX', 'FISH', 300, 0, 0, -300, 'open'],
      ['live-1', 'Baccarat A', 'EVOX', 'LIVE', 500, 0, 500, 0, 'cancelled'],
    ]);
    // The refused second bet (INSUFFICIENT_FUNDS) counts nowhere.
    expect(page.content[0]?.betCount).toBe(1);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 3, totals: { bet: 1_800, win: 2_500, refund: 500, profit: 1_200 } });
    expect(page.content.map((r) => r.vendorName)).toEqual(['PG Soft', 'PG Soft', 'EVOX Games']);
    expect(page.content.some((r) => r.roundId === 'other-1')).toBe(false);
  });

  it('names the game and vendor in the language asked for', async () => {
    const page = await record('language=HI');
    expect(page.content[0]).toMatchObject({ gameName: 'फॉर्च्यून ऑक्स', vendorName: 'पीजी खेल' });
  });

  it('filters by game category, status and period, and pages without overlap', async () => {
    expect((await record('gameType=LIVE')).content.map((r) => r.roundId)).toEqual(['live-1']);
    expect((await record('gameType=RNG&preset=past7')).content.map((r) => r.roundId)).toEqual(['slot-1']);
    expect((await record('status=open')).content.map((r) => r.roundId)).toEqual(['fish-1']);
    const longAgo = await record(`from=${utcDay(daysFromNow(-45))}&to=${utcDay(daysFromNow(-35))}`);
    expect(longAgo.content.map((r) => [r.roundId, r.profit])).toEqual([['old-1', -700]]);
    expect(longAgo.totals).toEqual({ bet: 700, win: 0, refund: 0, profit: -700 });
    const first = await record('pageSize=2&pageNo=1');
    const second = await record('pageSize=2&pageNo=2');
    expect(first).toMatchObject({ totalPages: 2, total: 3 });
    expect([...first.content, ...second.content].map((r) => r.roundId)).toEqual(['slot-1', 'fish-1', 'live-1']);
  });

  it('refuses bad filters with 400, never 500', async () => {
    for (const query of [
      'gameType=CASINO',
      'status=won',
      'preset=past9',
      'from=2026-02-30',
      'pageSize=101',
      `from=${utcDay(daysFromNow(0))}&to=${utcDay(daysFromNow(-2))}`,
    ]) {
      const res = await get(`/wps/member/bettingRecord?${query}`);
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});

describe('round detail', () => {
  type Detail = {
    round: Round;
    calls: {
      platformTxId: string;
      action: string;
      txId: string;
      refTxId: string | null;
      amount: number;
      status: string;
      rolledBack: boolean;
      journalId: string | null;
    }[];
    movements: { journalId: string; kind: string; wallet: string; amount: number; balanceAfter: number }[];
  };
  const detail = async (id: bigint | string, token = member.token) => {
    const res = await get(`/wps/member/bettingRecord/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Detail;
  };

  it('shows every wallet call in order with its status, and the movements on the member wallet', async () => {
    const value = await detail(slotRound);
    expect(value.round).toMatchObject({ id: String(slotRound), roundId: 'slot-1', bet: 1_000, win: 2_500, profit: 1_500 });
    expect(value.calls.map((c) => [c.action, c.txId, c.amount, c.status, c.refTxId])).toEqual([
      ['bet', 'slot-bet', 1_000, 'OK', null],
      ['bet', 'slot-bet-2', 99_999_999, 'INSUFFICIENT_FUNDS', null],
      ['win', 'slot-win', 2_500, 'OK', 'slot-bet'],
    ]);
    expect(value.calls[1]?.journalId).toBeNull();
    // Only the member's side of each journal: the house legs are not the player's business.
    expect(value.movements.map((m) => [m.kind, m.wallet, m.amount])).toEqual([
      ['game_bet', 'main', -1_000],
      ['game_win', 'main', 2_500],
    ]);
    expect(value.movements.map((m) => m.journalId)).toEqual([value.calls[0]?.journalId, value.calls[2]?.journalId]);
    expect(value.movements[1]!.balanceAfter - value.movements[0]!.balanceAfter).toBe(2_500);
  });

  it('marks a bet that a rollback cancelled, and shows the refund', async () => {
    const value = await detail(liveRound);
    expect(value.calls.map((c) => [c.action, c.rolledBack])).toEqual([
      ['bet', true],
      ['rollback', false],
    ]);
    expect(value.movements.map((m) => [m.kind, m.amount])).toEqual([
      ['game_bet', -500],
      ['game_refund', 500],
    ]);
  });

  it("answers another member's round exactly as a missing one (404)", async () => {
    for (const id of [otherRound, 999_999n]) {
      const res = await get(`/wps/member/bettingRecord/${id}`);
      expect([res.statusCode, errorCodeOf(res)], String(id)).toEqual([404, 'GAME_ROUND_NOT_FOUND']);
    }
    // Its owner sees it.
    expect((await detail(otherRound, other.token)).round.roundId).toBe('other-1');
    const bad = await get('/wps/member/bettingRecord/abc');
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
