import { betReturn } from '@gp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds, conflictingLegs, parlayProblems, singlesTotals, slipReturn, type PricedLeg } from './slip-math';

const leg = (selectionId: string, eventId: string, odds = 1_950, extra: Partial<PricedLeg> = {}): PricedLeg => ({
  selectionId,
  eventId,
  odds,
  outright: false,
  suspended: false,
  ...extra,
});

describe('potential return, as the server settles it', () => {
  it('pays a single stake x odds, rounded down once', () => {
    // 10.00 at 1.95 returns 19.50; 3.33 at 1.955 = 6.51015 -> 6.51.
    expect(slipReturn(1_000, [1_950])).toBe(1_950);
    expect(slipReturn(333, [1_955])).toBe(651);
  });

  it('multiplies a parlay exactly and rounds the product once, not per leg', () => {
    // 10.00 x 1.95 x 2.10 x 1.80 = 73.71.
    expect(slipReturn(1_000, [1_950, 2_100, 1_800])).toBe(7_371);
    // 0.07 x 1.333 x 1.333 = 0.12438...: 12, where per-leg rounding would give 11.
    expect(slipReturn(7, [1_333, 1_333])).toBe(12);
  });

  it('shows nothing for a missing or bad stake, no legs, bad odds or more than ten legs', () => {
    expect(slipReturn(null, [1_950])).toBeNull();
    expect(slipReturn(0, [1_950])).toBeNull();
    expect(slipReturn(10.5, [1_950])).toBeNull();
    expect(slipReturn(100, [])).toBeNull();
    expect(slipReturn(100, [1_000])).toBeNull();
    expect(
      slipReturn(
        100,
        Array.from({ length: 11 }, () => 1_500),
      ),
    ).toBeNull();
  });

  it('equals the contracts settlement of every leg winning, for any stake and 1-10 legs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 1_001, max: 5_000 }), { minLength: 1, maxLength: 10 }), (stake, odds) => {
        const expected = betReturn(
          stake,
          odds.map((o) => ({ odds: o, outcome: 'win' as const })),
        );
        expect(slipReturn(stake, odds)).toBe(expected);
        // The exact product, rounded down once.
        const exact = odds.reduce((acc, o) => acc * BigInt(o), BigInt(stake)) / 1000n ** BigInt(odds.length);
        expect(BigInt(expected)).toBe(exact);
      }),
    );
  });

  it('sums singles, and shows no total while a stake is missing', () => {
    expect(
      singlesTotals([
        { stake: 1_000, odds: 1_950 },
        { stake: 500, odds: 3_000 },
      ]),
    ).toEqual({ stake: 1_500, potentialReturn: 1_950 + 1_500 });
    expect(
      singlesTotals([
        { stake: 1_000, odds: 1_950 },
        { stake: null, odds: 3_000 },
      ]),
    ).toEqual({ stake: 1_000, potentialReturn: null });
  });

  it("prints a parlay's combined odds rounded down", () => {
    // 1.95 x 2.10 = 4.095; 1.333 x 1.333 = 1.776889 -> 1.776.
    expect(combinedOdds([1_950, 2_100])).toBe(4_095);
    expect(combinedOdds([1_333, 1_333])).toBe(1_776);
    expect(combinedOdds([])).toBeNull();
  });
});

describe('parlay rules', () => {
  it('flags every leg sharing a match with another', () => {
    const legs = [leg('m-1:1x2:home', 'm-1'), leg('m-1:ou:10:over', 'm-1'), leg('m-2:1x2:away', 'm-2')];
    expect([...conflictingLegs(legs)].sort()).toEqual(['m-1:1x2:home', 'm-1:ou:10:over']);
    expect(parlayProblems(legs)).toEqual(['conflict']);
  });

  it('takes 2 to 10 legs, no outright and nothing suspended', () => {
    expect(parlayProblems([leg('a', 'm-1')])).toEqual(['too-few']);
    expect(parlayProblems(Array.from({ length: 11 }, (_, i) => leg(`s${i}`, `m-${i}`)))).toEqual(['too-many']);
    expect(parlayProblems(Array.from({ length: 10 }, (_, i) => leg(`s${i}`, `m-${i}`)))).toEqual([]);
    expect(parlayProblems([leg('a', 'm-1'), leg('b', 'o-1', 3_000, { outright: true })])).toEqual(['outright']);
    expect(parlayProblems([leg('a', 'm-1'), leg('b', 'm-2', 3_000, { suspended: true })])).toEqual(['suspended']);
  });
});
