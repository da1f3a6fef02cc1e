/**
 * Seeded randomness for the feed: every draw comes from a string key (seed, day, league, match ...),
 * so the same key gives the same numbers in every process. Not for anything a player could attack:
 * the feed is a simulation, its outcomes are public once they happen.
 */

/** cyrb53: a fast 53-bit string hash, good enough to spread seeds. */
export const hashString = (text: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform in [min, max). */
  between: (min: number, max: number) => number;
  /** Uniform integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Exponential waiting time with this rate (events per unit). */
  exponential: (rate: number) => number;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** mulberry32 seeded from the key's hash. */
export const rngOf = (key: string): Rng => {
  let state = hashString(key) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    // 1 - next() is in (0, 1], so the log is finite.
    exponential: (rate) => -Math.log(1 - next()) / rate,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
};
