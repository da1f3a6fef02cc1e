import { randomBytes } from 'node:crypto';
import {
  crashOutcome,
  diceOutcome,
  dicePayout,
  limboOutcome,
  minesLayout,
  minesPayout,
  plinkoOutcome,
  plinkoPaytables,
  payoutAt,
  floatsFromRounds,
  fairMessage,
  type PlinkoRisk,
} from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { newServerSeed, nodeHmacSha256 } from './bgs-crypto';

/**
 * Outcome distributions of the five engines from the operating system's CSPRNG. The floats -> outcome
 * mapping is what decides the RTP (the HMAC chain is checked by known answers in the contracts tests
 * and by the uniformity test at the end). Tolerance: the simulated mean payout per unit staked is
 * within 5 standard errors of the exact 0.99, the standard error computed from the game's exact
 * variance: sqrt(Var / N). A correct engine fails this about once in 1.7 million runs; an engine off
 * by the tolerance or more fails almost always. With 1,000,000 rounds a 50% dice bet has a standard
 * error of 0.1 points, so the tolerance is ±0.5 points.
 */

const rounds = 1_000_000;
const stake = 1_000_000n; // large, so rounding payouts down costs under 1e-6 of a unit

/** `count` floats u / 2^32 from the CSPRNG, as the HMAC would give them. */
const randomFloats = (count: number): Float64Array => {
  const bytes = randomBytes(count * 4);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 1) out[i] = bytes.readUInt32BE(i * 4) / 4294967296;
  return out;
};

/** Mean return per unit staked and the 5-sigma band around the exact 0.99 given the exact variance. */
const expectRtp = (totalReturn: number, n: number, variance: number) => {
  const mean = totalReturn / n;
  const tolerance = 5 * Math.sqrt(variance / n);
  expect(Math.abs(mean - 0.99), `mean ${mean.toFixed(5)} tolerance ${tolerance.toFixed(5)}`).toBeLessThan(tolerance);
};

/** Variance of a bet that pays `m` (per unit) with probability p, else 0. */
const twoPointVariance = (m: number, p: number) => m * m * p - (m * p) ** 2;

