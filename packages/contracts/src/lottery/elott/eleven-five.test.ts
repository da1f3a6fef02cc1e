import { describe, expect, it } from 'vitest';
import { elevenFiveBetProblems, elevenFiveDefaultPaytable, elevenFiveMaxPayout, elevenFivePaytableProblems, settleElevenFive } from './eleven-five';
import type { ElottDraw } from './games';

const draw: ElottDraw = { game: '11x5', numbers: [10, 2, 9, 5, 7] };
const any = (numbers: number[], stakeMinor = 100) => settleElevenFive({ kind: 'any', numbers, stakeMinor }, draw, elevenFiveDefaultPaytable);

describe('11x5 bets at the default paytable', () => {
  it('any N of 5, in any order', () => {
    // Any 1 (2.11): 9 is drawn: 100 x 2,110 / 1000 = 211.
    expect(any([9])).toBe(211);
    expect(any([1])).toBe(0);
    // Any 2 (5.28): 2 and 7 drawn: 528.
    expect(any([7, 2])).toBe(528);
    // Any 3 (15.84): 1,584; one miss loses.
    expect(any([5, 9, 10])).toBe(1_584);
    expect(any([5, 9, 11])).toBe(0);
    // Any 4 (63.36): 6,336. Any 5 (443.52): 0.03 staked -> 3 x 443,520 / 1000 = 1,330.56 -> 1,330.
    expect(any([2, 5, 7, 9])).toBe(6_336);
    expect(any([7, 5, 9, 2, 10], 3)).toBe(1_330);
  });

  it('first position', () => {
    // 10 was drawn first: 100 x 10,560 / 1000 = 1,056. 2 was drawn, but second.
    expect(settleElevenFive({ kind: 'first', number: 10, stakeMinor: 100 }, draw, elevenFiveDefaultPaytable)).toBe(1_056);
    expect(settleElevenFive({ kind: 'first', number: 2, stakeMinor: 100 }, draw, elevenFiveDefaultPaytable)).toBe(0);
    expect(elevenFiveMaxPayout({ kind: 'first', number: 2, stakeMinor: 100 }, elevenFiveDefaultPaytable)).toBe(1_056);
  });

  it('validates bets and paytables', () => {
    expect(elevenFiveBetProblems({ kind: 'any', numbers: [1, 2, 3, 4, 5, 6], stakeMinor: 1 })).toEqual([
      { path: 'numbers', code: 'wrong-count', severity: 'error' },
    ]);
    expect(elevenFiveBetProblems({ kind: 'any', numbers: [0, 3, 3], stakeMinor: 1 }).map((p) => `${p.path}:${p.code}`)).toEqual([
      'numbers[0]:bad-number',
      'numbers[2]:duplicate',
    ]);
    expect(elevenFiveBetProblems({ kind: 'first', number: 12, stakeMinor: 1 })).toEqual([{ path: 'number', code: 'bad-number', severity: 'error' }]);
    expect(elevenFivePaytableProblems(elevenFiveDefaultPaytable)).toEqual([]);
    expect(elevenFivePaytableProblems({ ...elevenFiveDefaultPaytable, first: -1 })).toEqual([{ path: 'first', code: 'bad-odds', severity: 'error' }]);
  });
});
