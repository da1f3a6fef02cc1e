import { betTypeRules, isLotteryBetType, resultsReadCount, type LotteryBet, type LotteryBetType } from './bet-types';
import type { LotteryRegion } from './draw-structure';
import { ratioScale } from './payout';

/**
 * What a bet costs the player. A point's price is a multiple of `stakePerPoint`, in thousandths,
 * set per bet type in the game's configuration: a lô point covers every result, so its list price
 * is 27 stake units in the north (27_000) and 18 in the south and centre (18_000); operators often
 * sell it cheaper (north 21.7 units = 21_700). Multiples rather than amounts keep one configuration
 * valid in every currency.
 *
 *   cost = ceil(stakePerPoint x points x pointPrice / 1000)
 *
 * Rounded up so a discounted price never lets a bet cost less than its terms; the player sees the
 * exact cost before confirming.
 */

/** Staff terms for one bet type: odds and point price, both integer thousandths. */
export type BetTypeTerms = { odds: number; pointPrice: number };

/** A lottery game's configuration: its region and the bet types it offers; a type without terms is not offered. */
export type LotteryGameConfig = {
  region: LotteryRegion;
  betTypes: Readonly<Partial<Record<LotteryBetType, BetTypeTerms>>>;
};

/**
 * The list price of a point, in thousandths of the stake: as many stake units as results a per-hit
 * bet reads (lô 27 or 18, đầu 4 or 1, đầu đuôi 5 or 2); one unit for a bet that pays at most once
 * on one result (đề, ba càng) and for xiên.
 */
export const standardPointPrice = (type: LotteryBetType, region: LotteryRegion): number =>
  betTypeRules[type].pays === 'per-hit' ? resultsReadCount(type, region) * ratioScale : ratioScale;

/** stakePerPoint x points x pointPrice / 1000, rounded up, in minor units. */
export const betCost = (bet: Pick<LotteryBet, 'stakePerPoint' | 'points'>, terms: Pick<BetTypeTerms, 'pointPrice'>): number => {
  const exact = BigInt(bet.stakePerPoint) * BigInt(bet.points ?? 1) * BigInt(terms.pointPrice);
  const scale = BigInt(ratioScale);
  const amount = (exact + scale - 1n) / scale;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('cost exceeds the safe integer range');
  return Number(amount);
};

export type ConfigProblem = { code: 'unknown-type'; type: string } | { code: 'not-positive-integer'; type: LotteryBetType; field: 'odds' | 'pointPrice' };

/** Problems with a configuration: unknown bet types, odds or point prices that are not positive integers. */
export const validateGameConfig = (config: LotteryGameConfig): ConfigProblem[] => {
  const problems: ConfigProblem[] = [];
  for (const [type, terms] of Object.entries(config.betTypes)) {
    if (!isLotteryBetType(type)) {
      problems.push({ code: 'unknown-type', type });
      continue;
    }
    if (!terms) continue;
    if (!(Number.isSafeInteger(terms.odds) && terms.odds > 0)) problems.push({ code: 'not-positive-integer', type, field: 'odds' });
    if (!(Number.isSafeInteger(terms.pointPrice) && terms.pointPrice > 0)) problems.push({ code: 'not-positive-integer', type, field: 'pointPrice' });
  }
  return problems;
};