describe('engine RTP from 1,000,000 simulated rounds (99% within 5 standard errors)', () => {
  it('dice under 50.00 (win chance 50%, pays 1.98x) and over 90.00 (9.99%, pays 9.9099x)', () => {
    const floats = randomFloats(rounds);
    let under = 0n;
    let over = 0n;
    for (let i = 0; i < rounds; i += 1) {
      const a = diceOutcome([floats[i]!], 5000, 'under');
      under += dicePayout(stake, 5000, 'under', a.win);
      const b = diceOutcome([floats[i]!], 9000, 'over');
      over += dicePayout(stake, 9000, 'over', b.win);
    }
    expectRtp(Number(under) / Number(stake), rounds, twoPointVariance(1.98, 0.5));
    expectRtp(Number(over) / Number(stake), rounds, twoPointVariance(9900 / 999, 0.0999));
  });

  it('limbo at 2x and at 10x (P = 0.99 / target)', () => {
    const floats = randomFloats(rounds);
    let two = 0n;
    let ten = 0n;
    for (let i = 0; i < rounds; i += 1) {
      if (limboOutcome([floats[i]!], 200).win) two += payoutAt(stake, 200);
      if (limboOutcome([floats[i]!], 1000).win) ten += payoutAt(stake, 1000);
    }
    expectRtp(Number(two) / Number(stake), rounds, twoPointVariance(2, 0.495));
    expectRtp(Number(ten) / Number(stake), rounds, twoPointVariance(10, 0.099));
  });

  it('crash: P(crash point >= x) = 0.99 / x, and an auto cash-out at 10x returns 99%', () => {
    const floats = randomFloats(rounds);
    const thresholds = [101, 150, 200, 500, 1000];
    const reached = thresholds.map(() => 0);
    let instant = 0;
    for (let i = 0; i < rounds; i += 1) {
      const point = crashOutcome([floats[i]!]).crashPointHundredths;
      if (floats[i]! < 0.01) instant += point === 100 ? 1 : 0;
      thresholds.forEach((x, j) => {
        if (point >= x) reached[j]! += 1;
      });
    }
    expect(instant).toBe(Array.from(floats).filter((f) => f < 0.01).length);
    thresholds.forEach((x, j) => {
      const p = 99 / x;
      const sd = Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs(reached[j]! / rounds - p), `P(point >= ${x / 100})`).toBeLessThanOrEqual(5 * sd + 1e-12);
    });
    expectRtp(reached[4]! * 10, rounds, twoPointVariance(10, 0.099));
  });

  const plinkoCase = (rows: number, risk: PlinkoRisk, n: number) => {
    const table = plinkoPaytables[risk][rows]!;
    const binom = (k: number) => {
      let r = 1;
      for (let i = 0; i < k; i += 1) r = (r * (rows - i)) / (i + 1);
      return r;
    };
    const probabilities = table.map((_, k) => binom(k) / 2 ** rows);
    const mean = table.reduce((s, m, k) => s + (m / 100) * probabilities[k]!, 0);
    const variance = table.reduce((s, m, k) => s + (m / 100) ** 2 * probabilities[k]!, 0) - mean * mean;
    const floats = randomFloats(n * rows);
    const drop = new Array<number>(rows).fill(0);
    let total = 0n;
    for (let i = 0; i < n; i += 1) {
      for (let r = 0; r < rows; r += 1) drop[r] = floats[i * rows + r]!;
      total += payoutAt(stake, plinkoOutcome(drop, rows, risk).multiplierHundredths);
    }
    expectRtp(Number(total) / Number(stake), n, variance);
  };

  // 1,000,000 drops in all; each case's tolerance comes from its own table's exact variance.
  it('plinko 8 rows, low risk (250,000 drops)', () => plinkoCase(8, 'low', 250_000));
  it('plinko 8 rows, high risk (250,000 drops)', () => plinkoCase(8, 'high', 250_000));
  it('plinko 16 rows, medium risk (250,000 drops)', () => plinkoCase(16, 'medium', 250_000));
  it('plinko 16 rows, high risk (250,000 drops)', () => plinkoCase(16, 'high', 250_000));

  it('mines: every tile equally likely to be a mine (chi-square), and cashing out after 2 picks returns 99%', () => {
    const layouts = 200_000;
    const mines = 3;
    const counts = new Array<number>(25).fill(0);
    const floats = randomFloats(layouts * mines);
    const picks = randomFloats(layouts * 2);
    let total = 0n;
    for (let i = 0; i < layouts; i += 1) {
      const layout = minesLayout(Array.from(floats.subarray(i * mines, (i + 1) * mines)), mines);
      for (const tile of layout) counts[tile]! += 1;
      // The player picks 2 distinct tiles at random, then cashes out.
      const first = Math.floor(picks[2 * i]! * 25);
      const second = (first + 1 + Math.floor(picks[2 * i + 1]! * 24)) % 25;
      if (!layout.includes(first) && !layout.includes(second)) total += minesPayout(stake, mines, 2);
    }
    const expected = (layouts * mines) / 25;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 24 degrees of freedom: P(chi2 > 70) is about 1.6e-6.
    expect(chi2).toBeLessThan(70);
    const p = (22 / 25) * (21 / 24);
    expectRtp(Number(total) / Number(stake), layouts, twoPointVariance(0.99 / p, p));
  });
});

describe('the HMAC chain gives uniform floats', () => {
  it('20,000 bets from random server seeds: floats uniform over 20 bins (chi-square) and dice RTP in band', () => {
    const bins = new Array<number>(20).fill(0);
    let diceReturn = 0n;
    const bets = 20_000;
    let serverSeed = newServerSeed();
    for (let nonce = 0; nonce < bets; nonce += 1) {
      if (nonce % 1000 === 0) serverSeed = newServerSeed();
      const floats = floatsFromRounds([nodeHmacSha256(serverSeed, fairMessage('client', nonce, 0))], 8);
      for (const f of floats) bins[Math.floor(f * 20)]! += 1;
      diceReturn += dicePayout(stake, 5000, 'under', diceOutcome(floats, 5000, 'under').win);
    }
    const expected = (bets * 8) / 20;
    const chi2 = bins.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: P(chi2 > 60) is about 3e-6.
    expect(chi2).toBeLessThan(60);
    expectRtp(Number(diceReturn) / Number(stake), bets, twoPointVariance(1.98, 0.5));
  });
});
