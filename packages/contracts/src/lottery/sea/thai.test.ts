import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio } from './odds';
import {
  settleThai,
  thaiBetKinds,
  thaiBetPositions,
  thaiBetProblems,
  thaiDefaultOdds,
  thaiDrawnFor,
  thaiLiabilityIfDrawn,
  thaiMaxPayout,
  thaiNominalRtp,
  thaiOddsProblems,
  type ThaiBet,
} from './thai-bets';
import { thaiAdjacentToFirst, thaiResultProblems, type ThaiResults } from './thai-results';

const results: ThaiResults = { first: '123456', front3: ['007', '345'], last3: ['456', '456'], last2: '09' };

const lower = {
  second: ['100000', '100001', '100002', '100003', '100004'],
  third: Array.from({ length: 10 }, (_, i) => String(200000 + i)),
  fourth: Array.from({ length: 50 }, (_, i) => String(300000 + i)),
  fifth: Array.from({ length: 100 }, (_, i) => String(400000 + i)),
};

describe('Thai results', () => {
  it('accepts the structure, with or without the lower tiers', () => {
    expect(thaiResultProblems(results)).toEqual([{ path: 'last3[1]', code: 'duplicate', severity: 'warning' }]);
    expect(thaiResultProblems({ ...results, last3: ['456', '789'], lower })).toEqual([]);
  });

  it('reports counts and digits', () => {
    expect(thaiResultProblems({ first: '12345', front3: ['07'], last3: ['456', '789', '000'], last2: '9' })).toEqual([
      { path: 'first', code: 'bad-number', severity: 'error', expected: 6 },
      { path: 'front3', code: 'wrong-count', severity: 'error', expected: 2 },
      { path: 'front3[0]', code: 'bad-number', severity: 'error', expected: 3 },
      { path: 'last3', code: 'wrong-count', severity: 'error', expected: 2 },
      { path: 'last2', code: 'bad-number', severity: 'error', expected: 2 },
    ]);
  });

  it('flags a lower-tier number that repeats the first prize, its neighbour or another tier', () => {
    const clash = { ...lower, second: ['123457', ...lower.second.slice(1)], fifth: [...lower.fifth.slice(0, 99), '200000'] };
    expect(thaiResultProblems({ ...results, last3: ['456', '789'], lower: clash })).toEqual([
      { path: 'lower.second[0]', code: 'duplicate', severity: 'warning' },
      { path: 'lower.fifth[99]', code: 'duplicate', severity: 'warning' },
    ]);
    expect(thaiResultProblems({ ...results, last3: ['456', '789'], lower: { ...lower, fourth: lower.fourth.slice(1) } })).toEqual([
      { path: 'lower.fourth', code: 'wrong-count', severity: 'error', expected: 50 },
    ]);
  });

  it('gives the adjacent-prize numbers, wrapping at the ends', () => {
    expect(thaiAdjacentToFirst('123456')).toEqual(['123455', '123457']);
    expect(thaiAdjacentToFirst('000000')).toEqual(['999999', '000001']);
    expect(thaiAdjacentToFirst('999999')).toEqual(['999998', '000000']);
  });
});

