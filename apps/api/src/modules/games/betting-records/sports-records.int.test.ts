import type { BettingRecordPage, BettingRoundDetail, BoGgrReport, BoRoundDetail, SportsBetDetails } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { conformanceKit, type Player } from '../gateway/gateway-conformance.test-support';
import { addGame, addGatewayVendor, type TestVendor } from '../gateway/gateway.test-support';

/**
 * A sportsbook's rounds through the real wallet API v1.1 (bet details, a win that settles hours
 * later, an adjust that resettles): the player's betting record, the back office's round explorer
 * and the GGR report of the vendor.
 */
let t: TestApp;
let book: TestVendor;
let player: Player;
let support: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  const vendor = await addGatewayVendor(t, 'SPREC', { walletApiVersion: '1.1' });
  const game = await addGame(t, vendor, 'SPREC_BOOK');
  await t.database.db.updateTable('catalog_games').set({ game_type: 'SPORTS', game_name: 'Sportsbook' }).where('id', '=', game.id).execute();
  t.services.gameWallet.invalidate();
  book = { ...vendor, gameCode: 'SPREC_BOOK', gameId: game.id };
  [support, finance] = await Promise.all([t.staffToken(['support']), t.staffToken(['finance'])]);
  player = await kit.newPlayer(20_000);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const kit = conformanceKit(() => ({ t, vendor: book }));
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const valueOf = async <T>(url: string, token: string): Promise<T> => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const ok = async (action: string, body: Record<string, unknown>) => {
  const res = await kit.call(action, body);
  expect(res.body.status, JSON.stringify(res.body)).toBe('OK');
};

const leg = (eventName: string, selection: string, odds: number, outcome?: 'win' | 'void' | 'loss') => ({
  eventName,
  startsAt: '2026-03-02T19:45:00+05:30',
  market: 'Match result',
  selection,
  odds,
  ...(outcome === undefined ? {} : { outcome, score: '2-1' }),
});
const parlay = (first?: 'win' | 'void' | 'loss', second?: 'win' | 'void' | 'loss'): SportsBetDetails => ({
  kind: 'sports',
  betType: 'parlay',
  legs: [leg('Mumbai – Chennai', 'Mumbai', 1_950, first), leg('Delhi – Kolkata', 'Draw', 1_800, second)],
});
const single: SportsBetDetails = { kind: 'sports', betType: 'single', legs: [{ ...leg('Pune – Goa', 'Goa', 2_500), inPlay: true, line: -0.75 }] };

const rounds = { settled: 'sp-settled', open: 'sp-open', cancelled: 'sp-cancelled' };

