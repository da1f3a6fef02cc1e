import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webCryptoHmacSha256, webCryptoSha256Hex } from '../../bgs/fair';
import { elottCommitment, elottCommitmentSync, isElottDrawId, isElottSeed } from './commitment';
import { deriveElottDraw, deriveElottDrawSync, elottDrawFromWords, elottMessage } from './derive';
import { elottDrawProblems, elottGames, type ElottGame } from './games';
import { hexOf, nodeHmacSha256, nodeSha256Hex } from './node-crypto.test-support';

// Known answers computed outside this code:
//   SEED=$(printf %s 'elott known-answer seed' | sha256sum | cut -c1-64)
//   printf %s "$SEED" | sha256sum                                              -> commitment
//   printf %s 'k3-1m-20250101-0001:0:0' | openssl dgst -sha256 -hmac "$SEED"   -> each round below
const seed = '770a7dc35843c56a07a267fc7b3982aeda3aaa8e20ff66fff2bcfed5120753a1';
const commitment = 'af2d052cecc2f7bf0f019eb9589a32c71668c4fda33c40b551b484bda833ad68';
const kat = {
  'k3-1m-20250101-0001:0:0': '214ca1391cdec1b87a9ff298294c20124a39adc59fd3907a34905aa9c00e189e',
  '11x5-3m-20250101-0001:0:0': '40729b397a6aa265402848448c24c75bc16406d95f46abd50c6f61e872f1391e',
  'keno-1m-20250101-0001:0:0': 'de19de90521ecc5a81ed2a95e772460541209ecb4abd6e88f7311853edef9a67',
  'keno-1m-20250101-0001:0:1': '7e0f890fb3a470d52dac22b07b2f3ef5930b75321322cdf2e8822037c5f41940',
  'keno-1m-20250101-0001:0:2': '1b4ced37e18a1868e838cf16d5a5532e09f272d20376f364d501799510c34499',
};

describe('commit-reveal inputs', () => {
  it('hashes the seed text to the published commitment (WebCrypto and node:crypto)', async () => {
    expect(await elottCommitment(seed)).toBe(commitment);
    expect(elottCommitmentSync(seed, nodeSha256Hex)).toBe(commitment);
    expect(await webCryptoSha256Hex(seed)).toBe(commitment);
    await expect(elottCommitment(seed.toUpperCase())).rejects.toThrow(RangeError);
  });

  it('accepts only 64 lower-case hex seeds and shell-safe draw ids', () => {
    expect(isElottSeed(seed)).toBe(true);
    expect(isElottSeed(seed.slice(1))).toBe(false);
    expect(isElottSeed(seed.replace('a', 'A'))).toBe(false);
    expect(isElottDrawId('k3-1m-20250101-0001')).toBe(true);
    expect(isElottDrawId('a:b')).toBe(false);
    expect(isElottDrawId('-x')).toBe(false);
    expect(isElottDrawId('x'.repeat(65))).toBe(false);
  });

  it('builds the HMAC message as the in-house chain does, with nonce 0', () => {
    expect(elottMessage('k3-1m-20250101-0001', 2)).toBe('k3-1m-20250101-0001:0:2');
  });

  it('matches openssl for every round (WebCrypto and node:crypto)', async () => {
    for (const [message, hex] of Object.entries(kat)) {
      expect(hexOf(await webCryptoHmacSha256(seed, message))).toBe(hex);
      expect(hexOf(nodeHmacSha256(seed, message))).toBe(hex);
    }
  });
});

describe('known draws', () => {
  it('K3 from round 0', async () => {
    // Words: 0x214ca139 = 558,670,137 = 6 x 93,111,689 + 3 -> die 4;
    //        0x1cdec1b8 = 484,360,632 = 6 x 80,726,772 + 0 -> die 1;
    //        0x7a9ff298 = 2,057,302,680 = 6 x 342,883,780 + 0 -> die 1. All below 2^32 - 4, accepted.
    expect(await deriveElottDraw(webCryptoHmacSha256, seed, 'k3-1m-20250101-0001', 'k3')).toEqual({ game: 'k3', numbers: [4, 1, 1] });
  });

  it('11x5 from round 0', () => {
    // 0x40729b39 = 1,081,252,665 = 11 x 98,295,696 + 9 -> [1..11][9] = 10;
    // 0x7a6aa265 = 2,053,808,741 = 10 x 205,380,874 + 1 -> [1..9, 11][1] = 2;
    // 0x40284844 = 1,076,381,764 = 9 x 119,597,973 + 7 -> [1, 3..9, 11][7] = 9;
    // 0x8c24c75b = 2,351,220,571 = 8 x 293,902,571 + 3 -> [1, 3..8, 11][3] = 5;
    // 0xc16406d9 = 3,244,558,041 = 7 x 463,508,291 + 4 -> [1, 3, 4, 6, 7, 8, 11][4] = 7.
    expect(deriveElottDrawSync(nodeHmacSha256, seed, '11x5-3m-20250101-0001', '11x5')).toEqual({ game: '11x5', numbers: [10, 2, 9, 5, 7] });
  });

  it('keno from rounds 0-2', async () => {
    // 0xde19de90 = 3,726,237,328 = 80 x 46,577,966 + 48 -> [1..80][48] = 49;
    // 0x521ecc5a = 1,377,750,106 = 79 x 17,439,874 + 60 -> 49 is gone, so [60] = 62; and so on for
    // 20 words (rounds 0, 1 and the first 4 words of 2). The list was recomputed by a separate
    // Python script from the openssl hex above.
    const expected = [49, 62, 42, 10, 59, 65, 80, 25, 52, 79, 24, 14, 3, 75, 21, 43, 69, 63, 57, 33];
    expect((await deriveElottDraw(webCryptoHmacSha256, seed, 'keno-1m-20250101-0001', 'keno')).numbers).toEqual(expected);
    expect(deriveElottDrawSync(nodeHmacSha256, seed, 'keno-1m-20250101-0001', 'keno').numbers).toEqual(expected);
  });
});

