import { fairMessage, twoPow32, uint32sFromBytes, type HmacSha256 } from '../../bgs/fair';
import { isElottDrawId, isElottSeed } from './commitment';
import { elottGameShapes, type ElottDraw, type ElottGame } from './games';

/**
 * From (seed, drawId) to the numbers, on the in-house games' chain (bgs/fair.ts) with the draw id in
 * place of the client seed and the nonce fixed at 0:
 *
 *   bytes(round) = HMAC-SHA256(key = seed text, message = `${drawId}:0:${round}`),  round = 0, 1, ...
 *
 * Each round's 32 bytes are 8 big-endian unsigned 32-bit words u (the fair floats are f = u / 2^32,
 * so u = f x 2^32 exactly). Words are used in order, round 0 first. To pick uniformly among n values
 * a word is accepted only when u < 2^32 - (2^32 mod n), and then gives u mod n; a rejected word is
 * skipped. Every accepted value is then exactly equally likely (floor(f x n), as mines uses, is off
 * by up to n / 2^32). Rejection is rare: 16 of 2^32 words for n = 80, 4 for n = 6.
 *
 * - keno / 11x5: remaining = [1..pool] ascending; for i = 0 .. count-1 take out
 *   remaining[value below (pool - i)]. The taken numbers, in order, are the draw.
 * - k3: each of the three dice is (value below 6) + 1.
 */
export type SyncHmacSha256 = (key: string, message: string) => Uint8Array;

/** The HMAC message of one round of a draw. */
export const elottMessage = (drawId: string, round: number): string => fairMessage(drawId, 0, round);

/** The next accepted value below n from words[position..]: [value, next position], or null if the words ran out. */
const valueBelow = (words: readonly number[], position: number, n: number): [number, number] | null => {
  const limit = twoPow32 - (twoPow32 % n);
  for (let i = position; i < words.length; i += 1) {
    const u = words[i]!;
    if (u < limit) return [u % n, i + 1];
  }
  return null;
};

/** The game's numbers from a run of words, or null when the words ran out before the draw was complete. */
export const elottDrawFromWords = (game: ElottGame, words: readonly number[]): ElottDraw | null => {
  const { pool, count, distinct } = elottGameShapes[game];
  const remaining = Array.from({ length: pool }, (_, i) => i + 1);
  const numbers: number[] = [];
  let position = 0;
  for (let i = 0; i < count; i += 1) {
    const picked = valueBelow(words, position, distinct ? pool - i : pool);
    if (!picked) return null;
    position = picked[1];
    numbers.push(distinct ? remaining.splice(picked[0], 1)[0]! : picked[0] + 1);
  }
  return { game, numbers };
};

// Ends a loop that only an HMAC returning nothing but rejected words could make endless.
const maxRounds = 64;

const checkInput = (seed: string, drawId: string): void => {
  if (!isElottSeed(seed)) throw new RangeError('a server seed is 64 lower-case hex characters');
  if (!isElottDrawId(drawId)) throw new RangeError('a draw id is 1-64 letters, digits, ".", "_" or "-"');
};

/** The draw from its seed and id, with an HMAC that may be asynchronous (WebCrypto in the browser). */
export const deriveElottDraw = async (hmac: HmacSha256, seed: string, drawId: string, game: ElottGame): Promise<ElottDraw> => {
  checkInput(seed, drawId);
  const words: number[] = [];
  for (let round = 0; round < maxRounds; round += 1) {
    words.push(...uint32sFromBytes(await hmac(seed, elottMessage(drawId, round))));
    const draw = elottDrawFromWords(game, words);
    if (draw) return draw;
  }
  throw new Error(`no ${game} draw within ${maxRounds} HMAC rounds`);
};

/** Synchronous twin of `deriveElottDraw` for node:crypto on the server. */
export const deriveElottDrawSync = (hmac: SyncHmacSha256, seed: string, drawId: string, game: ElottGame): ElottDraw => {
  checkInput(seed, drawId);
  const words: number[] = [];
  for (let round = 0; round < maxRounds; round += 1) {
    words.push(...uint32sFromBytes(hmac(seed, elottMessage(drawId, round))));
    const draw = elottDrawFromWords(game, words);
    if (draw) return draw;
  }
  throw new Error(`no ${game} draw within ${maxRounds} HMAC rounds`);
};
