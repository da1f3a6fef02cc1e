import { isDigitString } from './digits';
import { drawStructures, headTier, type LotteryRegion, type PrizeTier } from './draw-structure';

/**
 * The bets ("lô đề") taken on a draw. Each compares the player's picks with part of the results:
 *
 * - lo (bao lô): a 2-digit number against the last two digits of every result; pays per result that
 *   ends in it, so a number drawn twice pays twice.
 * - lo-head (đầu): the same against the head tier only (giải bảy's 4 numbers in the north, giải tám's
 *   one number elsewhere).
 * - lo-head-tail (đầu đuôi): the head tier plus the special prize's last two digits, per result.
 * - de (đề): the last two digits of the special prize. de-first (đề giải nhất): of the first prize.
 * - de-head (đầu đề) / de-tail (đuôi đề): one digit against the tens / units digit of the special
 *   prize's last two.
 * - three-cang (ba càng): the last three digits of the special prize.
 * - xien-2/3/4 (lô xiên): 2, 3 or 4 distinct 2-digit numbers that must all be among the last two digits
 *   of the results; pays once however often each appears.
 *
 * docs/lottery-vietnam.md explains each in plain words.
 */

export const lotteryBetTypes = ['lo', 'lo-head', 'lo-head-tail', 'de', 'de-first', 'de-head', 'de-tail', 'three-cang', 'xien-2', 'xien-3', 'xien-4'] as const;
export type LotteryBetType = (typeof lotteryBetTypes)[number];

/** Which part of the results a bet reads: every result, the head tier, head and special, one prize. */
export type ResultsRead = 'all' | 'head' | 'head-and-special' | 'special' | 'first';

export type BetTypeRule = {
  /** The name players use. */
  vietnameseName: string;
  /** How many numbers the player picks, and the digits of each. */
  picks: number;
  digits: number;
  reads: ResultsRead;
  /** A pick matches a result's last `digits` digits ('ending'), or the tens digit of its last two ('tens'). */
  compares: 'ending' | 'tens';
  /** 'per-hit': paid once per matching result. 'all-present': paid once when every pick matches some result. */
  pays: 'per-hit' | 'all-present';
};

const xien = (picks: number): BetTypeRule => ({ vietnameseName: `lô xiên ${picks}`, picks, digits: 2, reads: 'all', compares: 'ending', pays: 'all-present' });

export const betTypeRules: Readonly<Record<LotteryBetType, BetTypeRule>> = {
  lo: { vietnameseName: 'bao lô', picks: 1, digits: 2, reads: 'all', compares: 'ending', pays: 'per-hit' },
  'lo-head': { vietnameseName: 'đầu', picks: 1, digits: 2, reads: 'head', compares: 'ending', pays: 'per-hit' },
  'lo-head-tail': { vietnameseName: 'đầu đuôi', picks: 1, digits: 2, reads: 'head-and-special', compares: 'ending', pays: 'per-hit' },
  de: { vietnameseName: 'đề', picks: 1, digits: 2, reads: 'special', compares: 'ending', pays: 'per-hit' },
  'de-first': { vietnameseName: 'đề giải nhất', picks: 1, digits: 2, reads: 'first', compares: 'ending', pays: 'per-hit' },
  'de-head': { vietnameseName: 'đầu đề', picks: 1, digits: 1, reads: 'special', compares: 'tens', pays: 'per-hit' },
  'de-tail': { vietnameseName: 'đuôi đề', picks: 1, digits: 1, reads: 'special', compares: 'ending', pays: 'per-hit' },
  'three-cang': { vietnameseName: 'ba càng', picks: 1, digits: 3, reads: 'special', compares: 'ending', pays: 'per-hit' },
  'xien-2': xien(2),
  'xien-3': xien(3),
  'xien-4': xien(4),
};

export const isLotteryBetType = (value: string): value is LotteryBetType => (lotteryBetTypes as readonly string[]).includes(value);

/** The prize tiers a bet type reads in a region. */
export const tiersRead = (type: LotteryBetType, region: LotteryRegion): PrizeTier[] => {
  const reads = betTypeRules[type].reads;
  if (reads === 'all') return drawStructures[region].map((shape) => shape.tier);
  if (reads === 'head') return [headTier(region)];
  if (reads === 'head-and-special') return [headTier(region), 'special'];
  return [reads];
};

/** How many results a bet type reads in a region (lo: 27 in the north, 18 elsewhere; đầu: 4 or 1). */
export const resultsReadCount = (type: LotteryBetType, region: LotteryRegion): number => {
  const tiers = tiersRead(type, region);
  return drawStructures[region].filter((shape) => tiers.includes(shape.tier)).reduce((sum, shape) => sum + shape.count, 0);
};

/** Whether a pick matches a result (or a drawn ending such as "45") under the type's comparison. */
export const pickMatches = (rule: BetTypeRule, pick: string, result: string): boolean =>
  rule.compares === 'tens' ? result.slice(-2, -1) === pick : result.slice(-rule.digits) === pick;

/**
 * A bet as placed. Amounts are integer minor units. `odds` are the staff's multiplier for the type at
 * the moment of the bet, in thousandths (80_000 = 80x), kept on the bet so a later change of odds
 * does not touch it. `points` defaults to 1.
 */
export type LotteryBet = {
  type: LotteryBetType;
  numbers: readonly string[];
  stakePerPoint: number;
  points?: number;
  odds: number;
};

export type BetProblem =
  | { code: 'unknown-type'; type: string }
  | { code: 'wrong-count'; expected: number; actual: number }
  | { code: 'wrong-digits'; index: number; expected: number }
  | { code: 'duplicate'; index: number }
  | { code: 'not-positive-integer'; field: 'stakePerPoint' | 'points' | 'odds' };

/** Problems with the picks of a bet type: count, digit length, digits only, distinct (xiên). */
export const validatePick = (type: LotteryBetType, numbers: readonly string[]): BetProblem[] => {
  if (!isLotteryBetType(type)) return [{ code: 'unknown-type', type: String(type) }];
  const rule = betTypeRules[type];
  const problems: BetProblem[] = [];
  if (numbers.length !== rule.picks) problems.push({ code: 'wrong-count', expected: rule.picks, actual: numbers.length });
  numbers.forEach((number, index) => {
    if (!isDigitString(number, rule.digits)) problems.push({ code: 'wrong-digits', index, expected: rule.digits });
    else if (numbers.indexOf(number) !== index) problems.push({ code: 'duplicate', index });
  });
  return problems;
};

const isPositiveSafeInteger = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) > 0;

/** Problems with a whole bet: its picks, and stake, points and odds each a positive safe integer. */
export const validateBet = (bet: LotteryBet): BetProblem[] => {
  const problems = validatePick(bet.type, bet.numbers);
  if (!isPositiveSafeInteger(bet.stakePerPoint)) problems.push({ code: 'not-positive-integer', field: 'stakePerPoint' });
  if (bet.points !== undefined && !isPositiveSafeInteger(bet.points)) problems.push({ code: 'not-positive-integer', field: 'points' });
  if (!isPositiveSafeInteger(bet.odds)) problems.push({ code: 'not-positive-integer', field: 'odds' });
  return problems;
};
