import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fourDBetCost,
  fourDBetProblems,
  fourDHits,
  fourDLiabilityIfDrawn,
  fourDMaxPayout,
  fourDPermutations,
  settleFourD,
  type FourDBet,
  type FourDMode,
} from './four-d-bets';
import { fourDPositions, fourDResultProblems, type FourDResults } from './four-d-results';
import { fourDMalaysiaTable, fourDNominalRtp, fourDSingaporeTable, fourDTableProblems } from './four-d-tables';
import { hasErrors } from './problem';
import { ratio } from './odds';

const pad = (n: number): string => String(n).padStart(4, '0');

// 23 distinct numbers: 1st 4321, 2nd 0042, 3rd 9999, starters 1000..1009, consolations 2000..2008 and 1243.
const results: FourDResults = {
  first: '4321',
  second: '0042',
  third: '9999',
  starter: Array.from({ length: 10 }, (_, i) => pad(1000 + i)),
  consolation: [...Array.from({ length: 9 }, (_, i) => pad(2000 + i)), '1243'],
};

const bet = (number: string, size: 'big' | 'small', mode: FourDMode, stakeMinor: number): FourDBet => ({ number, size, mode, stakeMinor });

describe('4D results', () => {
  it('accepts 23 four-digit numbers', () => {
    expect(fourDResultProblems(results)).toEqual([]);
    expect(fourDPositions(results)).toHaveLength(23);
  });

  it('reports counts and digits as errors and a repeat as a warning', () => {
    const bad = { ...results, second: '042', third: '12a4', starter: results.starter.slice(0, 9), consolation: [...results.consolation.slice(0, 9), '4321'] };
    expect(fourDResultProblems(bad)).toEqual([
      { path: 'starter', code: 'wrong-count', severity: 'error', expected: 10 },
      { path: 'second', code: 'bad-number', severity: 'error', expected: 4 },
      { path: 'third', code: 'bad-number', severity: 'error', expected: 4 },
      { path: 'consolation[9]', code: 'duplicate', severity: 'warning' },
    ]);
    const repeatOnly = fourDResultProblems({ ...results, second: '4321' });
    expect(repeatOnly).toEqual([{ path: 'second', code: 'duplicate', severity: 'warning' }]);
    expect(hasErrors(repeatOnly)).toBe(false);
  });
});

describe('4D permutations and bets', () => {
  it('counts distinct permutations: 4! = 24, 4!/2! = 12, 4!/(2!2!) = 6, 4!/3! = 4, 1', () => {
    expect(fourDPermutations('1234')).toHaveLength(24);
    expect(fourDPermutations('1123')).toHaveLength(12);
    expect(fourDPermutations('1122')).toHaveLength(6);
    expect(fourDPermutations('1112')).toEqual(['1112', '1121', '1211', '2111']);
    expect(fourDPermutations('0000')).toEqual(['0000']);
  });

  it('validates bets', () => {
    expect(fourDBetProblems(bet('0123', 'big', 'straight', 100))).toEqual([]);
    expect(fourDBetProblems(bet('123', 'big', 'straight', 0))).toEqual([
      { path: 'number', code: 'bad-number', severity: 'error', expected: 4 },
      { path: 'stakeMinor', code: 'bad-stake', severity: 'error' },
    ]);
    expect(fourDBetProblems(bet('7777', 'small', 'box', 100))).toEqual([{ path: 'mode', code: 'single-permutation', severity: 'error' }]);
    expect(fourDBetProblems(bet('7777', 'small', 'ibox', 1.5))[1]?.code).toBe('bad-stake');
  });

  it('costs the stake, or stake x permutations for a box', () => {
    expect(fourDBetCost(bet('1234', 'big', 'straight', 100))).toBe(100);
    expect(fourDBetCost(bet('1234', 'big', 'box', 100))).toBe(2400); // 24 x 100
    expect(fourDBetCost(bet('1122', 'big', 'box', 100))).toBe(600); // 6 x 100
    expect(fourDBetCost(bet('1234', 'big', 'ibox', 100))).toBe(100);
  });
});

