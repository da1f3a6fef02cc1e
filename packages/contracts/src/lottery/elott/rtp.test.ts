import { describe, expect, it } from 'vitest';
import { choose, ratio, ratioLessThan, type ExactRatio } from '../sea/odds';
import { elevenFiveAnyCounts, elevenFiveDefaultPaytable, settleElevenFive, type ElevenFiveBet } from './eleven-five';
import { k3DefaultPaytable, k3Sides, k3Totals, type K3Bet } from './k3';
import { kenoDefaultPaytable, kenoPickCounts, kenoSumSides } from './keno';
import { elevenFiveRtp, k3Rtp, kenoCentreSumCount, kenoPickRtp, kenoSumRtp, subsetSumCount } from './rtp';

const ppm = (r: ExactRatio): bigint => (r.numerator * 1_000_000n) / r.denominator;
const within = (r: ExactRatio, low: ExactRatio, high: ExactRatio): boolean => !ratioLessThan(r, low) && !ratioLessThan(high, r);
const ninetySix = ratio(96n, 100n);

describe('keno RTP', () => {
  it('uses hypergeometric weights that add up to 1 (Vandermonde: sum C(20,h) C(60,k-h) = C(80,k))', () => {
    for (const k of kenoPickCounts) {
      let total = 0n;
      for (let h = 0; h <= k; h += 1) total += choose(20, h) * choose(60, k - h);
      expect(total).toBe(choose(80, k));
    }
  });

  it('pick 1 returns 95% exactly: 1/4 of the time 3.8', () => {
    // P(hit) = C(20,1) C(60,0) / C(80,1) = 20/80; 3.8 x 1/4 = 0.95.
    expect(kenoPickRtp(1, kenoDefaultPaytable)).toEqual(ratio(95n, 100n));
  });

  it('every default pick row returns 94.3% - 95.0% (parts per million, rounded down)', () => {
    // Recomputed outside this code with a separate script (BigInt hypergeometric sums).
    const expected: Record<number, bigint> = {
      1: 950_000n,
      2: 944_936n,
      3: 943_524n,
      4: 945_867n,
      5: 947_201n,
      6: 949_087n,
      7: 947_580n,
      8: 945_933n,
      9: 949_655n,
      10: 948_682n,
    };
    for (const k of kenoPickCounts) {
      const rtp = kenoPickRtp(k, kenoDefaultPaytable);
      expect(ppm(rtp)).toBe(expected[k]);
      expect(within(rtp, ratio(943n, 1000n), ratio(950n, 1000n))).toBe(true);
    }
  });

  it('counts subset sums exactly (checked against brute force on 3 of 10)', () => {
    const brute = new Map<number, bigint>();
    for (let a = 1; a <= 10; a += 1)
      for (let b = a + 1; b <= 10; b += 1) for (let c = b + 1; c <= 10; c += 1) brute.set(a + b + c, (brute.get(a + b + c) ?? 0n) + 1n);
    for (let total = 0; total <= 30; total += 1) expect(subsetSumCount(10, 3, total)).toBe(brute.get(total) ?? 0n);
    expect(kenoCentreSumCount()).toBe(15_542_763_534_960_598n);
  });

  it('sum bets: big and small 95.58%, odd and even 96.00%', () => {
    const big = kenoSumRtp('big', kenoDefaultPaytable);
    expect(kenoSumRtp('small', kenoDefaultPaytable)).toEqual(big);
    expect(ppm(big)).toBe(955_779n);
    // big = 1.92 x (C(80,20) - #810) / (2 C(80,20)).
    const all = choose(80, 20);
    expect(big).toEqual(ratio(1_920n * (all - kenoCentreSumCount()), 2_000n * all));
    const odd = kenoSumRtp('odd', kenoDefaultPaytable);
    const even = kenoSumRtp('even', kenoDefaultPaytable);
    expect(ppm(odd)).toBe(959_999n);
    // Odd and even split every draw: together they return 1.92 exactly.
    expect(ratio(odd.numerator * even.denominator + even.numerator * odd.denominator, odd.denominator * even.denominator)).toEqual(ratio(192n, 100n));
    for (const side of kenoSumSides) expect(within(kenoSumRtp(side, kenoDefaultPaytable), ratio(955n, 1000n), ratio(961n, 1000n))).toBe(true);
  });
});

