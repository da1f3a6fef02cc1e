import { createHash } from 'node:crypto';
import { randomFromWords, type RandomSource } from '../../rng';

/**
 * A deterministic RandomSource: SHA-256 of `${seed}:${block}` for blocks 0, 1, 2 ... read as
 * big-endian 32-bit words, with the same rejection sampling as `cryptoRandom`, so every process
 * given the same seed draws the same numbers. For public facts only (a fight's card and length):
 * anyone holding the seed can replay it, so outcomes never come from here.
 */
export const seededRandom = (seed: string): RandomSource => {
  let block = 0;
  let words: Uint32Array = new Uint32Array(0);
  let offset = 0;
  const next32 = (): number => {
    if (offset === words.length) {
      const digest = createHash('sha256').update(`${seed}:${block}`).digest();
      block += 1;
      words = new Uint32Array(8);
      for (let i = 0; i < 8; i += 1) words[i] = digest.readUInt32BE(i * 4);
      offset = 0;
    }
    return words[offset++]!;
  };
  return randomFromWords(next32);
};