describe('Thai bets at the default odds (per 1.00: 900,000 / 450 / 450 / 90 / 900 / 90)', () => {
  const bet = (kind: ThaiBet['kind'], number: string, stakeMinor = 100): ThaiBet => ({ kind, number, stakeMinor });

  it('pays each kind on its own drawn numbers', () => {
    // 1.00 on 123456: 100 x 900,000,000 / 1000 = 90,000,000 minor (900,000.00).
    expect(settleThai(bet('exact6', '123456'), results, thaiDefaultOdds)).toBe(90_000_000);
    expect(settleThai(bet('exact6', '123457'), results, thaiDefaultOdds)).toBe(0);
    // 1.00 on front 007: 100 x 450,000 / 1000 = 45,000.
    expect(settleThai(bet('front3', '007'), results, thaiDefaultOdds)).toBe(45_000);
    // Last three 456 was drawn twice: 2 x 45,000 = 90,000.
    expect(settleThai(bet('last3', '456'), results, thaiDefaultOdds)).toBe(90_000);
    // 345 is a front three, not a last three.
    expect(settleThai(bet('last3', '345'), results, thaiDefaultOdds)).toBe(0);
    // 0.37 on last two 09: 37 x 90,000 / 1000 = 3,330.
    expect(settleThai(bet('last2', '09', 37), results, thaiDefaultOdds)).toBe(3_330);
    // Three top: first prize 123456 ends 456: 100 x 900,000 / 1000 = 90,000. Two top ends 56: 9,000.
    expect(settleThai(bet('first-last3', '456'), results, thaiDefaultOdds)).toBe(90_000);
    expect(settleThai(bet('first-last2', '56'), results, thaiDefaultOdds)).toBe(9_000);
    expect(settleThai(bet('first-last2', '09'), results, thaiDefaultOdds)).toBe(0);
  });

  it('rounds down', () => {
    // 0.01 at 1.234 (1,234 thousandths): 1 x 1,234 / 1000 = 1.234 -> 1 minor unit.
    expect(settleThai(bet('last2', '09', 1), results, { ...thaiDefaultOdds, last2: 1_234 })).toBe(1);
  });

  it('validates bets and odds', () => {
    expect(thaiBetProblems(bet('front3', '07'))).toEqual([{ path: 'number', code: 'bad-number', severity: 'error', expected: 3 }]);
    expect(thaiBetProblems(bet('exact6', '000000', -5))).toEqual([{ path: 'stakeMinor', code: 'bad-stake', severity: 'error' }]);
    expect(thaiOddsProblems(thaiDefaultOdds)).toEqual([]);
    expect(thaiOddsProblems({ ...thaiDefaultOdds, last2: -1 })).toEqual([{ path: 'last2', code: 'bad-odds', severity: 'error' }]);
  });

  it('states liability per drawn number and the maximum', () => {
    expect(thaiLiabilityIfDrawn(bet('last3', '456'), '456', thaiDefaultOdds)).toBe(45_000);
    expect(thaiLiabilityIfDrawn(bet('last3', '456'), '457', thaiDefaultOdds)).toBe(0);
    expect(thaiMaxPayout(bet('last3', '456'), thaiDefaultOdds)).toBe(90_000); // two positions
    expect(thaiMaxPayout(bet('exact6', '000001'), thaiDefaultOdds)).toBe(90_000_000);
  });

  it('return 90% nominally: odds x positions / 10^digits', () => {
    // exact6 900,000 x 1 / 10^6; front3 450 x 2 / 10^3; last2 90 x 1 / 10^2; first-last3 900 / 10^3.
    for (const kind of thaiBetKinds) expect(thaiNominalRtp(kind, thaiDefaultOdds)).toEqual(ratio(9n, 10n));
  });
});

describe('Thai properties', () => {
  const digits = (n: number) => fc.array(fc.constantFrom('0', '5', '9'), { minLength: n, maxLength: n }).map((d) => d.join(''));
  const resultsArb = fc.record({
    first: digits(6),
    front3: fc.array(digits(3), { minLength: 2, maxLength: 2 }),
    last3: fc.array(digits(3), { minLength: 2, maxLength: 2 }),
    last2: digits(2),
  });
  const betArb = fc
    .tuple(fc.constantFrom(...thaiBetKinds), fc.integer({ min: 1, max: 1_000_000_000 }), digits(6))
    .map(([kind, stakeMinor, six]): ThaiBet => ({ kind, stakeMinor, number: kind === 'exact6' ? six : six.slice(0, kind.endsWith('2') ? 2 : 3) }));

  it('pays >= 0, within the per-number liabilities and the maximum', () => {
    fc.assert(
      fc.property(betArb, resultsArb, (bet, r) => {
        const win = settleThai(bet, r, thaiDefaultOdds);
        const drawn = thaiDrawnFor(bet.kind, r);
        expect(drawn).toHaveLength(thaiBetPositions[bet.kind]);
        expect(win).toBeGreaterThanOrEqual(0);
        expect(win).toBeLessThanOrEqual(drawn.reduce((sum, n) => sum + thaiLiabilityIfDrawn(bet, n, thaiDefaultOdds), 0));
        expect(win).toBeLessThanOrEqual(thaiMaxPayout(bet, thaiDefaultOdds));
      }),
    );
  });
});
