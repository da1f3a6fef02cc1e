import { describe, expect, it } from 'vitest';
import type { ElottDraw } from './games';
import { kenoBetProblems, kenoDefaultPaytable, kenoMaxPayout, kenoOdds, kenoPaytableProblems, settleKeno, type KenoBet } from './keno';

// 1..20 drawn: sum = 20 x 21 / 2 = 210 (small, even).
const low: ElottDraw = { game: 'keno', numbers: Array.from({ length: 20 }, (_, i) => i + 1) };
// 61..80 drawn: sum = 20 x 70.5 = 1410 (big, even).
const high: ElottDraw = { game: 'keno', numbers: Array.from({ length: 20 }, (_, i) => i + 61) };
// The pairs (1, 80), (2, 79) ... (10, 71): ten pairs of 81, sum 810 (neither big nor small; even).
const centre: ElottDraw = { game: 'keno', numbers: Array.from({ length: 10 }, (_, i) => [i + 1, 80 - i]).flat() };
// 1..19 and 21: sum = 190 + 21 = 211 (odd).
const oddSum: ElottDraw = { game: 'keno', numbers: [...Array.from({ length: 19 }, (_, i) => i + 1), 21] };

const pick = (numbers: number[], stakeMinor = 100): KenoBet => ({ kind: 'pick', numbers, stakeMinor });

describe('keno pick bets at the default paytable', () => {
  it('pays by hits', () => {
    // Pick 1 hit: 100 x 3,800 / 1000 = 380.
    expect(settleKeno(pick([7]), low, kenoDefaultPaytable)).toBe(380);
    expect(settleKeno(pick([70]), low, kenoDefaultPaytable)).toBe(0);
    // Pick 4, 3 hits (5, 6, 7 drawn; 70 not): row 4 [0, 0, 2, 8, 57] -> 8.000: 100 x 8,000 / 1000 = 800.
    expect(settleKeno(pick([5, 6, 7, 70]), low, kenoDefaultPaytable)).toBe(800);
    // Pick 10, 0 hits pays 1.000 back: 250 x 1,000 / 1000 = 250.
    expect(settleKeno(pick([71, 72, 73, 74, 75, 76, 77, 78, 79, 80], 250), low, kenoDefaultPaytable)).toBe(250);
    // Pick 10, 10 hits: 20,000 per 1.00; 0.37 staked: 37 x 20,000,000 / 1000 = 740,000.
    expect(settleKeno(pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 37), low, kenoDefaultPaytable)).toBe(740_000);
    // Pick 6, 2 hits pays 0.5: 3 x 500 / 1000 = 1.5 -> 1 (rounded down).
    expect(settleKeno(pick([1, 2, 50, 51, 52, 53], 3), low, kenoDefaultPaytable)).toBe(1);
  });

  it('caps at the row maximum', () => {
    // Pick 8 top: 6,000 x 100 = 600,000.
    expect(kenoMaxPayout(pick([1, 2, 3, 4, 5, 6, 7, 8]), kenoDefaultPaytable)).toBe(600_000);
    expect(kenoMaxPayout({ kind: 'odd', stakeMinor: 100 }, kenoDefaultPaytable)).toBe(192);
  });
});

describe('keno sum bets (1.92)', () => {
  it('big above 810, small below, both lose at 810; odd and even by parity', () => {
    const side = (kind: 'big' | 'small' | 'odd' | 'even', draw: ElottDraw) => settleKeno({ kind, stakeMinor: 100 }, draw, kenoDefaultPaytable);
    expect(centre.numbers.reduce((a, b) => a + b, 0)).toBe(810);
    // 100 x 1,920 / 1000 = 192.
    expect([side('big', high), side('small', high), side('big', low), side('small', low)]).toEqual([192, 0, 0, 192]);
    expect([side('big', centre), side('small', centre), side('even', centre), side('odd', centre)]).toEqual([0, 0, 192, 0]);
    expect([side('odd', oddSum), side('even', oddSum)]).toEqual([192, 0]);
    expect(kenoOdds({ kind: 'even', stakeMinor: 1 }, low, kenoDefaultPaytable)).toBe(1_920);
  });
});

describe('keno validation', () => {
  it('checks bets', () => {
    expect(kenoBetProblems(pick([1, 80]))).toEqual([]);
    expect(kenoBetProblems(pick([]))).toEqual([{ path: 'numbers', code: 'wrong-count', severity: 'error' }]);
    expect(kenoBetProblems(pick([1, 1, 81, 2.5], 0)).map((p) => `${p.path}:${p.code}`)).toEqual([
      'numbers[1]:duplicate',
      'numbers[2]:bad-number',
      'numbers[3]:bad-number',
      'stakeMinor:bad-stake',
    ]);
    expect(kenoBetProblems(pick(Array.from({ length: 11 }, (_, i) => i + 1)))[0]?.code).toBe('wrong-count');
  });

  it('checks paytables', () => {
    expect(kenoPaytableProblems(kenoDefaultPaytable)).toEqual([]);
    const bad = { ...kenoDefaultPaytable, pick: { ...kenoDefaultPaytable.pick, 2: [0, 1.5] } };
    expect(kenoPaytableProblems(bad)).toEqual([
      { path: 'pick.2', code: 'wrong-count', severity: 'error', expected: 3 },
      { path: 'pick.2[1]', code: 'bad-odds', severity: 'error' },
    ]);
    expect(() => settleKeno(pick([1, 2]), low, bad)).toThrow(RangeError);
  });
});