describe('selection from words', () => {
  it('rejects the top 2^32 mod n words and skips to the next', () => {
    // For n = 80, 2^32 = 80 x 53,687,091 + 16: words from 4,294,967,280 up are rejected.
    // 4,294,967,279 is accepted: 4,294,967,279 - 80 x 53,687,090 = 79 -> the number 80.
    const accepted = elottDrawFromWords('keno', [4_294_967_279, ...Array.from({ length: 19 }, () => 0)]);
    expect(accepted?.numbers.slice(0, 3)).toEqual([80, 1, 2]);
    const rejected = elottDrawFromWords('keno', [4_294_967_280, 4_294_967_295, ...Array.from({ length: 20 }, () => 0)]);
    expect(rejected?.numbers.slice(0, 2)).toEqual([1, 2]);
    // For n = 6, 2^32 = 6 x 715,827,882 + 4: 4,294,967,292 and up are rejected.
    expect(elottDrawFromWords('k3', [4_294_967_292, 4_294_967_291, 5, 6])?.numbers).toEqual([6, 6, 1]); // 4,294,967,291 mod 6 = 5
  });

  it('asks for more words when they run out', () => {
    expect(elottDrawFromWords('11x5', [1, 2, 3, 4])).toBeNull();
    expect(elottDrawFromWords('k3', [0, 0, 4_294_967_295])).toBeNull();
  });

  it('takes the next round when a round has too many rejected words', () => {
    const messages: string[] = [];
    const stingy = (_key: string, message: string): Uint8Array => {
      messages.push(message);
      // Round 0 is all 0xff (every word rejected for n = 6); round 1 is all zeros.
      return new Uint8Array(32).fill(messages.length === 1 ? 255 : 0);
    };
    expect(deriveElottDrawSync(stingy, seed, 'k3-x', 'k3').numbers).toEqual([1, 1, 1]);
    expect(messages).toEqual(['k3-x:0:0', 'k3-x:0:1']);
    expect(() => deriveElottDrawSync(() => new Uint8Array(32).fill(255), seed, 'k3-x', 'k3')).toThrow(/64 HMAC rounds/);
  });

  it('refuses malformed input', () => {
    expect(() => deriveElottDrawSync(nodeHmacSha256, 'nope', 'k3-x', 'k3')).toThrow(RangeError);
    expect(() => deriveElottDrawSync(nodeHmacSha256, seed, 'bad id', 'k3')).toThrow(RangeError);
  });
});

describe('draw properties', () => {
  const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hexOf);
  const drawIdArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,40}$/);
  const gameArb = fc.constantFrom<ElottGame>(...elottGames);

  it('are always valid and the same for the same input, sync and async', async () => {
    await fc.assert(
      fc.asyncProperty(seedArb, drawIdArb, gameArb, async (s, id, game) => {
        const draw = deriveElottDrawSync(nodeHmacSha256, s, id, game);
        expect(elottDrawProblems(draw)).toEqual([]);
        expect(deriveElottDrawSync(nodeHmacSha256, s, id, game)).toEqual(draw);
        expect(await deriveElottDraw(webCryptoHmacSha256, s, id, game)).toEqual(draw);
      }),
      { numRuns: 60 },
    );
  });

  it('are valid from any words at all, rejected ones included', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.array(fc.constantFrom(0, 4_294_967_295, 4_294_967_280, 123_456_789, 4_294_967_291), { minLength: 0, maxLength: 40 }),
        (game, words) => {
          const draw = elottDrawFromWords(game, words);
          if (draw) expect(elottDrawProblems(draw)).toEqual([]);
        },
      ),
    );
  });

  it('checks draws for count, range and repeats', () => {
    expect(elottDrawProblems({ game: '11x5', numbers: [1, 2, 3, 3, 12] })).toEqual([
      { path: 'numbers[3]', code: 'duplicate', severity: 'error' },
      { path: 'numbers[4]', code: 'bad-number', severity: 'error' },
    ]);
    expect(elottDrawProblems({ game: 'k3', numbers: [6, 6] })).toEqual([{ path: 'numbers', code: 'wrong-count', severity: 'error', expected: 3 }]);
  });
});
