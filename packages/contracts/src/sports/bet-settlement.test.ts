import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betProblems, betReturn, potentialReturn, type SettledLeg } from './bet-settlement';
import { legOutcomes } from './leg-outcome';

// Odds are thousandths of decimal odds: 1_950 = 1.95. Returns include the stake.

describe('singles', () => {
  it('pays stake x odds on a win and nothing on a loss', () => {
    // 10,000 x 1.95 = 19,500.
    expect(betReturn(10_000, [{ odds: 1_950, outcome: 'win' }])).toBe(19_500);
    expect(betReturn(10_000, [{ odds: 1_950, outcome: 'loss' }])).toBe(0);
  });

  it('pays half at the odds and half back on a half-win, half back on a half-loss', () => {
    // 10,000 x (1 + 1.95) / 2 = 14,750; 10,000 / 2 = 5,000.
    expect(betReturn(10_000, [{ odds: 1_950, outcome: 'half-win' }])).toBe(14_750);
    expect(betReturn(10_000, [{ odds: 1_950, outcome: 'half-loss' }])).toBe(5_000);
  });

  it('returns the stake on a push and on a void', () => {
    expect(betReturn(10_001, [{ odds: 1_950, outcome: 'push' }])).toBe(10_001);
    expect(betReturn(10_001, [{ odds: 1_950, outcome: 'void' }])).toBe(10_001);
  });

  it('rounds down once', () => {
    // 333 x 1.955 = 651.015 -> 651; a half-win of 333 at 1.955 = 333 x 2.955 / 2 = 492.0075 -> 492;
    // a half-loss of 333 = 166.5 -> 166.
    expect(betReturn(333, [{ odds: 1_955, outcome: 'win' }])).toBe(651);
    expect(betReturn(333, [{ odds: 1_955, outcome: 'half-win' }])).toBe(492);
    expect(betReturn(333, [{ odds: 1_955, outcome: 'half-loss' }])).toBe(166);
  });
});

describe('parlays, hand-worked', () => {
  it('multiplies the odds of winning legs', () => {
    // 1,000 x 1.95 x 2.10 x 1.80 = 7,371.
    const legs: SettledLeg[] = [
      { odds: 1_950, outcome: 'win' },
      { odds: 2_100, outcome: 'win' },
      { odds: 1_800, outcome: 'win' },
    ];
    expect(betReturn(1_000, legs)).toBe(7_371);
  });

  it('drops a voided leg: the rest pays as a smaller parlay', () => {
    // 1,000 x 1.95 x (void 1) x 1.80 = 3,510.
    const legs: SettledLeg[] = [
      { odds: 1_950, outcome: 'win' },
      { odds: 2_100, outcome: 'void' },
      { odds: 1_800, outcome: 'win' },
    ];
    expect(betReturn(1_000, legs)).toBe(3_510);
  });

  it('carries a half-win leg at (1 + odds) / 2', () => {
    // 1,000 x 1.95 x (1 + 1.90) / 2 = 1,000 x 1.95 x 1.45 = 2,827.5 -> 2,827.
    const legs: SettledLeg[] = [
      { odds: 1_950, outcome: 'win' },
      { odds: 1_900, outcome: 'half-win' },
    ];
    expect(betReturn(1_000, legs)).toBe(2_827);
  });

  it('carries a half-loss leg at 1/2, with a void and a half-win', () => {
    // 2,000 x 2.00 x (half-loss 0.5) x (void 1) x (1 + 1.85) / 2 = 2,000 x 2 x 0.5 x 1.425 = 2,850.
    const legs: SettledLeg[] = [
      { odds: 2_000, outcome: 'win' },
      { odds: 1_700, outcome: 'half-loss' },
      { odds: 3_300, outcome: 'void' },
      { odds: 1_850, outcome: 'half-win' },
    ];
    expect(betReturn(2_000, legs)).toBe(2_850);
  });

  it('returns nothing when any leg loses, and the stake when every leg is void', () => {
    expect(
      betReturn(1_000, [
        { odds: 1_950, outcome: 'win' },
        { odds: 1_500, outcome: 'loss' },
        { odds: 1_800, outcome: 'void' },
      ]),
    ).toBe(0);
    expect(
      betReturn(1_000, [
        { odds: 1_950, outcome: 'void' },
        { odds: 1_500, outcome: 'push' },
      ]),
    ).toBe(1_000);
  });

  it('rounds the exact product once, not per leg', () => {
    // 7 x 1.333 x 1.333 = 12.438223: 12. Per-leg rounding would give floor(floor(9.331) x 1.333) = 11.
    const legs: SettledLeg[] = [
      { odds: 1_333, outcome: 'win' },
      { odds: 1_333, outcome: 'win' },
    ];
    expect(betReturn(7, legs)).toBe(12);
  });

  it('keeps ten legs of large odds exact past 2^53 before the division', () => {
    // 100 x 2^10 = 102,400: 1.000 x 2.000 ten times, exact; the numerator is 100 x 4000^10.
    const legs: SettledLeg[] = Array.from({ length: 10 }, () => ({ odds: 2_000, outcome: 'win' as const }));
    expect(betReturn(100, legs)).toBe(102_400);
    expect(potentialReturn(100, legs)).toBe(102_400);
  });

  it('refuses bad stakes, leg counts and odds with codes', () => {
    expect(betProblems(0, [{ odds: 1_950 }])).toEqual(['bad-stake']);
    expect(betProblems(100, [])).toEqual(['bad-leg-count']);
    expect(
      betProblems(
        100,
        Array.from({ length: 11 }, () => ({ odds: 1_950 })),
      ),
    ).toEqual(['bad-leg-count']);
    expect(betProblems(100, [{ odds: 1_000 }])).toEqual(['bad-odds']);
    expect(() => betReturn(100, [{ odds: 1_950.5, outcome: 'win' }])).toThrow('bad-odds');
  });
});