describe('4D settlement (Malaysia table, per 1.00: Big 2500/1000/500/180/60, Small 3500/2000/1000)', () => {
  it('pays a straight Big on every tier', () => {
    // RM2.50 = 250 minor on 0042, 2nd prize: 250 x 1,000,000 / 1000 = 250,000 minor = RM2,500.00.
    expect(settleFourD(bet('0042', 'big', 'straight', 250), results, fourDMalaysiaTable)).toBe(250_000);
    // RM1 on starter 1003: 100 x 180,000 / 1000 = 18,000 (RM180).
    expect(settleFourD(bet('1003', 'big', 'straight', 100), results, fourDMalaysiaTable)).toBe(18_000);
    // RM1 on consolation 2008: 100 x 60,000 / 1000 = 6,000 (RM60).
    expect(settleFourD(bet('2008', 'big', 'straight', 100), results, fourDMalaysiaTable)).toBe(6_000);
    // The digits in another order win nothing on a straight bet.
    expect(settleFourD(bet('1234', 'big', 'straight', 100), results, fourDMalaysiaTable)).toBe(0);
  });

  it('pays Small on the top three only', () => {
    // RM1 on 9999, 3rd prize: 100 x 1,000,000 / 1000 = 100,000 (RM1,000).
    expect(settleFourD(bet('9999', 'small', 'straight', 100), results, fourDMalaysiaTable)).toBe(100_000);
    // RM1 on 4321, 1st prize: 100 x 3,500,000 / 1000 = 350,000 (RM3,500).
    expect(settleFourD(bet('4321', 'small', 'straight', 100), results, fourDMalaysiaTable)).toBe(350_000);
    expect(settleFourD(bet('1003', 'small', 'straight', 100), results, fourDMalaysiaTable)).toBe(0);
  });

  it('pays a box as one straight bet per permutation', () => {
    // RM1 per permutation of 1234: 4321 is 1st (2,500 x 100 = 250,000) and 1243 is a consolation
    // (60 x 100 = 6,000): 256,000 in all.
    const hits = fourDHits(bet('1234', 'big', 'box', 100), results, fourDMalaysiaTable);
    expect(hits.map((h) => [h.path, h.number, h.winMinor])).toEqual([
      ['first', '4321', 250_000],
      ['consolation[9]', '1243', 6_000],
    ]);
    expect(settleFourD(bet('1234', 'big', 'box', 100), results, fourDMalaysiaTable)).toBe(256_000);
  });

  it('divides an i-Box stake over the permutations and rounds each prize down', () => {
    // RM1 over 24 permutations: 1st floor(100 x 2,500,000 / (1000 x 24)) = floor(10,416.67) = 10,416;
    // consolation floor(100 x 60,000 / 24,000) = 250. Total 10,666 (RM106.66).
    expect(settleFourD(bet('1234', 'big', 'ibox', 100), results, fourDMalaysiaTable)).toBe(10_666);
    // Singapore iBet Big, S$1 on 24 permutations: 1st floor(100 x 2,000,000 / 24,000) = floor(8,333.3)
    // = 8,333 (the printed table rounds to $83) plus the consolation's 250: 8,583.
    expect(settleFourD(bet('1234', 'big', 'ibox', 100), results, fourDSingaporeTable)).toBe(8_583);
    // iBet Small, 1st only: 100 x 3,000,000 / 24,000 = 12,500 exactly (the printed $125).
    expect(settleFourD(bet('1234', 'small', 'ibox', 100), results, fourDSingaporeTable)).toBe(12_500);
  });

  it('pays each position of a number drawn twice', () => {
    // 4321 is both 1st and 2nd: 2,500 + 1,000 per RM1 = 350,000 minor.
    expect(settleFourD(bet('4321', 'big', 'straight', 100), { ...results, second: '4321' }, fourDMalaysiaTable)).toBe(350_000);
  });

  it('states liability per drawn number and the absolute maximum', () => {
    const straight = bet('1234', 'big', 'straight', 100);
    expect(fourDLiabilityIfDrawn(straight, '1234', fourDMalaysiaTable)).toBe(250_000); // top tier, 2,500 x 100
    expect(fourDLiabilityIfDrawn(straight, '4321', fourDMalaysiaTable)).toBe(0);
    expect(fourDLiabilityIfDrawn(bet('1234', 'big', 'box', 100), '4321', fourDMalaysiaTable)).toBe(250_000);
    expect(fourDLiabilityIfDrawn(bet('1234', 'big', 'ibox', 100), '4321', fourDMalaysiaTable)).toBe(10_416);
    expect(fourDLiabilityIfDrawn(bet('1234', 'small', 'straight', 100), '1234', fourDMalaysiaTable)).toBe(350_000);
    // RM10 straight Big, every position: (2,500 + 1,000 + 500 + 10 x 180 + 10 x 60) x 1,000 = 6,400,000.
    expect(fourDMaxPayout(bet('1234', 'big', 'straight', 1000), fourDMalaysiaTable)).toBe(6_400_000);
    // Small: (3,500 + 2,000 + 1,000) x 1,000 = 6,500,000.
    expect(fourDMaxPayout(bet('1234', 'small', 'straight', 1000), fourDMalaysiaTable)).toBe(6_500_000);
  });
});

