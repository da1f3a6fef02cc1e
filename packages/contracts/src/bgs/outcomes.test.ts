import { describe, expect, it } from 'vitest';
import { fairFloats, floatsFromRounds, uint32sFromBytes, webCryptoHmacSha256, webCryptoSha256Hex, twoPow32 } from './fair';
import {
  bgsOutcome,
  crashMsToReach,
  crashMultiplierAt,
  diceMultiplierTenThousandths,
  diceOutcome,
  dicePayout,
  isDiceTargetValid,
  limboOutcome,
  minesLayout,
  minesMultiplierHundredths,
  minesPayout,
  multiplierCurveHundredths,
  plinkoOutcome,
  toHundredths,
} from './outcomes';
import { plinkoPaytables, plinkoRisks } from './plinko-paytables';

const binom = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

// Known answers computed outside this code: `printf 'player-seed:0:0' | openssl dgst -sha256 -hmac <64 x "a">`
// and `printf <64 x "a"> | sha256sum`.
const serverSeed = 'a'.repeat(64);
const kat = { clientSeed: 'player-seed', nonce: 0 };
const katHmacRound0 = '26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672';
const katSeedHash = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (h: string) => new Uint8Array(h.match(/../g)!.map((x) => parseInt(x, 16)));

describe('the HMAC -> float chain', () => {
  it('WebCrypto HMAC and SHA-256 match the openssl / sha256sum answers', async () => {
    expect(hex(await webCryptoHmacSha256(serverSeed, 'player-seed:0:0'))).toBe(katHmacRound0);
    expect(await webCryptoSha256Hex(serverSeed)).toBe(katSeedHash);
  });

  it('reads 4 bytes big-endian into a float u / 2^32', () => {
    const words = uint32sFromBytes(fromHex(katHmacRound0));
    // 0x26c32bbf = 650324927, 0xa4693872 = 2758359154 (hand-converted).
    expect(words.slice(0, 2)).toEqual([650324927, 2758359154]);
    const floats = floatsFromRounds([fromHex(katHmacRound0)], 2);
    expect(floats[0]).toBe(650324927 / 4294967296);
    expect(floats[0]).toBeCloseTo(0.1514156, 7);
    expect(uint32sFromBytes(new Uint8Array(32).fill(255))[0]).toBe(twoPow32 - 1);
  });

  it('takes round 0, 1, 2 ... for more than 8 floats', async () => {
    const messages: string[] = [];
    const fakeHmac = (_key: string, message: string) => {
      messages.push(message);
      return new Uint8Array(32).fill(messages.length);
    };
    const floats = await fairFloats(fakeHmac, { serverSeed, clientSeed: 'c', nonce: 7 }, 17);
    expect(messages).toEqual(['c:7:0', 'c:7:1', 'c:7:2']);
    expect(floats).toHaveLength(17);
    expect(floats[8]).not.toBe(floats[7]);
  });

  it('dice and limbo of the known seed: roll 15.14, limbo 1.16x (hand-checked: 99 / (1 - 0.1514156) = 116.67)', async () => {
    const floats = await fairFloats(webCryptoHmacSha256, { serverSeed, ...kat }, 1);
    expect(bgsOutcome({ game: 'dice', target: 50, direction: 'under' }, floats)).toEqual({ game: 'dice', rollHundredths: 1514, roll: 15.14, win: true });
    expect(bgsOutcome({ game: 'limbo', targetMultiplier: 1.17 }, floats)).toEqual({ game: 'limbo', resultHundredths: 116, result: 1.16, win: false });
    expect(bgsOutcome({ game: 'crash' }, floats)).toEqual({ game: 'crash', crashPointHundredths: 116, crashPoint: 1.16 });
  });
});

describe('dice', () => {
  it('wins under when roll < target and over when roll > target', () => {
    expect(diceOutcome([0.4999], 5000, 'under').win).toBe(true);
    expect(diceOutcome([0.5], 5000, 'under').win).toBe(false);
    expect(diceOutcome([0.5], 5000, 'over').win).toBe(false);
    expect(diceOutcome([0.5001], 5000, 'over').win).toBe(true);
    expect(diceOutcome([0.99999999], 5000, 'over').roll).toBe(99.99);
  });

  it('pays exactly 99% for every valid target (10,000 equally likely rolls)', () => {
    for (const direction of ['under', 'over'] as const) {
      for (let t = 0; t <= 10000; t += 97) {
        if (!isDiceTargetValid(t, direction)) continue;
        let wins = 0;
        for (let roll = 0; roll < 10000; roll += 1) if (diceOutcome([(roll + 0.5) / 10000], t, direction).win) wins += 1;
        const winning = direction === 'under' ? t : 9999 - t;
        expect(wins).toBe(winning);
        // Exact: (winning / 10000) * (9900 / winning) / 100 = 0.99; a stake divisible by `winning` shows it.
        expect(dicePayout(BigInt(winning) * 100n, t, direction, true)).toBe(9900n * 100n);
      }
    }
    expect(isDiceTargetValid(99, 'under')).toBe(false);
    expect(isDiceTargetValid(100, 'under')).toBe(true);
    expect(isDiceTargetValid(9801, 'under')).toBe(false);
    expect(diceMultiplierTenThousandths(5000, 'under')).toBe(19800);
    expect(toHundredths(50.5)).toBe(5050);
    expect(toHundredths(50.555)).toBeNull();
  });
});