describe('K3 RTP (216 throws counted)', () => {
  it('sides, triples and pairs return exactly 96%', () => {
    // Big: sums 11..18 are 108 of 216 throws: 1.92 x 1/2. Triple: 207.36 / 216. Any triple: 34.56 x 6 / 216.
    // Pair of a face: 3 x 5 throws with exactly two plus 1 triple = 16; 12.96 x 16 / 216 = 0.96.
    for (const side of k3Sides) expect(k3Rtp({ kind: side, stakeMinor: 1 }, k3DefaultPaytable)).toEqual(ninetySix);
    expect(k3Rtp({ kind: 'triple', face: 3, stakeMinor: 1 }, k3DefaultPaytable)).toEqual(ninetySix);
    expect(k3Rtp({ kind: 'any-triple', stakeMinor: 1 }, k3DefaultPaytable)).toEqual(ninetySix);
    expect(k3Rtp({ kind: 'pair', face: 6, stakeMinor: 1 }, k3DefaultPaytable)).toEqual(ninetySix);
  });

  it('sums return 95.94% - 96%, from the ways table 1 3 6 10 15 21 25 27 27 25 21 15 10 6 3 1', () => {
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    k3Totals.forEach((total, i) => {
      const bet: K3Bet = { kind: 'sum', total, stakeMinor: 1 };
      const rtp = k3Rtp(bet, k3DefaultPaytable);
      expect(rtp).toEqual(ratio(BigInt(k3DefaultPaytable.sum[total]) * BigInt(ways[i]!), 1_000n * 216n));
      expect(within(rtp, ratio(9594n, 10_000n), ninetySix)).toBe(true);
    });
    // 6 (10 ways) at 20.73: 207.3 / 216 = 0.959722...; 9 (25 ways) at 8.29: 207.25 / 216 = 0.959490...
    expect(ppm(k3Rtp({ kind: 'sum', total: 6, stakeMinor: 1 }, k3DefaultPaytable))).toBe(959_722n);
    expect(ppm(k3Rtp({ kind: 'sum', total: 9, stakeMinor: 1 }, k3DefaultPaytable))).toBe(959_490n);
  });
});

describe('11x5 RTP', () => {
  const bets: ElevenFiveBet[] = [
    ...elevenFiveAnyCounts.map((n): ElevenFiveBet => ({ kind: 'any', numbers: Array.from({ length: n }, (_, i) => i + 3), stakeMinor: 1 })),
    { kind: 'first', number: 4, stakeMinor: 1 },
  ];

  it('any 2..5 and first return exactly 96%, any 1 95.909%', () => {
    // Any 1: 2.11 x 5/11 = 10.55/11 = 211/220.
    expect(elevenFiveRtp(bets[0]!, elevenFiveDefaultPaytable)).toEqual(ratio(211n, 220n));
    for (const bet of bets.slice(1)) expect(elevenFiveRtp(bet, elevenFiveDefaultPaytable)).toEqual(ninetySix);
  });

  it('agrees with settling every one of the 11 x 10 x 9 x 8 x 7 = 55,440 ordered draws', () => {
    const paid = bets.map(() => 0n);
    const walk = (numbers: number[]): void => {
      if (numbers.length === 5) {
        // A stake of 1,000 minor units is paid odds exactly (no rounding).
        bets.forEach((bet, i) => (paid[i]! += BigInt(settleElevenFive({ ...bet, stakeMinor: 1000 }, { game: '11x5', numbers }, elevenFiveDefaultPaytable))));
        return;
      }
      for (let n = 1; n <= 11; n += 1) if (!numbers.includes(n)) walk([...numbers, n]);
    };
    walk([]);
    bets.forEach((bet, i) => expect(ratio(paid[i]!, 1000n * 55_440n)).toEqual(elevenFiveRtp(bet, elevenFiveDefaultPaytable)));
  });
});
