/**
 * Pure helpers of the number pickers: toggling a pick within a limit, the Vietnam quick sets and
 * random picks. `random` returns an integer below n, so tests can pass their own.
 */
export type RandomBelow = (n: number) => number;

export const mathRandomBelow: RandomBelow = (n) => Math.floor(Math.random() * n);

/** Adds or removes a pick; a pick past `max` is refused (the list comes back unchanged). */
export const togglePick = (picks: readonly string[], pick: string, max: number): string[] => {
  if (picks.includes(pick)) return picks.filter((p) => p !== pick);
  return picks.length >= max ? [...picks] : [...picks, pick];
};

export const quickSets = ['big', 'small', 'odd', 'even'] as const;
export type QuickSet = (typeof quickSets)[number];

/** A quick set of a pool of numbers: the upper or lower half, the odd or the even ones. */
export const quickSet = (pool: readonly string[], set: QuickSet): string[] => {
  const values = pool.map(Number);
  const middle = (Math.min(...values) + Math.max(...values) + 1) / 2;
  return pool.filter((p) => {
    const n = Number(p);
    if (set === 'big') return n >= middle;
    if (set === 'small') return n < middle;
    return set === 'odd' ? n % 2 === 1 : n % 2 === 0;
  });
};

/** `count` distinct picks of the pool in random order (all of it when the pool is smaller). */
export const randomPicks = (pool: readonly string[], count: number, random: RandomBelow = mathRandomBelow): string[] => {
  const left = [...pool];
  const picked: string[] = [];
  while (picked.length < count && left.length > 0) picked.push(left.splice(random(left.length), 1)[0]!);
  return picked;
};

/** A random number of `digits` digits, leading zeros kept. */
export const randomDigits = (digits: number, random: RandomBelow = mathRandomBelow): string =>
  Array.from({ length: digits }, () => String(random(10))).join('');

/** What the player typed as a number of exactly `digits` digits, or null. */
export const readDigits = (text: string, digits: number): string | null => {
  const trimmed = text.trim();
  return new RegExp(`^[0-9]{${digits}}$`).test(trimmed) ? trimmed : null;
};

/** Several numbers typed at once, split on spaces, commas or semicolons: the valid ones, and whether any was not. */
export const readManyDigits = (text: string, digits: number): { numbers: string[]; rejected: boolean } => {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const numbers = parts.map((p) => readDigits(p, digits)).filter((n): n is string => n !== null);
  return { numbers: [...new Set(numbers)], rejected: numbers.length !== parts.length };
};
