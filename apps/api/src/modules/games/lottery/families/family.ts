/**
 * What the lottery service needs from each family of games (Vietnam, 4D, the Thai six digits, the
 * fast e-lottery): the pure rules of packages/contracts/src/lottery behind one shape, so betting,
 * risk and settlement are written once.
 */

/** One line of a slip as a player sends it; each family reads `type`, `numbers` and `stake` its own way. */
export type LineInput = { type: string; numbers: readonly string[]; stake: number; points?: number | undefined };

/** Why a line, terms or result cannot be used: a property path and a code the screens translate. */
export type LineProblem = { path: string; code: string };

/** A line the family accepted, priced at the game's terms. */
export type PricedLine = {
  betType: string;
  /** What settlement needs besides the terms, stored with the bet. */
  selection: Record<string, unknown>;
  /** What the player pays, minor units. */
  amount: number;
  /** The most the line can pay on any result (a check against the game's maximum). */
  maxPayout: number;
  /** What the line would cost the operator per number drawn: the per-number liability it adds. */
  exposure: readonly (readonly [string, number])[];
};

export type Priced = { ok: true; line: PricedLine } | { ok: false; problems: LineProblem[] };
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: LineProblem[] };

/** A random integer in [0, n): the simulated result source draws with it. */
export type RandomBelow = (n: number) => number;

export type LotteryFamilyRules = {
  /** Whether these terms (odds, prize tables) can be used with the (checked) schedule; the staff editor shows the problems. */
  checkTerms: (terms: unknown, schedule: Record<string, unknown>) => Checked<Record<string, unknown>>;
  /** Whether this schedule (region, calendar or cadence) can be used. */
  checkSchedule: (schedule: unknown) => Checked<Record<string, unknown>>;
  /** Validates and prices one line at the terms (already checked). */
  price: (line: LineInput, terms: Record<string, unknown>, schedule: Record<string, unknown>) => Priced;
  /** Whether a result fits the draw (entered, imported or simulated). Warnings are not problems. */
  checkResult: (result: unknown, schedule: Record<string, unknown>) => Checked<Record<string, unknown>>;
  /** The win of one stored line on a checked result, minor units; 0 for a loss. */
  settle: (betType: string, selection: Record<string, unknown>, result: Record<string, unknown>, terms: Record<string, unknown>) => number;
  /** A valid result drawn at random: the demo's stand-in for an official sheet. */
  simulate: (random: RandomBelow, schedule: Record<string, unknown>) => Record<string, unknown>;
  /** The draws the calendar holds with fromMs <= drawAt < toMs, earliest first. */
  slots: (fromMs: number, toMs: number, schedule: Record<string, unknown>, closeBeforeSeconds: number) => ScheduledSlot[];
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const fail = (path: string, code: string): { ok: false; problems: LineProblem[] } => ({ ok: false, problems: [{ path, code }] });

/** A random string of `digits` decimal digits. */
export const randomDigits = (random: RandomBelow, digits: number): string => Array.from({ length: digits }, () => String(random(10))).join('');

/** A draw a game's calendar holds: its key (unique within the game), times in epoch ms. */
export type ScheduledSlot = { drawKey: string; province: string | null; opensAt: number; closeAt: number; drawAt: number };