describe('4D default tables', () => {
  it('return their nominal RTP: sum of prize x positions / 10,000', () => {
    // Malaysia Big: (2500 + 1000 + 500 + 10 x 180 + 10 x 60) / 10,000 = 6,400 / 10,000.
    expect(fourDNominalRtp(fourDMalaysiaTable, 'big')).toEqual(ratio(64n, 100n));
    // Malaysia Small: (3500 + 2000 + 1000) / 10,000.
    expect(fourDNominalRtp(fourDMalaysiaTable, 'small')).toEqual(ratio(65n, 100n));
    // Singapore Big: (2000 + 1000 + 490 + 2500 + 600) / 10,000 = 6,590 / 10,000.
    expect(fourDNominalRtp(fourDSingaporeTable, 'big')).toEqual(ratio(659n, 1000n));
    // Singapore Small: (3000 + 2000 + 800) / 10,000.
    expect(fourDNominalRtp(fourDSingaporeTable, 'small')).toEqual(ratio(58n, 100n));
  });

  it('are valid and reject non-integer odds', () => {
    expect(fourDTableProblems(fourDMalaysiaTable)).toEqual([]);
    expect(fourDTableProblems({ ...fourDMalaysiaTable, small: { ...fourDMalaysiaTable.small, third: 1.5 } })).toEqual([
      { path: 'small.third', code: 'bad-odds', severity: 'error' },
    ]);
  });
});

describe('4D properties', () => {
  // Numbers from a small pool so that hits, permutations and repeats are common.
  const digit = fc.constantFrom('1', '2', '3', '4');
  const number = fc.tuple(digit, digit, digit, digit).map((d) => d.join(''));
  const resultsArb = fc.record({
    first: number,
    second: number,
    third: number,
    starter: fc.array(number, { minLength: 10, maxLength: 10 }),
    consolation: fc.array(number, { minLength: 10, maxLength: 10 }),
  });
  const betArb = fc.record({
    number,
    size: fc.constantFrom('big' as const, 'small' as const),
    mode: fc.constantFrom('straight' as const, 'box' as const, 'ibox' as const),
    stakeMinor: fc.integer({ min: 1, max: 10_000_000 }),
  });
  const tableArb = fc.constantFrom(fourDMalaysiaTable, fourDSingaporeTable);

  it('pays >= 0, within the per-number liabilities and the maximum', () => {
    fc.assert(
      fc.property(betArb, resultsArb, tableArb, (b, r, table) => {
        const win = settleFourD(b, r, table);
        const liabilities = fourDPositions(r).reduce((sum, p) => sum + fourDLiabilityIfDrawn(b, p.number, table), 0);
        expect(win).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(win)).toBe(true);
        expect(win).toBeLessThanOrEqual(liabilities);
        expect(win).toBeLessThanOrEqual(fourDMaxPayout(b, table));
      }),
    );
  });

  it('pays a box exactly as straight bets on each permutation', () => {
    fc.assert(
      fc.property(betArb, resultsArb, (b, r) => {
        const box = settleFourD({ ...b, mode: 'box' }, r, fourDMalaysiaTable);
        const straights = fourDPermutations(b.number).reduce((sum, n) => sum + settleFourD({ ...b, number: n, mode: 'straight' }, r, fourDMalaysiaTable), 0);
        expect(box).toBe(straights);
      }),
    );
  });
});
