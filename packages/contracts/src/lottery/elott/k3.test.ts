import { describe, expect, it } from 'vitest';
import type { ElottDraw } from './games';
import { k3BetProblems, k3DefaultPaytable, k3MaxPayout, k3PaytableProblems, settleK3, type K3Bet } from './k3';

const dice = (...numbers: number[]): ElottDraw => ({ game: 'k3', numbers });
const win = (bet: K3Bet, draw: ElottDraw): number => settleK3(bet, draw, k3DefaultPaytable);

describe('K3 bets at the default paytable', () => {
  it('sum', () => {
    // 2 + 3 + 5 = 10 at 7.68: 100 x 7,680 / 1000 = 768.
    expect(win({ kind: 'sum', total: 10, stakeMinor: 100 }, dice(2, 3, 5))).toBe(768);
    expect(win({ kind: 'sum', total: 11, stakeMinor: 100 }, dice(2, 3, 5))).toBe(0);
    // 1 + 1 + 1 = 3 at 207.36: 7 x 207,360 / 1000 = 1,451.52 -> 1,451.
    expect(win({ kind: 'sum', total: 3, stakeMinor: 7 }, dice(1, 1, 1))).toBe(1_451);
  });

  it('big, small, odd, even (triples included)', () => {
    // 6 + 6 + 6 = 18: big and even, 100 x 1,920 / 1000 = 192 each.
    expect(win({ kind: 'big', stakeMinor: 100 }, dice(6, 6, 6))).toBe(192);
    expect(win({ kind: 'even', stakeMinor: 100 }, dice(6, 6, 6))).toBe(192);
    expect(win({ kind: 'small', stakeMinor: 100 }, dice(6, 6, 6))).toBe(0);
    // 4 + 4 + 3 = 11: big, odd. 10 is small.
    expect(win({ kind: 'odd', stakeMinor: 100 }, dice(4, 4, 3))).toBe(192);
    expect(win({ kind: 'big', stakeMinor: 100 }, dice(4, 4, 3))).toBe(192);
    expect(win({ kind: 'small', stakeMinor: 100 }, dice(4, 3, 3))).toBe(192);
  });

  it('triples and pairs', () => {
    // Triple 5 at 207.36: 100 x 207,360 / 1000 = 20,736.
    expect(win({ kind: 'triple', face: 5, stakeMinor: 100 }, dice(5, 5, 5))).toBe(20_736);
    expect(win({ kind: 'triple', face: 4, stakeMinor: 100 }, dice(5, 5, 5))).toBe(0);
    // Any triple at 34.56: 3,456.
    expect(win({ kind: 'any-triple', stakeMinor: 100 }, dice(2, 2, 2))).toBe(3_456);
    expect(win({ kind: 'any-triple', stakeMinor: 100 }, dice(2, 2, 3))).toBe(0);
    // Pair of 2 at 12.96: 1,296, on two 2s or three.
    expect(win({ kind: 'pair', face: 2, stakeMinor: 100 }, dice(2, 3, 2))).toBe(1_296);
    expect(win({ kind: 'pair', face: 2, stakeMinor: 100 }, dice(2, 2, 2))).toBe(1_296);
    expect(win({ kind: 'pair', face: 3, stakeMinor: 100 }, dice(2, 3, 2))).toBe(0);
    expect(k3MaxPayout({ kind: 'pair', face: 3, stakeMinor: 100 }, k3DefaultPaytable)).toBe(1_296);
  });

  it('validates bets and paytables', () => {
    expect(k3BetProblems({ kind: 'sum', total: 2, stakeMinor: 100 })).toEqual([{ path: 'total', code: 'bad-number', severity: 'error' }]);
    expect(k3BetProblems({ kind: 'pair', face: 7, stakeMinor: -1 }).map((p) => p.path)).toEqual(['face', 'stakeMinor']);
    expect(k3BetProblems({ kind: 'any-triple', stakeMinor: 1 })).toEqual([]);
    expect(k3PaytableProblems(k3DefaultPaytable)).toEqual([]);
    expect(k3PaytableProblems({ ...k3DefaultPaytable, pair: Number.NaN })).toEqual([{ path: 'pair', code: 'bad-odds', severity: 'error' }]);
  });
});
