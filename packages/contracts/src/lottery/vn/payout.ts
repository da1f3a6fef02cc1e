import { betTypeRules, pickMatches, tiersRead, validateBet, type LotteryBet } from './bet-types';
import { numbersOfTiers, validateDrawResults, type DrawResults } from './draw-structure';

/**
 * Settlement. Odds are integer thousandths (80_000 = 80x) so the multiplier stays exact; the
 * arithmetic runs in BigInt because stake x points x odds can pass 2^53 before the division.
 *
 *   win = floor(stakePerPoint x points x odds x units / 1000)
 *
 * `units` is how many times the bet pays: the matching results for a per-hit bet (lô counts each
 * result ending in its number), 1 or 0 for a xiên. The win is the whole amount paid back: the stake
 * is not returned on top of it. Rounding down costs the player under one minor unit.
 */

/** Odds and point prices are integer thousandths: 80_000 = 80x. */
export const ratioScale = 1000;

/** The results a bet compares with, in the region's print order. */
export const resultsReadBy = (bet: Pick<LotteryBet, 'type'>, results: DrawResults): string[] => numbersOfTiers(results, tiersRead(bet.type, results.region));

/** How many results match a single pick under the bet type's rule. */
export const hitCount = (bet: Pick<LotteryBet, 'type'>, pick: string, results: DrawResults): number => {
  const rule = betTypeRules[bet.type];
  return resultsReadBy(bet, results).filter((result) => pickMatches(rule, pick, result)).length;
};

/** How many times the bet pays on these results (0 when it loses). */
export const winUnits = (bet: Pick<LotteryBet, 'type' | 'numbers'>, results: DrawResults): number => {
  if (betTypeRules[bet.type].pays === 'all-present') return bet.numbers.every((pick) => hitCount(bet, pick, results) > 0) ? 1 : 0;
  return bet.numbers.reduce((sum, pick) => sum + hitCount(bet, pick, results), 0);
};

/** stakePerPoint x points x odds x units / 1000, rounded down, as a safe integer of minor units. */
export const payoutFor = (bet: Pick<LotteryBet, 'stakePerPoint' | 'points' | 'odds'>, units: number): number => {
  const exact = BigInt(bet.stakePerPoint) * BigInt(bet.points ?? 1) * BigInt(bet.odds) * BigInt(units);
  const amount = exact / BigInt(ratioScale);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the safe integer range');
  return Number(amount);
};

/**
 * The amount a bet wins on a draw's results, in minor units (0 on a loss). Throws a RangeError for an
 * invalid bet or results: both are checked where they enter (validateBet, validateDrawResults), so
 * reaching here with either is a bug, not a player's mistake.
 */
export const settleBet = (bet: LotteryBet, results: DrawResults): number => {
  const betProblems = validateBet(bet);
  if (betProblems.length > 0) throw new RangeError(`invalid bet: ${JSON.stringify(betProblems)}`);
  const resultProblems = validateDrawResults(results);
  if (resultProblems.length > 0) throw new RangeError(`invalid results: ${JSON.stringify(resultProblems)}`);
  return payoutFor(bet, winUnits(bet, results));
};
