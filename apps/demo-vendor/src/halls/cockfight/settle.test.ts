import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cockfightOutcomes } from './outcome';
import { commissionOf, poolsOf, type CockfightBet } from './pools';
import { drawReturn, settle } from './settle';

const poolTotal = (bets: readonly CockfightBet[], returns: readonly number[]) =>
  bets.reduce((sum, bet, i) => (bet.kind === 'draw' ? sum : sum + returns[i]!), 0);

describe('settling a fight', () => {
  const bets: CockfightBet[] = [
    { kind: 'meron', amount: 3000 },
    { kind: 'meron', amount: 1000 },
    { kind: 'wala', amount: 1500 },
    { kind: 'wala', amount: 500 },
    { kind: 'draw', amount: 100 },
  ];
  const pools = poolsOf(bets);

  it('shares both pools less 5 % among the winners', () => {
    // 6,000 less 300: meron's 4,000 share 5,700, so 1.425 a unit.
    expect(settle(bets, 'meron', pools)).toEqual({ returns: [4275, 1425, 0, 0, 0], poolRefunded: false, commission: 300, breakage: 0 });
    // Wala's 2,000 share the same 5,700: 2.85 a unit.
    expect(settle(bets, 'wala', pools)).toEqual({ returns: [0, 0, 4275, 1425, 0], poolRefunded: false, commission: 300, breakage: 0 });
  });

  it('rounds each share down and keeps the remainder as breakage', () => {
    const odd: CockfightBet[] = [
      { kind: 'meron', amount: 333 },
      { kind: 'meron', amount: 333 },
      { kind: 'meron', amount: 334 },
      { kind: 'wala', amount: 999 },
    ];
    // 1,999 in all, commission 99 (99.95 rounded down), 1,900 to share at 1.9: 632.7, 632.7, 634.6.
    expect(settle(odd, 'meron', poolsOf(odd))).toEqual({ returns: [632, 632, 634, 0], poolRefunded: false, commission: 99, breakage: 2 });
  });

  it('refunds meron and wala on a draw and pays the draw bet 50:1', () => {
    expect(settle(bets, 'draw', pools)).toEqual({ returns: [3000, 1000, 1500, 500, 100 * drawReturn], poolRefunded: true, commission: 0, breakage: 0 });
  });

  it('refunds every stake, draw bets included, when the fight is cancelled', () => {
    expect(settle(bets, 'cancelled', pools).returns).toEqual([3000, 1000, 1500, 500, 100]);
  });

  it('refunds meron and wala when one side had no bets at the close, and settles draw bets as usual', () => {
    const oneSided: CockfightBet[] = [
      { kind: 'meron', amount: 700 },
      { kind: 'draw', amount: 20 },
    ];
    expect(settle(oneSided, 'meron', poolsOf(oneSided))).toEqual({ returns: [700, 0], poolRefunded: true, commission: 0, breakage: 0 });
    expect(settle(oneSided, 'wala', poolsOf(oneSided)).returns).toEqual([700, 0]);
    expect(settle(oneSided, 'draw', poolsOf(oneSided)).returns).toEqual([700, 20 * drawReturn]);
  });

  it('refuses pools that are not the sums of the bets, and stakes that are not positive integers', () => {
    expect(() => settle(bets, 'meron', { meron: 4000, wala: 1999 })).toThrow(RangeError);
    expect(() => settle([{ kind: 'meron', amount: 1.5 }], 'meron', { meron: 1.5, wala: 0 })).toThrow(RangeError);
    expect(() => settle([{ kind: 'wala', amount: 0 }], 'wala', { meron: 0, wala: 0 })).toThrow(RangeError);
  });

  it('conserves the pools: meron and wala returns plus commission plus breakage are the pools, for any bets and outcome', () => {
    const bet = fc.record({ kind: fc.constantFrom('meron' as const, 'wala' as const, 'draw' as const), amount: fc.integer({ min: 1, max: 1e12 }) });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), fc.constantFrom(...cockfightOutcomes), (list, outcome) => {
        const closed = poolsOf(list);
        const result = settle(list, outcome, closed);
        expect(result.returns).toHaveLength(list.length);
        expect(result.returns.every((r) => Number.isSafeInteger(r) && r >= 0)).toBe(true);
        expect(poolTotal(list, result.returns) + result.commission + result.breakage).toBe(closed.meron + closed.wala);
        const winners = list.filter((b) => b.kind === outcome).length;
        expect(result.breakage).toBeGreaterThanOrEqual(0);
        expect(result.breakage).toBeLessThanOrEqual(Math.max(0, winners - 1));
        list.forEach((b, i) => {
          const r = result.returns[i]!;
          if (result.poolRefunded && b.kind !== 'draw') expect(r).toBe(b.amount);
          if (!result.poolRefunded && b.kind === outcome) expect(r).toBeGreaterThanOrEqual(b.amount);
          if (!result.poolRefunded && b.kind !== outcome) expect(r).toBe(0);
          if (b.kind === 'draw') expect(r).toBe(outcome === 'draw' ? b.amount * drawReturn : outcome === 'cancelled' ? b.amount : 0);
        });
        if (!result.poolRefunded && (outcome === 'meron' || outcome === 'wala')) expect(result.commission).toBe(commissionOf(closed, outcome));
      }),
      { numRuns: 500 },
    );
  });
});
