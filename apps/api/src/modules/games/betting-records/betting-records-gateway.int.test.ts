import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { addVendor, currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addGame } from './betting-records.test-support';

/**
 * The betting record, the winner boards and wager limits over rounds written by the real game
 * wallet (services.gameWallet, the same SQL path as the vendor HTTP API).
 */
let t: TestApp;
const vendor = { id: 0, code: 'RECV' };
const gameCode = 'rec-slot';

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor.id = (await addVendor(t, vendor.code, 'seamless')).id;
  await addGame(t, vendor, { code: gameCode, name: 'Record Slot', displayNames: { EN: 'Record Slot' } });
  t.services.gameWallet.invalidate();
});
afterAll(async () => t.close());

const txId = () => `tx-${randomUUID()}`;
const play = (member: TestMember, roundId: string) => {
  const base = { vendorCode: vendor.code, memberId: member.id, gameCode, roundId, currency };
  return {
    bet: (amount: bigint, id = txId()) => t.services.gameWallet.bet({ ...base, txId: id, amount }),
    win: (amount: bigint, betTxId?: string, roundClosed = true) => t.services.gameWallet.win({ ...base, txId: txId(), betTxId, amount, roundClosed }),
    rollback: (originalTxId: string) =>
      t.services.gameWallet.rollback({ vendorCode: vendor.code, memberId: member.id, gameCode, roundId, txId: txId(), originalTxId }),
  };
};
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('betting record over real game wallet calls', () => {
  it('lists a won, an open and a rolled-back round, and a round detail shows each call and its ledger movement', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const won = play(member, 'real-won');
    const betTx = txId();
    expect(await won.bet(1_000n, betTx)).toMatchObject({ status: 'OK', balance: 9_000 });
    expect(await won.win(2_500n, betTx)).toMatchObject({ status: 'OK', balance: 11_500 });
    const open = play(member, 'real-open');
    expect(await open.bet(300n)).toMatchObject({ status: 'OK' });
    const cancelled = play(member, 'real-cancelled');
    const cancelledBet = txId();
    expect(await cancelled.bet(400n, cancelledBet)).toMatchObject({ status: 'OK' });
    expect(await cancelled.rollback(cancelledBet)).toMatchObject({ status: 'OK' });
    // A refused bet changes nothing in the round.
    expect(await open.bet(1_000_000n)).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });

    const res = await get('/wps/member/bettingRecord', member.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value as {
      content: {
        id: string;
        roundId: string;
        gameName: string;
        vendorCode: string;
        bet: number;
        win: number;
        refund: number;
        profit: number;
        status: string;
      }[];
      totals: unknown;
    };
    expect(page.content.map((r) => [r.roundId, r.gameName, r.vendorCode, r.bet, r.win, r.refund, r.profit, r.status])).toEqual([
      ['real-cancelled', 'Record Slot', 'RECV', 400, 0, 400, 0, 'cancelled'],
      ['real-open', 'Record Slot', 'RECV', 300, 0, 0, -300, 'open'],
      ['real-won', 'Record Slot', 'RECV', 1_000, 2_500, 0, 1_500, 'closed'],
    ]);
    expect(page.totals).toEqual({ bet: 1_700, win: 2_500, refund: 400, profit: 1_200 });

    const wonId = page.content.find((r) => r.roundId === 'real-won')?.id;
    const detail = (await get(`/wps/member/bettingRecord/${wonId}`, member.token)).json().value as {
      calls: { action: string; amount: number; status: string; journalId: string | null }[];
      movements: { journalId: string; kind: string; amount: number; balanceAfter: number }[];
    };
    expect(detail.calls.map((c) => [c.action, c.amount, c.status])).toEqual([
      ['bet', 1_000, 'OK'],
      ['win', 2_500, 'OK'],
    ]);
    expect(detail.movements.map((m) => [m.kind, m.amount, m.balanceAfter])).toEqual([
      ['game_bet', -1_000, 9_000],
      ['game_win', 2_500, 11_500],
    ]);
    expect(detail.movements.map((m) => m.journalId)).toEqual(detail.calls.map((c) => c.journalId));

    const openId = page.content.find((r) => r.roundId === 'real-open')?.id;
    const openDetail = (await get(`/wps/member/bettingRecord/${openId}`, member.token)).json().value as {
      calls: { status: string; journalId: string | null }[];
      movements: unknown[];
    };
    expect(openDetail.calls.map((c) => [c.status, c.journalId === null])).toEqual([['OK', false]]);
    expect(openDetail.movements).toHaveLength(1);

    // Another member sees none of it.
    const stranger = await newMember(t);
    expect((await get(`/wps/member/bettingRecord/${wonId}`, stranger.token)).statusCode).toBe(404);
    expect((await get('/wps/member/bettingRecord', stranger.token)).json().value.total).toBe(0);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('winner boards fed by real wins', () => {
  type Board = { list: { customerName: string; winAmount: number; gameName: string }[] };
  const board = async (name: 'BIGWIN' | 'JACKPOT') => {
    const res = await t.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20&board=${name}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Board;
  };

  it('shows a big win on BIGWIN and a huge one on JACKPOT, biggest first, names masked; an ordinary win on neither', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 10_000);
    const before = { big: (await board('BIGWIN')).list.length, jackpot: (await board('JACKPOT')).list.length };
    const ordinary = play(member, 'board-ordinary');
    const ordinaryBet = txId();
    await ordinary.bet(100n, ordinaryBet);
    await ordinary.win(4_900n, ordinaryBet);
    const big = play(member, 'board-big');
    const bigBet = txId();
    await big.bet(100n, bigBet);
    expect(await big.win(6_000n, bigBet)).toMatchObject({ status: 'OK' });
    const jackpot = play(member, 'board-jackpot');
    const jackpotBet = txId();
    await jackpot.bet(10n, jackpotBet);
    expect(await jackpot.win(5_000n, jackpotBet)).toMatchObject({ status: 'OK' });

    const bigWins = await board('BIGWIN');
    expect(bigWins.list).toHaveLength(before.big + 1);
    expect(bigWins.list[0]).toMatchObject({ winAmount: 6_000, gameName: 'Record Slot' });
    expect(bigWins.list[0]?.customerName).toMatch(/\*\*\*/);
    expect(bigWins.list[0]?.customerName).not.toContain(member.account);
    const jackpots = await board('JACKPOT');
    expect(jackpots.list).toHaveLength(before.jackpot + 1);
    expect(jackpots.list[0]).toMatchObject({ winAmount: 5_000, gameName: 'Record Slot' });
    // The category filter reads the game's category.
    const live = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&board=BIGWIN' });
    expect(live.json().value.list).toEqual([]);
  });
});

