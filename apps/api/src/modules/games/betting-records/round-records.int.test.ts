import type { BettingRecordPage, BettingRoundDetail, BoRoundDetail, RoundBetDetails } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { conformanceKit, type Player } from '../gateway/gateway-conformance.test-support';
import { addGame, addGatewayVendor, type TestVendor } from '../gateway/gateway.test-support';

/**
 * A shared-games vendor's rounds through the real wallet API v1.1 with details of kind `round`: what
 * the player's betting record and the back office's round explorer return of them.
 */
let t: TestApp;
let halls: TestVendor;
let player: Player;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  const vendor = await addGatewayVendor(t, 'RDREC', { walletApiVersion: '1.1' });
  const game = await addGame(t, vendor, 'RDREC_BACCARAT');
  await t.database.db.updateTable('catalog_games').set({ game_type: 'LIVE', game_name: 'Live Baccarat' }).where('id', '=', game.id).execute();
  t.services.gameWallet.invalidate();
  halls = { ...vendor, gameCode: 'RDREC_BACCARAT', gameId: game.id };
  support = await t.staffToken(['support']);
  player = await kit.newPlayer(20_000);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const kit = conformanceKit(() => ({ t, vendor: halls }));
const valueOf = async <T>(url: string, token: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const ok = async (action: string, body: Record<string, unknown>) => {
  const res = await kit.call(action, body);
  expect(res.body.status, JSON.stringify(res.body)).toBe('OK');
};

const placed: RoundBetDetails = {
  kind: 'round',
  game: 'baccarat',
  place: 'Aurora Live Baccarat 1',
  roundNo: '48-1207',
  lines: [
    { label: 'Banker', amount: 800 },
    { label: 'Player pair', amount: 200 },
  ],
};
const settled: RoundBetDetails = {
  ...placed,
  lines: [
    { label: 'Banker', amount: 800, payout: 1_560, note: 'commission 5%' },
    { label: 'Player pair', amount: 200, payout: 0 },
  ],
  result: 'Banker 7 - Player 5',
  cards: [
    { hand: 'Player', cards: [4, 13] },
    { hand: 'Banker', cards: [6, 23, 38] },
  ],
};
const cockfight: RoundBetDetails = { kind: 'round', game: 'cockfight', roundNo: 'Fight 31', lines: [{ label: 'Meron', amount: 500 }] };

const rounds = { settled: 'rd-settled', open: 'rd-open', plain: 'rd-plain' };

describe('table, room and fight rounds in the records', () => {
  it('plays a settled baccarat round, an open cockfight bet and a round without details', async () => {
    const bet = kit.betBody(player, { roundId: rounds.settled, amount: 1_000, details: placed });
    await ok('bet', bet);
    await ok('win', kit.winBody(player, bet, { amount: 1_560, details: settled }));
    await ok('bet', kit.betBody(player, { roundId: rounds.open, amount: 500, details: cockfight }));
    const plain = kit.betBody(player, { roundId: rounds.plain, amount: 300 });
    await ok('bet', plain);
    await ok('win', kit.winBody(player, plain, { amount: 0 }));
  });

  it('returns the player each round’s place, number, bets with what they paid, result and cards', async () => {
    const page = await valueOf<BettingRecordPage>('/wps/member/bettingRecord', player.member.token);
    const byRound = new Map(page.content.map((r) => [r.roundId, r]));
    expect(byRound.get(rounds.settled)).toMatchObject({ gameName: 'Live Baccarat', gameType: 'LIVE', status: 'closed', bet: 1_000, win: 1_560, sports: null });
    expect(byRound.get(rounds.settled)?.roundBet).toEqual({
      game: 'baccarat',
      place: 'Aurora Live Baccarat 1',
      roundNo: '48-1207',
      lines: [
        { label: 'Banker', amount: 800, payout: 1_560, note: 'commission 5%' },
        { label: 'Player pair', amount: 200, payout: 0, note: null },
      ],
      result: 'Banker 7 - Player 5',
      cards: [
        { hand: 'Player', cards: [4, 13] },
        { hand: 'Banker', cards: [6, 23, 38] },
      ],
    });
    expect(byRound.get(rounds.open)).toMatchObject({ status: 'open', bet: 500 });
    expect(byRound.get(rounds.open)?.roundBet).toEqual({
      game: 'cockfight',
      place: null,
      roundNo: 'Fight 31',
      lines: [{ label: 'Meron', amount: 500, payout: null, note: null }],
      result: null,
      cards: [],
    });
    expect(byRound.get(rounds.plain)).toMatchObject({ status: 'closed', sports: null, roundBet: null });

    const id = byRound.get(rounds.settled)?.id;
    const detail = await valueOf<BettingRoundDetail>(`/wps/member/bettingRecord/${id}`, player.member.token);
    expect(detail.round.roundBet).toEqual(byRound.get(rounds.settled)?.roundBet);
    expect(detail.calls.map((c) => [c.action, c.amount, c.status])).toEqual([
      ['bet', 1_000, 'OK'],
      ['win', 1_560, 'OK'],
    ]);
  });

  it('shows staff the stored details and the call that sent them in the round explorer', async () => {
    const pk = async (roundId: string) =>
      (await t.database.db.selectFrom('game_rounds').select('id').where('vendor_id', '=', halls.id).where('round_id', '=', roundId).executeTakeFirstOrThrow())
        .id;
    const round = await valueOf<BoRoundDetail>(`/bo/games/rounds/${await pk(rounds.settled)}`, support);
    expect(round.betDetails?.details).toEqual(settled);
    expect(round.betDetails?.platformTxId).toBe(round.transactions[1]?.platformTxId);
    const open = await valueOf<BoRoundDetail>(`/bo/games/rounds/${await pk(rounds.open)}`, support);
    expect(open.betDetails?.details).toEqual(cockfight);
    const plain = await valueOf<BoRoundDetail>(`/bo/games/rounds/${await pk(rounds.plain)}`, support);
    expect(plain.betDetails).toBeNull();
  });
});
