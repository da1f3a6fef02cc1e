import { problem, warning, type LotteryProblem } from './problem';

/**
 * The Thai government lottery (GLO) draw, on the 1st and 16th of the month. Tickets carry six
 * digits. One draw publishes:
 * - first prize: one 6-digit number, and its two neighbours (first - 1 and first + 1) win the
 *   adjacent prize;
 * - front three digits: two 3-digit numbers; last three digits: two 3-digit numbers; last two
 *   digits: one 2-digit number. Each is drawn on its own, so the two front (or last) threes may
 *   be equal, and then a ticket matching it wins both;
 * - lower tiers: 5 second, 10 third, 50 fourth and 100 fifth prizes, 6 digits each. The platform
 *   sells no bet on them; staff may enter them for display, and they are checked when present.
 */
export const thaiFront3Count = 2;
export const thaiLast3Count = 2;
export const thaiLowerTiers = ['second', 'third', 'fourth', 'fifth'] as const;
export type ThaiLowerTier = (typeof thaiLowerTiers)[number];
export const thaiLowerTierCounts: Readonly<Record<ThaiLowerTier, number>> = { second: 5, third: 10, fourth: 50, fifth: 100 };

export type ThaiResults = {
  first: string;
  front3: readonly string[];
  last3: readonly string[];
  last2: string;
  lower?: Readonly<Record<ThaiLowerTier, readonly string[]>>;
};

/** Exactly `digits` decimal digits, leading zeros kept. */
export const isDigits = (value: string, digits: number): boolean => value.length === digits && /^[0-9]+$/.test(value);

/** The two adjacent-prize numbers; 000000 and 999999 wrap round (the 10^6 tickets form a ring). */
export const thaiAdjacentToFirst = (first: string): [string, string] => {
  const n = Number(first);
  const pad = (v: number): string => String((v + 1_000_000) % 1_000_000).padStart(6, '0');
  return [pad(n - 1), pad(n + 1)];
};

/** `seen` carries numbers already taken by earlier lists that a repeat should be flagged against. */
const listProblems = (path: string, values: readonly string[], count: number, digits: number, seen = new Set<string>()): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (values.length !== count) problems.push(problem(path, 'wrong-count', count));
  values.forEach((value, i) => {
    if (!isDigits(value, digits)) {
      problems.push(problem(`${path}[${i}]`, 'bad-number', digits));
      return;
    }
    // Independent 3-digit draws can repeat; a repeated 6-digit ticket is more likely a typing slip.
    // Either way staff confirm it against the official sheet rather than being blocked.
    if (seen.has(value)) problems.push(warning(`${path}[${i}]`, 'duplicate'));
    seen.add(value);
  });
  return problems;
};

/** Everything wrong with staff-entered results; empty when they can be published. */
export const thaiResultProblems = (results: ThaiResults): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (!isDigits(results.first, 6)) problems.push(problem('first', 'bad-number', 6));
  problems.push(...listProblems('front3', results.front3, thaiFront3Count, 3));
  problems.push(...listProblems('last3', results.last3, thaiLast3Count, 3));
  if (!isDigits(results.last2, 2)) problems.push(problem('last2', 'bad-number', 2));
  if (!results.lower) return problems;
  // One ticket wins one prize of the 6-digit tiers at most, so the first prize and its neighbours count as seen.
  const seen = new Set<string>(isDigits(results.first, 6) ? [results.first, ...thaiAdjacentToFirst(results.first)] : []);
  for (const tier of thaiLowerTiers) problems.push(...listProblems(`lower.${tier}`, results.lower[tier], thaiLowerTierCounts[tier], 6, seen));
  return problems;
};