describe('wager limits at the game wallet', () => {
  it('refuses a bet past the lowest remaining allowance with LIMIT_EXCEEDED and shows the usage', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/protection/wagerLimits',
      headers: bearer(member.token),
      payload: { day: 5_000, week: 20_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const round = play(member, 'limited');
    const first = txId();
    expect(await round.bet(3_000n, first)).toMatchObject({ status: 'OK' });
    expect(await round.bet(2_001n)).toMatchObject({ status: 'LIMIT_EXCEEDED', balance: 97_000 });
    expect(await round.bet(2_000n)).toMatchObject({ status: 'OK', balance: 95_000 });
    expect(await round.bet(1n)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    // A rollback frees its stake again: valid bets are bets less refunds.
    expect(await round.rollback(first)).toMatchObject({ status: 'OK' });
    const usage = (await get('/wps/member/protection/wagerLimits', member.token)).json().value as {
      wagerLimits: { window: string; used: number; remaining: number | null }[];
      wagerRemaining: number;
    };
    expect(usage.wagerLimits.map((l) => [l.window, l.used, l.remaining])).toEqual([
      ['day', 2_000, 3_000],
      ['week', 2_000, 18_000],
      ['month', 2_000, null],
    ]);
    expect(usage.wagerRemaining).toBe(3_000);
    expect(await round.bet(3_000n)).toMatchObject({ status: 'OK' });
    expect(await round.bet(1n)).toMatchObject({ status: 'LIMIT_EXCEEDED' });
    // Wins are never limited.
    expect(await round.win(10_000n)).toMatchObject({ status: 'OK' });
  });
});