describe('properties', () => {
  const stake = fc.integer({ min: 1, max: 10_000_000 });
  // Odds up to 5.00 keep ten legs of a 10,000,000 stake inside the safe integers (5^10 x 10^7 < 2^53).
  const leg = fc.record({ odds: fc.integer({ min: 1_001, max: 5_000 }), outcome: fc.constantFrom(...legOutcomes) });
  const legs = fc.array(leg, { minLength: 1, maxLength: 10 });

  it('a push or void returns the stake exactly', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 1_001, max: 1_000_000 }), fc.constantFrom('push' as const, 'void' as const), (s, odds, outcome) => {
        expect(betReturn(s, [{ odds, outcome }])).toBe(s);
      }),
    );
  });

  it("a parlay's return never exceeds the return of every leg winning", () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        expect(betReturn(s, ls)).toBeLessThanOrEqual(potentialReturn(s, ls));
      }),
    );
  });

  it('a void leg changes nothing: the parlay pays as if the leg were not there', () => {
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 1, maxLength: 9 }), fc.integer({ min: 1_001, max: 5_000 }), (s, ls, odds) => {
        expect(betReturn(s, [...ls, { odds, outcome: 'void' }])).toBe(betReturn(s, ls));
      }),
    );
  });

  it('outcomes are ordered: loss <= half-loss <= push <= half-win <= win for the same leg', () => {
    fc.assert(
      fc.property(stake, legs, fc.integer({ min: 1_001, max: 5_000 }), (s, ls, odds) => {
        const returns = (['loss', 'half-loss', 'push', 'half-win', 'win'] as const).map((outcome) => betReturn(s, [...ls.slice(0, 9), { odds, outcome }]));
        for (let i = 1; i < returns.length; i += 1) expect(returns[i]).toBeGreaterThanOrEqual(returns[i - 1] ?? 0);
      }),
    );
  });

  it('a single is floor(stake x odds / 1000) on a win', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 1_001, max: 1_000_000 }), (s, odds) => {
        expect(betReturn(s, [{ odds, outcome: 'win' }])).toBe(Number((BigInt(s) * BigInt(odds)) / 1000n));
      }),
    );
  });
});
