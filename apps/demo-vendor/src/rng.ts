import { randomFillSync } from 'node:crypto';

/** Where every outcome comes from; engines take one so tests can count and simulate. */
export type RandomSource = {
  /** A uniform integer in [0, n), n between 1 and 2^32. */
  int: (n: number) => number;
};

const twoTo32 = 0x1_0000_0000;

/**
 * A RandomSource over a stream of uniform 32-bit words. Rejection sampling keeps every value equally
 * likely: a word at or above the largest multiple of n below 2^32 is thrown away.
 */
export const randomFromWords = (next32: () => number): RandomSource => ({
  int: (n) => {
    if (!Number.isInteger(n) || n < 1 || n > twoTo32) throw new RangeError(`random range ${n}`);
    const limit = twoTo32 - (twoTo32 % n);
    for (;;) {
      const value = next32();
      if (value < limit) return value % n;
    }
  },
});

/**
 * The operating system's CSPRNG (`crypto.randomFillSync`, the same source as `randomBytes`), read in blocks so a simulation of millions
 * of rounds is not dominated by system calls.
 */
export const cryptoRandom = (blockBytes = 64 * 1024): RandomSource => {
  const block = new Uint32Array(blockBytes >> 2);
  let offset = block.length;
  const next32 = (): number => {
    if (offset === block.length) {
      randomFillSync(block);
      offset = 0;
    }
    return block[offset++]!;
  };
  return randomFromWords(next32);
};
