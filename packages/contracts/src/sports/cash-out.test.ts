import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturn, potentialReturn } from './bet-settlement';
import { cashOutPrice, type CashOutLeg } from './cash-out';

// Odds in thousandths (2_100 = 2.10), probabilities in parts per million, margin in basis points.

describe('cash-out, hand-worked', () => {
  it('prices a single at potential x probability less the margin', () => {
    // 1,000 at 2.00: potential 2,000; p = 0.5: fair 1,000; 5% margin: 950.
    expect(cashOutPrice(1_000, [{ odds: 2_000, state: 'open', price: { probabilityPpm: 500_000 } }], 500)).toBe(950);
  });

  it('carries a won leg and prices two open legs, one from fair odds', () => {
    // potential = 1,000 x 1.95 x 2.10 x 1.80 = 7,371; p = (1000 / 2000) x 0.6 = 0.3: fair 2,211.3;
    // 3% margin: 2,211.3 x 0.97 = 2,144.961 -> 2,144.
    const legs: CashOutLeg[] = [
      { odds: 1_950, state: 'settled', outcome: 'win' },
      { odds: 2_100, state: 'open', price: { fairOdds: 2_000 } },
      { odds: 1_800, state: 'open', price: { probabilityPpm: 600_000 } },
    ];
    expect(cashOutPrice(1_000, legs, 300)).toBe(2_144);
  });

  it('carries a half-win leg at (1 + odds) / 2 and a void leg at 1', () => {
    // potential = 2,000 x (1 + 1.90) / 2 x 1 x 2.50 = 7,250; p = 1000 / 2400 = 5/12: fair 3,020.833...
    // no margin: 3,020; 10% margin: 2,718.75 -> 2,718.
    const legs: CashOutLeg[] = [
      { odds: 1_900, state: 'settled', outcome: 'half-win' },
      { odds: 1_700, state: 'settled', outcome: 'void' },
      { odds: 2_500, state: 'open', price: { fairOdds: 2_400 } },
    ];
    expect(cashOutPrice(2_000, legs, 0)).toBe(3_020);
    expect(cashOutPrice(2_000, legs, 1_000)).toBe(2_718);
  });

  it('is worth nothing after a lost leg, or when the open leg cannot win', () => {
    const lost: CashOutLeg[] = [
      { odds: 1_950, state: 'settled', outcome: 'loss' },
      { odds: 2_100, state: 'open', price: { probabilityPpm: 900_000 } },
    ];
    expect(cashOutPrice(1_000, lost, 0)).toBe(0);
    expect(cashOutPrice(1_000, [{ odds: 2_000, state: 'open', price: { probabilityPpm: 0 } }], 0)).toBe(0);
  });

  it('refuses a settled bet, a bad margin and a probability above 1 with codes', () => {
    expect(() => cashOutPrice(1_000, [{ odds: 2_000, state: 'settled', outcome: 'win' }], 0)).toThrow('no-open-legs');
    const open: CashOutLeg[] = [{ odds: 2_000, state: 'open', price: { probabilityPpm: 500_000 } }];
    expect(() => cashOutPrice(1_000, open, -1)).toThrow('bad-margin');
    expect(() => cashOutPrice(1_000, open, 10_001)).toThrow('bad-margin');
    expect(() => cashOutPrice(1_000, [{ odds: 2_000, state: 'open', price: { probabilityPpm: 1_000_001 } }], 0)).toThrow('bad-probability');
    expect(() => cashOutPrice(1_000, [{ odds: 2_000, state: 'open', price: { fairOdds: 999 } }], 0)).toThrow('bad-probability');
    expect(() => cashOutPrice(0, open, 0)).toThrow('bad-stake');
  });
});

describe('properties', () => {
  const stake = fc.integer({ min: 1, max: 10_000_000 });
  const odds = fc.integer({ min: 1_001, max: 5_000 });
  const price = fc.oneof(
    fc.record({ probabilityPpm: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ fairOdds: fc.integer({ min: 1_000, max: 50_000 }) }),
  );
  const settled = fc.record({
    odds,
    state: fc.constant('settled' as const),
    outcome: fc.constantFrom('win' as const, 'half-win' as const, 'push' as const, 'void' as const, 'half-loss' as const, 'loss' as const),
  });
  const open = fc.record({ odds, state: fc.constant('open' as const), price });
  const legs = fc.tuple(fc.array(settled, { maxLength: 5 }), fc.array(open, { minLength: 1, maxLength: 5 })).map(([s, o]): CashOutLeg[] => [...s, ...o]);
  const margin = fc.integer({ min: 0, max: 10_000 });

  it('the price falls (or stays) as the margin rises', () => {
    fc.assert(
      fc.property(stake, legs, margin, margin, (s, ls, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cashOutPrice(s, ls, high)).toBeLessThanOrEqual(cashOutPrice(s, ls, low));
      }),
    );
  });

  it('the price never passes the potential return: the settled legs as settled, the open ones won', () => {
    fc.assert(
      fc.property(stake, legs, margin, (s, ls, m) => {
        const ifOpenWin = betReturn(
          s,
          ls.map((leg) => ({ odds: leg.odds, outcome: leg.state === 'settled' ? leg.outcome : ('win' as const) })),
        );
        expect(cashOutPrice(s, ls, m)).toBeLessThanOrEqual(ifOpenWin);
        expect(ifOpenWin).toBeLessThanOrEqual(potentialReturn(s, ls));
      }),
    );
  });

  it('a bet whose open legs are certain is worth its return less the margin', () => {
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 10 }), margin, fc.boolean(), (s, os, m, asOdds) => {
        const certain: CashOutLeg[] = os.map((o) => ({
          odds: o,
          state: 'open',
          price: asOdds ? { fairOdds: 1_000 } : { probabilityPpm: 1_000_000 },
        }));
        // Exact: floor(stake x product(odds) / 1000^n x (10,000 - m) / 10,000), one rounding.
        const numerator = os.reduce((acc, o) => acc * BigInt(o), BigInt(s)) * BigInt(10_000 - m);
        const denominator = 1000n ** BigInt(os.length) * 10_000n;
        expect(cashOutPrice(s, certain, m)).toBe(Number(numerator / denominator));
        if (m === 0)
          expect(cashOutPrice(s, certain, 0)).toBe(
            potentialReturn(
              s,
              os.map((o) => ({ odds: o })),
            ),
          );
      }),
    );
  });

  it('a full margin pays nothing', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        expect(cashOutPrice(s, ls, 10_000)).toBe(0);
      }),
    );
  });
});
