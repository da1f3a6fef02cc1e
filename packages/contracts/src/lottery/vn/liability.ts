import { betTypeRules, pickMatches, resultsReadCount, type LotteryBet, type LotteryBetType } from './bet-types';
import { allDigitStrings, isDigitString } from './digits';
import type { LotteryRegion } from './draw-structure';
import { payoutFor } from './payout';

/**
 * What a bet could cost the operator if a given number is drawn, for a per-number limit on a draw.
 *
 * The number is a drawn ending: three digits for ba càng (the special prize's last three), two for
 * every other type (a result's last two). Each bet counts its worst case for that number as if the
 * number came up everywhere the bet looks: đề 45 owes its full payout for 45; đầu đề 4 for 40 .. 49;
 * a xiên owes its full payout for each of its numbers; lô 45 owes its payout once per result it
 * reads (27 in the north, 18 elsewhere) unless a smaller occurrence cap is passed. Summing bets per
 * number therefore never understates what that number can cost.
 */

/** The digits of the drawn number a bet type's liability is keyed by. */
export const liabilityDigits = (type: LotteryBetType): number => (type === 'three-cang' ? 3 : 2);

/**
 * Occurrence caps a limit may choose instead of the theoretical maximum. The last two digits of each
 * result are independent and uniform, so one given number shows up k or more times among n results
 * with probability sum over j >= k of C(n, j) 0.01^j 0.99^(n-j). North (n = 27): 5 times or more
 * 6.7e-6 per number and draw, 6 or more 2.5e-7. South and centre (n = 18): 4 or more 2.7e-5, 5 or
 * more 7.7e-7. These caps leave under 1 in 10^6 per number and draw of being exceeded.
 */
export const suggestedOccurrenceCaps: Readonly<Record<LotteryRegion, number>> = { north: 5, centre: 4, south: 4 };

export type LiabilityOptions = {
  /** Count at most this many matching results for a per-hit bet (see suggestedOccurrenceCaps). Default: all it reads. */
  occurrenceCap?: number;
};

const requireKey = (type: LotteryBetType, number: string): void => {
  const digits = liabilityDigits(type);
  if (!isDigitString(number, digits)) throw new RangeError(`a ${type} liability is keyed by a ${digits}-digit number: ${number}`);
};

/** Whether the bet can pay anything when `number` (an ending of the keyed length) is drawn. */
const exposedTo = (bet: Pick<LotteryBet, 'type' | 'numbers'>, number: string): boolean => {
  const rule = betTypeRules[bet.type];
  return bet.numbers.some((pick) => pickMatches(rule, pick, number));
};

/**
 * The most the bet pays if `number` is drawn, in minor units (0 when the bet does not involve it).
 * Per-hit bets reading several results (lô, đầu, đầu đuôi) count min(occurrenceCap, results read)
 * hits; every other bet pays at most once.
 */
export const liabilityOf = (bet: LotteryBet, number: string, region: LotteryRegion, options: LiabilityOptions = {}): number => {
  requireKey(bet.type, number);
  if (!exposedTo(bet, number)) return 0;
  if (betTypeRules[bet.type].pays === 'all-present') return payoutFor(bet, 1);
  const cap = options.occurrenceCap;
  if (cap !== undefined && !(Number.isSafeInteger(cap) && cap > 0)) throw new RangeError(`occurrenceCap must be a positive integer: ${cap}`);
  const reads = resultsReadCount(bet.type, region);
  const matchingPicks = bet.numbers.filter((pick) => pickMatches(betTypeRules[bet.type], pick, number)).length;
  return payoutFor(bet, matchingPicks * Math.min(reads, cap ?? reads));
};

/** Every drawn number (of the keyed length) for which the bet has a liability, in order. */
export const exposedNumbers = (bet: Pick<LotteryBet, 'type' | 'numbers'>): string[] =>
  allDigitStrings(liabilityDigits(bet.type)).filter((number) => exposedTo(bet, number));