describe('limbo and crash curve', () => {
  it('P(result >= x) = 0.99 / x: the smallest winning u gives exactly that tail', () => {
    for (const target of [101, 150, 200, 1000, 12345, 100_000_000]) {
      // Smallest u whose result reaches target: 99 * 2^32 / (2^32 - u) >= target.
      const uMin = Math.ceil(twoPow32 - (99 * twoPow32) / target);
      expect(multiplierCurveHundredths(uMin / twoPow32)).toBeGreaterThanOrEqual(target);
      expect(multiplierCurveHundredths((uMin - 1) / twoPow32)).toBeLessThan(target);
      const tail = (twoPow32 - uMin) / twoPow32;
      expect(Math.abs(tail - 99 / target)).toBeLessThan(1e-9);
    }
  });

  it('busts instantly below f = 0.01 and never goes under 1.00x', () => {
    expect(multiplierCurveHundredths(0)).toBe(100);
    expect(multiplierCurveHundredths(0.0099)).toBe(100);
    expect(multiplierCurveHundredths((twoPow32 - 1) / twoPow32)).toBe(Math.floor((99 * twoPow32) / 1));
    expect(limboOutcome([0.5], 198)).toEqual({ resultHundredths: 198, result: 1.98, win: true });
  });

  it('draws the crash curve both ways', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(crashMsToReach(200))).toBe(200);
    expect(crashMultiplierAt(crashMsToReach(200) - 5)).toBe(199);
  });
});

describe('mines', () => {
  it('draws without replacement from the remaining tiles (hand-checked)', () => {
    // 0 -> tile 0; then floor(0.5 * 24) = 12 of [1..24] -> 13; then floor(0.999 * 23) = 22 -> 24.
    expect(minesLayout([0, 0.5, 0.999], 3)).toEqual([0, 13, 24]);
    const all = minesLayout(
      Array.from({ length: 24 }, () => 0.999999),
      24,
    );
    expect(new Set(all).size).toBe(24);
  });

  it('every cash-out point returns exactly 99%', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let k = 1; k <= 25 - mines; k += 1) {
        // P(k safe) = C(25 - mines, k) / C(25, k), so payout * P = 0.99 * stake exactly.
        const stake = binom(25 - mines, k) * 100n;
        const payout = minesPayout(stake, mines, k);
        expect(payout).toBe(99n * binom(25, k));
        // Expected return = payout * P(k safe) = 99 * C(25 - mines, k) = 0.99 * stake.
        expect((payout * binom(25 - mines, k)) / binom(25, k)).toBe((stake * 99n) / 100n);
      }
    }
    expect(minesMultiplierHundredths(1, 1)).toBe(103);
    expect(minesMultiplierHundredths(24, 1)).toBe(2475);
  });
});

describe('plinko', () => {
  it('every paytable is symmetric, rises towards the edges and returns exactly 99%', () => {
    for (const risk of plinkoRisks) {
      for (let rows = 8; rows <= 16; rows += 1) {
        const table = plinkoPaytables[risk][rows]!;
        expect(table).toHaveLength(rows + 1);
        const sum = table.reduce((acc, m, k) => acc + binom(rows, k) * BigInt(m), 0n);
        expect(sum).toBe(99n * 2n ** BigInt(rows));
        for (let k = 0; k <= rows; k += 1) expect(table[k]).toBe(table[rows - k]);
        for (let k = 1; k <= rows / 2; k += 1) expect(table[k - 1]!).toBeGreaterThanOrEqual(table[k]!);
      }
    }
  });

  it('goes right on f >= 0.5 and lands in the slot of the number of rights', () => {
    const floats = [0.1, 0.5, 0.9, 0.2, 0.7, 0.3, 0.49, 0.51];
    expect(plinkoOutcome(floats, 8, 'low')).toEqual({ path: [0, 1, 1, 0, 1, 0, 0, 1], slot: 4, multiplierHundredths: plinkoPaytables.low[8]![4] });
  });
});
