import {
  bgsOutcome,
  dicePayout,
  fairFloats,
  floatsNeeded,
  minesLayout,
  minesMultiplierHundredths,
  minesPayout,
  payoutAt,
  webCryptoHmacSha256,
  type BetView,
  type BgsParams,
  type MinesRoundView,
} from '@gp/contracts';
import { ApiError } from '../../../../api/api-error';
import { i18n } from '../../../../shared/i18n/i18n-instance';
import { demoBalance, payDemoWin, takeDemoStake } from './demo-wallet';
import { nextDemoBetId, recordDemoBet } from './demo-bets';
import { takeDemoNonce } from './demo-seeds';

/**
 * Fun-money bets computed in this browser with the server's own outcome functions and seeds of the
 * demo pair: no server call, no ledger. The answers have the server's shapes, so one screen shows both.
 */

export const demoCurrency = 'FUN';

const shortOfFunds = () => new ApiError('INSUFFICIENT_FUNDS', i18n.t('bgs:demoShort'), 0);

type Seeds = Awaited<ReturnType<typeof takeDemoNonce>>;

const baseBet = (
  gameCode: string,
  amount: number,
  seeds: Seeds,
): Omit<BetView, 'game' | 'params' | 'outcome' | 'payout' | 'multiplierHundredths' | 'status'> => ({
  betId: nextDemoBetId(),
  gameCode,
  currency: demoCurrency,
  amount,
  serverSeedHash: seeds.serverSeedHash,
  serverSeed: null,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
  createdAt: new Date().toISOString(),
  settledAt: null,
});

const multiplierOf = (amount: number, payout: number) => Math.floor((payout * 100) / amount);

/** Dice, limbo and plinko: one bet, settled at once. */
export const playDemoInstant = async (
  gameCode: string,
  amount: number,
  params: Extract<BgsParams, { game: 'dice' | 'limbo' | 'plinko' }>,
): Promise<{ bet: BetView; balance: number }> => {
  if (!takeDemoStake(amount)) throw shortOfFunds();
  const seeds = await takeDemoNonce();
  const outcome = bgsOutcome(params, await fairFloats(webCryptoHmacSha256, seeds, floatsNeeded(params)));
  const stake = BigInt(amount);
  let payout = 0n;
  if (outcome.game === 'dice' && params.game === 'dice') payout = dicePayout(stake, Math.round(params.target * 100), params.direction, outcome.win);
  if (outcome.game === 'limbo' && params.game === 'limbo') payout = outcome.win ? payoutAt(stake, Math.round(params.targetMultiplier * 100)) : 0n;
  if (outcome.game === 'plinko') payout = payoutAt(stake, outcome.multiplierHundredths);
  payDemoWin(Number(payout));
  const paid = Number(payout);
  const bet: BetView = {
    ...baseBet(gameCode, amount, seeds),
    game: params.game,
    params,
    outcome,
    payout: paid,
    multiplierHundredths: multiplierOf(amount, paid),
    status: paid > 0 ? 'won' : 'lost',
    settledAt: new Date().toISOString(),
  } as BetView;
  recordDemoBet(bet);
  return { bet, balance: demoBalance() };
};

/** The hidden layout of an open demo mines round, by its bet id. */
const minesLayouts = new Map<string, number[]>();

const minesView = (bet: BetView, mines: number, revealed: number[]): MinesRoundView => ({
  bet,
  mines,
  revealed,
  currentMultiplierHundredths: revealed.length === 0 ? 100 : minesMultiplierHundredths(mines, revealed.length),
  nextMultiplierHundredths: revealed.length + mines < 25 ? minesMultiplierHundredths(mines, revealed.length + 1) : null,
  balance: demoBalance(),
});

export const startDemoMines = async (gameCode: string, amount: number, mines: number): Promise<MinesRoundView> => {
  if (!takeDemoStake(amount)) throw shortOfFunds();
  const seeds = await takeDemoNonce();
  const layout = minesLayout(await fairFloats(webCryptoHmacSha256, seeds, mines), mines);
  const bet: BetView = {
    ...baseBet(gameCode, amount, seeds),
    game: 'mines',
    params: { game: 'mines', mines },
    outcome: { game: 'mines', mineTiles: null, revealed: [] },
    payout: null,
    multiplierHundredths: null,
    status: 'open',
  };
  minesLayouts.set(bet.betId, layout);
  recordDemoBet(bet);
  return minesView(bet, mines, []);
};

const finishMines = (round: MinesRoundView, revealed: number[], payout: number): MinesRoundView => {
  const layout = minesLayouts.get(round.bet.betId) ?? [];
  minesLayouts.delete(round.bet.betId);
  payDemoWin(payout);
  const bet: BetView = {
    ...round.bet,
    outcome: { game: 'mines', mineTiles: layout, revealed },
    payout,
    multiplierHundredths: multiplierOf(round.bet.amount, payout),
    status: payout > 0 ? 'won' : 'lost',
    settledAt: new Date().toISOString(),
  };
  recordDemoBet(bet);
  return minesView(bet, round.mines, revealed);
};

export const revealDemoMine = (round: MinesRoundView, tile: number): MinesRoundView => {
  const layout = minesLayouts.get(round.bet.betId);
  if (!layout || round.revealed.includes(tile)) return round;
  const revealed = [...round.revealed, tile];
  if (layout.includes(tile)) return finishMines(round, revealed, 0);
  // Every safe tile found: the round cashes out by itself, as on the server.
  if (revealed.length + round.mines === 25) return cashoutDemoMines({ ...round, revealed });
  const bet: BetView = { ...round.bet, outcome: { game: 'mines', mineTiles: null, revealed } };
  recordDemoBet(bet);
  return minesView(bet, round.mines, revealed);
};

export const cashoutDemoMines = (round: MinesRoundView): MinesRoundView =>
  finishMines(round, round.revealed, Number(minesPayout(BigInt(round.bet.amount), round.mines, round.revealed.length)));
