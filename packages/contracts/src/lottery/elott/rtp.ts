import { choose, ratio, thousandthsPerUnit, type ExactRatio, type Thousandths } from '../sea/odds';
import { elevenFiveBetOdds, type ElevenFiveBet, type ElevenFivePaytable } from './eleven-five';
import { k3BetOdds, k3Wins, type K3Bet, type K3Paytable } from './k3';
import { kenoSumCentre, type KenoPaytable, type KenoPickCount, type KenoSumSide } from './keno';

/**
 * Exact return to player of a bet at a paytable: the sum over outcomes of P(outcome) × odds, as a
 * reduced fraction. Staff screens show it for an edited paytable; the tests pin the defaults.
 */
const perUnit = BigInt(thousandthsPerUnit);

/**
 * Keno pick k: P(h hits) = C(20, h) C(60, k - h) / C(80, k) (hypergeometric: the player's k numbers
 * against the 20 drawn of 80).
 */
export const kenoPickRtp = (count: KenoPickCount, paytable: KenoPaytable): ExactRatio => {
  const row = paytable.pick[count];
  const paid = row.reduce((sum, odds, hits) => sum + BigInt(odds) * choose(20, hits) * choose(60, count - hits), 0n);
  return ratio(paid, perUnit * choose(80, count));
};

/** How many `pick`-subsets of 1..pool add up to `total` (a counting table over sums, exact). */
export const subsetSumCount = (pool: number, pick: number, total: number): bigint => {
  // ways[k][s]: subsets of the numbers seen so far with k members summing to s.
  const ways = Array.from({ length: pick + 1 }, () => new Array<bigint>(total + 1).fill(0n));
  ways[0]![0] = 1n;
  for (let x = 1; x <= pool; x += 1) {
    for (let k = Math.min(pick, x); k >= 1; k -= 1) {
      const row = ways[k]!;
      const below = ways[k - 1]!;
      for (let s = total; s >= x; s -= 1) if (below[s - x] !== 0n) row[s]! += below[s - x]!;
    }
  }
  return ways[pick]![total]!;
};

let centreCount: bigint | undefined;
/** Draws of keno whose sum is exactly 810 (15,542,763,534,960,598 of C(80,20)); computed once. */
export const kenoCentreSumCount = (): bigint => {
  centreCount ??= subsetSumCount(80, 20, kenoSumCentre);
  return centreCount;
};

/**
 * Keno sum bets. n -> 81 - n maps a draw summing to s onto one summing to 1620 - s, so big and small
 * are equally likely: each (C(80,20) - #810) / 2. The sum is odd when an odd count of the 40 odd
 * numbers is drawn: P(odd) = sum over odd j of C(40, j) C(40, 20 - j) / C(80, 20).
 */
export const kenoSumRtp = (side: KenoSumSide, paytable: KenoPaytable): ExactRatio => {
  const all = choose(80, 20);
  const odd = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19].reduce((sum, j) => sum + choose(40, j) * choose(40, 20 - j), 0n);
  const winning: Readonly<Record<KenoSumSide, bigint>> = {
    big: (all - kenoCentreSumCount()) / 2n,
    small: (all - kenoCentreSumCount()) / 2n,
    odd,
    even: all - odd,
  };
  return ratio(BigInt(paytable.sum[side]) * winning[side], perUnit * all);
};

/** K3: all 216 ordered throws of three dice, equally likely, counted. */
export const k3Rtp = (bet: K3Bet, paytable: K3Paytable): ExactRatio => {
  let wins = 0n;
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) if (k3Wins(bet, [a, b, c])) wins += 1n;
  return ratio(BigInt(k3BetOdds(bet, paytable)) * wins, perUnit * 216n);
};

/** 11x5: any N wins with C(5, N) / C(11, N) (the N named among the 5 drawn); first with 1/11. */
export const elevenFiveRtp = (bet: ElevenFiveBet, paytable: ElevenFivePaytable): ExactRatio => {
  const odds: Thousandths = elevenFiveBetOdds(bet, paytable);
  if (bet.kind === 'first') return ratio(BigInt(odds), perUnit * 11n);
  const n = bet.numbers.length;
  return ratio(BigInt(odds) * choose(5, n), perUnit * choose(11, n));
};