describe('sports rounds through wallet API v1.1', () => {
  it('plays a settled and resettled parlay, an open single and a cancelled bet', async () => {
    const bet = kit.betBody(player, { roundId: rounds.settled, amount: 1_000, details: parlay() });
    await ok('bet', bet);
    const win = kit.winBody(player, bet, { amount: 3_510, details: parlay('win', 'win') });
    await ok('win', win);
    await ok('adjust', kit.adjustBody(player, bet, win, { amount: -1_560, reason: 'leg-voided', details: parlay('win', 'void') }));
    await ok('bet', kit.betBody(player, { roundId: rounds.open, amount: 500, details: single }));
    const voided = kit.betBody(player, { roundId: rounds.cancelled, amount: 700, details: single });
    await ok('bet', voided);
    await ok('rollback', kit.rollbackBody(player, voided));
  });

  it("shows the player each round's bet type and legs with their results, open bets included", async () => {
    const all = await valueOf<BettingRecordPage>('/wps/member/bettingRecord', player.member.token);
    const byRound = new Map(all.content.map((r) => [r.roundId, r]));
    expect(byRound.get(rounds.settled)).toMatchObject({ gameType: 'SPORTS', status: 'closed', bet: 1_000, win: 1_950, profit: 950 });
    expect(byRound.get(rounds.settled)?.sports).toEqual({
      betType: 'parlay',
      cashOut: false,
      legs: [
        {
          eventName: 'Mumbai – Chennai',
          startsAt: '2026-03-02T14:15:00.000Z',
          market: 'Match result',
          selection: 'Mumbai',
          line: null,
          odds: 1_950,
          inPlay: false,
          outcome: 'win',
          score: '2-1',
        },
        {
          eventName: 'Delhi – Kolkata',
          startsAt: '2026-03-02T14:15:00.000Z',
          market: 'Match result',
          selection: 'Draw',
          line: null,
          odds: 1_800,
          inPlay: false,
          outcome: 'void',
          score: '2-1',
        },
      ],
    });
    expect(byRound.get(rounds.open)).toMatchObject({ status: 'open', bet: 500, win: 0 });
    expect(byRound.get(rounds.open)?.sports).toMatchObject({
      betType: 'single',
      legs: [{ selection: 'Goa', inPlay: true, line: -0.75, outcome: null, score: null }],
    });
    expect(byRound.get(rounds.cancelled)).toMatchObject({ status: 'cancelled', refund: 700 });

    const openOnly = await valueOf<BettingRecordPage>('/wps/member/bettingRecord?status=open', player.member.token);
    expect(openOnly.content.map((r) => [r.roundId, r.sports?.betType])).toEqual([[rounds.open, 'single']]);

    const id = byRound.get(rounds.settled)?.id;
    const detail = await valueOf<BettingRoundDetail>(`/wps/member/bettingRecord/${id}`, player.member.token);
    expect(detail.round.sports?.legs.map((l) => l.outcome)).toEqual(['win', 'void']);
    expect(detail.calls.map((c) => [c.action, c.amount, c.status])).toEqual([
      ['bet', 1_000, 'OK'],
      ['win', 3_510, 'OK'],
      ['adjust', -1_560, 'OK'],
    ]);
    expect(detail.movements.map((m) => [m.kind, m.amount])).toEqual([
      ['game_bet', -1_000],
      ['game_win', 3_510],
      ['game_adjust', -1_560],
    ]);
  });

  it('shows staff the details and every wallet call of a round in the round explorer', async () => {
    const pk = async (roundId: string) =>
      (await t.database.db.selectFrom('game_rounds').select('id').where('vendor_id', '=', book.id).where('round_id', '=', roundId).executeTakeFirstOrThrow())
        .id;
    const settled = await valueOf<BoRoundDetail>(`/bo/games/rounds/${await pk(rounds.settled)}`, support);
    expect(settled.transactions.map((c) => c.action)).toEqual(['bet', 'win', 'adjust']);
    expect(settled.betDetails?.details).toEqual(parlay('win', 'void'));
    expect(settled.betDetails?.platformTxId).toBe(settled.transactions[2]?.platformTxId);
    const cancelled = await valueOf<BoRoundDetail>(`/bo/games/rounds/${await pk(rounds.cancelled)}`, support);
    expect(cancelled.transactions.map((c) => c.action)).toEqual(['bet', 'rollback']);
    expect(cancelled.betDetails?.details).toEqual(single);
    expect(cancelled.journals.map((j) => j.kind)).toEqual(['game_bet', 'game_refund']);
  });

  it("counts the sportsbook in its vendor's GGR: settled stakes less wins and adjustments, open and cancelled bets nothing", async () => {
    const report = await valueOf<BoGgrReport>(`/bo/games/ggr?vendorCode=${book.code}`, finance);
    const [vendor] = report.vendors;
    // Valid bet 1,000 (the settled parlay; the open single waits for its settlement, the cancelled
    // bet never counts); paid 3,510 - 1,560 = 1,950; GGR 1,000 - 1,950 = -950.
    expect(report.vendors).toHaveLength(1);
    expect(vendor).toMatchObject({ vendorCode: book.code, betCount: 1, betAmount: 1_000, refundAmount: 0, validBet: 1_000, winAmount: 1_950, ggr: -950 });
    // The house account's legs agree: what the players lost to the house is the GGR.
    const house = await t.database.db
      .selectFrom('ledger_legs as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .innerJoin('game_transactions as x', 'x.journal_id', 'l.journal_id')
      .innerJoin('game_rounds as r', 'r.id', 'x.round_pk')
      .select((eb) => eb.fn.sum<string>('l.amount').as('net'))
      .where('a.kind', '=', 'house_game')
      .where('r.vendor_id', '=', book.id)
      .where('r.status', '=', 'closed')
      .executeTakeFirstOrThrow();
    expect(Number(house.net)).toBe(-950);
  });
});
