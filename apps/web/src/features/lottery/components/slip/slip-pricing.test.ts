import { describe, expect, it } from 'vitest';
import { fourDMalaysiaTable, thaiDefaultOdds } from '@gp/contracts';
import { pickerSpec } from './game-terms';
import { addLines, buildLines, lineCost, lineIssue, maxSlipLines, priceSlip, type SlipLine } from './slip-pricing';

const vnTerms = {
  betTypes: { lo: { odds: 80_000, pointPrice: 21_700 }, de: { odds: 95_000, pointPrice: 1_000 }, 'xien-2': { odds: 16_800, pointPrice: 1_000 } },
};
const line = (type: string, numbers: string[], stake: number, points?: number): SlipLine =>
  points === undefined ? { type, numbers, stake } : { type, numbers, stake, points };

describe('lineCost prices a line as the server does', () => {
  it('Vietnam: ceil(stake per point x points x point price / 1000)', () => {
    // The doc's worked example: 10 points of 1,000 at 21.7 units cost 217,000.
    expect(lineCost('vn', line('lo', ['45'], 1_000, 10), vnTerms)).toBe(217_000);
    // 1 x 1 x 21.7 rounds up to 22, never down.
    expect(lineCost('vn', line('lo', ['45'], 1, 1), vnTerms)).toBe(22);
    expect(lineCost('vn', line('de', ['45'], 500), vnTerms)).toBe(500);
  });
  it('Vietnam: a type the game does not offer has no price', () => {
    expect(lineCost('vn', line('three-cang', ['123'], 100), vnTerms)).toBeNull();
  });
  it('4D: a box costs the stake times the distinct permutations, the others the stake', () => {
    const terms = { table: fourDMalaysiaTable };
    expect(lineCost('4d', line('big-box', ['1234'], 100), terms)).toBe(2_400);
    expect(lineCost('4d', line('small-box', ['1123'], 100), terms)).toBe(1_200);
    expect(lineCost('4d', line('big-box', ['1122'], 100), terms)).toBe(600);
    expect(lineCost('4d', line('big-ibox', ['1234'], 100), terms)).toBe(100);
    expect(lineCost('4d', line('big', ['1234'], 100), terms)).toBe(100);
  });
  it('Thai and the e-lottery: the stake', () => {
    expect(lineCost('thai', line('last2', ['07'], 250), { odds: thaiDefaultOdds })).toBe(250);
    expect(lineCost('keno', line('pick', ['1', '2', '3'], 300), {})).toBe(300);
    expect(lineCost('k3', line('big', [], 300), {})).toBe(300);
  });
});

describe('priceSlip', () => {
  it('counts the lines and adds their costs', () => {
    const slip = [line('lo', ['45'], 1_000, 10), line('de', ['07'], 500, 2), line('xien-2', ['12', '34'], 100, 3)];
    expect(priceSlip('vn', slip, vnTerms)).toEqual({ lines: 3, total: 217_000 + 1_000 + 300, costs: [217_000, 1_000, 300] });
  });
});

describe('buildLines', () => {
  it('makes one line per Vietnam two-digit pick, sorted, with the points', () => {
    expect(buildLines(pickerSpec('vn', 'lo'), 'lo', ['45', '07'], 100, 5)).toEqual([line('lo', ['07'], 100, 5), line('lo', ['45'], 100, 5)]);
  });
  it('takes a xiên as one line once it has its numbers, none before', () => {
    const spec = pickerSpec('vn', 'xien-3');
    expect(buildLines(spec, 'xien-3', ['45', '07'], 100, 1)).toEqual([]);
    expect(buildLines(spec, 'xien-3', ['45', '07', '90'], 100, 1)).toEqual([line('xien-3', ['07', '45', '90'], 100, 1)]);
  });
  it('makes keno picks one line and a keno side one line without numbers', () => {
    expect(buildLines(pickerSpec('keno', 'pick'), 'pick', ['80', '7', '12'], 200)).toEqual([line('pick', ['7', '12', '80'], 200)]);
    expect(buildLines(pickerSpec('keno', 'big'), 'big', [], 200)).toEqual([line('big', [], 200)]);
  });
  it('makes K3 totals and faces one line each, 11x5 any one line and first one line each', () => {
    expect(buildLines(pickerSpec('k3', 'sum'), 'sum', ['10', '4'], 100)).toEqual([line('sum', ['4'], 100), line('sum', ['10'], 100)]);
    expect(buildLines(pickerSpec('k3', 'any-triple'), 'any-triple', [], 100)).toEqual([line('any-triple', [], 100)]);
    expect(buildLines(pickerSpec('11x5', 'any'), 'any', ['3', '11'], 100)).toEqual([line('any', ['3', '11'], 100)]);
    expect(buildLines(pickerSpec('11x5', 'first'), 'first', ['3', '11'], 100)).toHaveLength(2);
  });
  it('makes 4D and Thai numbers one line each', () => {
    expect(buildLines(pickerSpec('4d', 'big'), 'big', ['0042', '1234'], 100)).toEqual([line('big', ['0042'], 100), line('big', ['1234'], 100)]);
    expect(buildLines(pickerSpec('thai', 'last3'), 'last3', ['007'], 100)).toEqual([line('last3', ['007'], 100)]);
  });
});

describe('lineIssue', () => {
  const limits = { minStake: 100, maxStake: 10_000 };
  it('checks the priced cost against the stake limits', () => {
    expect(lineIssue('vn', line('de', ['07'], 50), 50, limits)).toBe('below-minimum');
    expect(lineIssue('vn', line('de', ['07'], 50_000), 50_000, limits)).toBe('above-maximum');
    expect(lineIssue('vn', line('de', ['07'], 100), 100, limits)).toBeNull();
    expect(lineIssue('vn', line('three-cang', ['123'], 100), null, limits)).toBe('not-offered');
  });
  it('refuses a box on a number with one permutation', () => {
    expect(lineIssue('4d', line('big-box', ['1111'], 100), 100, limits)).toBe('single-permutation');
  });
});

describe('addLines', () => {
  it('leaves out exact repeats and stops at the slip limit', () => {
    const one = line('lo', ['45'], 100, 1);
    expect(addLines([one], [one, line('lo', ['46'], 100, 1)])).toHaveLength(2);
    const many = Array.from({ length: maxSlipLines + 5 }, (_, i) => line('lo', [String(i)], 100, 1));
    expect(addLines([], many)).toHaveLength(maxSlipLines);
  });
});
