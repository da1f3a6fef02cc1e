/**
 * The ocean's own deterministic numbers: a hash of (room seed, lane, slot) and a short stream of
 * draws from it. Only 32-bit integer operations (`Math.imul`, shifts) and exact divisions by 2^32,
 * so every JavaScript engine, server or browser, draws the same values. This is no source of
 * outcomes: capture draws come from the server's `RandomSource`.
 */

const twoTo32 = 0x1_0000_0000;

/** A 32-bit avalanche mix (every input bit flips about half the output bits). */
const mix32 = (value: number): number => {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
};

/** FNV-1a over the UTF-16 code units of the seed, then mixed. */
export const hashSeed = (seed: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
};

export type Draws = {
  /** Uniform in [0, 1), a multiple of 2^-32. */
  unit: () => number;
  /** Uniform integer in [0, n) for n up to 2^32 (floor of unit x n). */
  int: (n: number) => number;
};

/** The draws of one slot of one lane; `slot` may be any safe integer, negative included. */
export const slotDraws = (seedHash: number, lane: number, slot: number): Draws => {
  const high = Math.floor(slot / twoTo32);
  const low = slot - high * twoTo32;
  let key = mix32(seedHash ^ mix32(lane + 0x632be5ab));
  key = mix32(key ^ mix32(low));
  key = mix32(key ^ mix32(high + 0x1b873593));
  let counter = 0;
  const unit = (): number => {
    counter += 1;
    return mix32((key + Math.imul(counter, 0x9e3779b9)) >>> 0) / twoTo32;
  };
  return { unit, int: (n) => Math.floor(unit() * n) };
};
