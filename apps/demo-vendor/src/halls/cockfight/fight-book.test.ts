import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleBettors } from './fight-book';
import { cockfightOutcomes } from './outcome';
import type { CockfightBet } from './pools';
import { drawReturn, settle } from './settle';

describe('settling a fight bettor by bettor', () => {
  const bettors: { bets: CockfightBet[] }[] = [
    {
      bets: [
        { kind: 'meron', amount: 3000 },
        { kind: 'draw', amount: 100 },
      ],
    },
    { bets: [{ kind: 'meron', amount: 1000 }] },
    {
      bets: [
        { kind: 'wala', amount: 1500 },
        { kind: 'wala', amount: 500 },
      ],
    },
  ];

  it('sums each bettor returns from one pari-mutuel settlement of all the bets', () => {
    // 6,000 less 300 commission, shared by meron's 4,000: 1.425 a unit.
    expect(settleBettors(bettors, 'meron')).toEqual({
      returns: [4275, 1425, 0],
      returnsByKind: [{ meron: 4275, draw: 0 }, { meron: 1425 }, { wala: 0 }],
      pools: { meron: 4000, wala: 2000 },
      poolRefunded: false,
      commission: 300,
      breakage: 0,
    });
    expect(settleBettors(bettors, 'wala').returns).toEqual([0, 0, 5700]);
  });

  it('refunds the sides and pays the draw on a draw, and refunds everything when cancelled', () => {
    expect(settleBettors(bettors, 'draw').returns).toEqual([3000 + 100 * drawReturn, 1000, 2000]);
    expect(settleBettors(bettors, 'cancelled')).toMatchObject({ returns: [3100, 1000, 2000], poolRefunded: true });
  });

  it('refunds a one-sided fight whoever wins', () => {
    expect(settleBettors([{ bets: [{ kind: 'meron', amount: 700 }] }, { bets: [{ kind: 'meron', amount: 300 }] }], 'meron').returns).toEqual([700, 300]);
    expect(settleBettors([{ bets: [{ kind: 'wala', amount: 700 }] }], 'meron').returns).toEqual([700]);
  });

  it('pays, for any bets and outcome, what settling every bet at once pays', () => {
    const bet = fc.record({ kind: fc.constantFrom('meron' as const, 'wala' as const, 'draw' as const), amount: fc.integer({ min: 1, max: 1_000_000 }) });
    fc.assert(
      fc.property(
        fc.array(fc.record({ bets: fc.array(bet, { minLength: 1, maxLength: 4 }) }), { maxLength: 12 }),
        fc.constantFrom(...cockfightOutcomes),
        (book, outcome) => {
          const flat = book.flatMap((b) => b.bets);
          const pools = { meron: 0, wala: 0 };
          for (const b of flat) if (b.kind !== 'draw') pools[b.kind] += b.amount;
          const whole = settle(flat, outcome, pools);
          const byBettor = settleBettors(book, outcome);
          expect(byBettor.returns.reduce((a, b) => a + b, 0)).toBe(whole.returns.reduce((a, b) => a + b, 0));
          expect(byBettor.pools).toEqual(pools);
          expect(byBettor.commission).toBe(whole.commission);
        },
      ),
      { numRuns: 300 },
    );
  });
});
