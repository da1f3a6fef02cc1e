/** The home jackpot counter: amounts in minor units (2 decimals). */

const jackpotStartMin = 20_000_000_00;
const jackpotStartMax = 21_000_000_00;
const jackpotStepMin = 100_00;
const jackpotStepMax = 500_00;
const jackpotDelays = [3000, 4000, 5000] as const;

/** `random` returns a number in [0, 1), like Math.random. */
export type Random = () => number;

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export const jackpotStart = (random: Random): number => between(random, jackpotStartMin, jackpotStartMax);

/** The next rise: 100 to 500 whole units (the cents stay as they were). */
export const jackpotStep = (random: Random): number => between(random, jackpotStepMin / 100, jackpotStepMax / 100) * 100;

export const jackpotDelay = (random: Random): number => jackpotDelays[Math.min(jackpotDelays.length - 1, Math.floor(random() * jackpotDelays.length))] ?? 3000;

/** 2 decimals with the locale's thousands separators. */
export const formatJackpot = (minor: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** How long the figure takes to count up to a new amount (it rises every 3 to 5 s). */
export const jackpotRollMs = 1200;

/**
 * The figure shown `progress` (0 to 1) of the way from `from` to `to`, easing out: it moves in
 * whole units so the cents hold still while the units roll, and lands exactly on `to`.
 */
export const jackpotBetween = (from: number, to: number, progress: number): number => {
  if (progress >= 1 || to <= from) return to;
  const eased = 1 - (1 - Math.max(0, progress)) ** 3;
  return from + Math.floor(((to - from) / 100) * eased) * 100;
};

export type JackpotGlyph = { char: string; digit: boolean; key: string };

/**
 * The formatted figure as one glyph per character for the rolling display. Keys count from the
 * right, so a digit keeps its key while the figure grows and only a changed digit remounts (and
 * rolls in).
 */
export const jackpotGlyphs = (text: string): JackpotGlyph[] =>
  [...text].map((char, i, all) => ({ char, digit: /\d/.test(char), key: `${all.length - i}:${char}` }));
