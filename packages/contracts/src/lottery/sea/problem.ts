/**
 * What a validator found wrong with staff-entered results, a bet or a configured table. Codes, not
 * sentences: the screens translate them (packages/i18n). An `error` blocks saving; a `warning` is
 * something real draws can do but rarely do (the same 4D number won 1st and 2nd prize on 27 June
 * 2007), so staff confirm it against the official sheet instead of being stopped.
 */
export const lotteryProblemCodes = [
  'wrong-count',
  'bad-number',
  'duplicate',
  'bad-odds',
  'bad-stake',
  'single-permutation',
  'bad-date',
  'bad-time',
  'bad-schedule',
] as const;
export type LotteryProblemCode = (typeof lotteryProblemCodes)[number];

export type LotteryProblem = {
  /** Where, as a property path: `starter[3]`, `last3`, `big.first`. */
  path: string;
  code: LotteryProblemCode;
  severity: 'error' | 'warning';
  /** The count or digit length the structure wants, when that is what went wrong. */
  expected?: number;
};

export const problem = (path: string, code: LotteryProblemCode, expected?: number): LotteryProblem =>
  expected === undefined ? { path, code, severity: 'error' } : { path, code, severity: 'error', expected };

export const warning = (path: string, code: LotteryProblemCode): LotteryProblem => ({ path, code, severity: 'warning' });

export const hasErrors = (problems: readonly LotteryProblem[]): boolean => problems.some((p) => p.severity === 'error');
