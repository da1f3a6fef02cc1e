import { problem, warning, type LotteryProblem } from './problem';

/**
 * 4D (Magnum, Sports Toto, Da Ma Cai, Singapore Pools): each draw gives 23 four-digit numbers,
 * 0000 to 9999, in five prize tiers: one each for 1st, 2nd and 3rd, ten starter (special) prizes
 * and ten consolation prizes. Every one of the 23 positions is its own prize, so a number drawn in
 * two positions wins twice; that has happened, so a repeat is a warning, not an error.
 */
export const fourDTiers = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export type FourDTier = (typeof fourDTiers)[number];
export const fourDTopTiers = ['first', 'second', 'third'] as const;
export type FourDTopTier = (typeof fourDTopTiers)[number];

export const fourDStarterCount = 10;
export const fourDConsolationCount = 10;
export const fourDPositionCount = 3 + fourDStarterCount + fourDConsolationCount;

export type FourDResults = {
  first: string;
  second: string;
  third: string;
  starter: readonly string[];
  consolation: readonly string[];
};

export type FourDPosition = { tier: FourDTier; path: string; number: string };

/** Four decimal digits, leading zeros kept ('0042'). */
export const isFourDNumber = (value: string): boolean => /^[0-9]{4}$/.test(value);

/** The 23 positions in prize order. */
export const fourDPositions = (results: FourDResults): FourDPosition[] => [
  { tier: 'first', path: 'first', number: results.first },
  { tier: 'second', path: 'second', number: results.second },
  { tier: 'third', path: 'third', number: results.third },
  ...results.starter.map((number, i): FourDPosition => ({ tier: 'starter', path: `starter[${i}]`, number })),
  ...results.consolation.map((number, i): FourDPosition => ({ tier: 'consolation', path: `consolation[${i}]`, number })),
];

/** Everything wrong with staff-entered results; empty when they can be published. */
export const fourDResultProblems = (results: FourDResults): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (results.starter.length !== fourDStarterCount) problems.push(problem('starter', 'wrong-count', fourDStarterCount));
  if (results.consolation.length !== fourDConsolationCount) problems.push(problem('consolation', 'wrong-count', fourDConsolationCount));
  const seen = new Set<string>();
  for (const position of fourDPositions(results)) {
    if (!isFourDNumber(position.number)) {
      problems.push(problem(position.path, 'bad-number', 4));
      continue;
    }
    if (seen.has(position.number)) problems.push(warning(position.path, 'duplicate'));
    seen.add(position.number);
  }
  return problems;
};
