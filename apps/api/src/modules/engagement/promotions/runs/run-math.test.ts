import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryBases, chooseRate, memberAward, type HourFigure, type RateTier } from './run-math';

const tier = (category: string | null, vipLevel: number | null, rateBp: number): RateTier => ({ category, vipLevel, rateBp });
const hour = (category: string, bet: number, refund = 0, win = 0): HourFigure => ({ category, bet: BigInt(bet), refund: BigInt(refund), win: BigInt(win) });

describe('chooseRate', () => {
  const rates = [tier(null, null, 100), tier(null, 5, 200), tier('RNG', null, 300), tier('RNG', 5, 400)];

  it('takes the most specific match: category and level, category, level, any', () => {
    expect(chooseRate(rates, 'RNG', 5)).toBe(400);
    expect(chooseRate(rates, 'RNG', 1)).toBe(300);
    expect(chooseRate(rates, 'LIVE', 5)).toBe(200);
    expect(chooseRate(rates, 'LIVE', 1)).toBe(100);
  });

  it('prefers a category match over a level match, the first listed on a tie, and null when nothing matches', () => {
    expect(chooseRate([tier(null, 5, 200), tier('RNG', null, 300)], 'RNG', 5)).toBe(300);
    expect(chooseRate([tier('RNG', null, 300), tier('RNG', null, 999)], 'RNG', 0)).toBe(300);
    expect(chooseRate([tier('RNG', 2, 300)], 'LIVE', 2)).toBeNull();
  });
});

describe('categoryBases', () => {
  it('counts net loss per category for cashback, refunds and rollbacks lowering it, winning categories dropped', () => {
    const hours = [hour('RNG', 10_000, 1_000, 2_000), hour('RNG', 500), hour('LIVE', 5_000, 0, 8_000), hour('FISH', 100, 100)];
    expect(categoryBases('cashback_daily', hours)).toEqual(new Map([['RNG', 7_500n]]));
  });

  it('counts valid bets (bets less refunds) for rebate, wins or not', () => {
    const hours = [hour('RNG', 10_000, 1_000, 2_000), hour('LIVE', 5_000, 0, 8_000), hour('FISH', 100, 100)];
    expect(categoryBases('rebate', hours)).toEqual(
      new Map([
        ['RNG', 9_000n],
        ['LIVE', 5_000n],
      ]),
    );
  });

  it('a bet fully rolled back in the period counts nothing', () => {
    expect(categoryBases('cashback_weekly', [hour('RNG', 4_000), hour('RNG', 0, 4_000)]).size).toBe(0);
  });
});

describe('memberAward', () => {
  it('sums each category at its rate, rounds down once, and caps', () => {
    const rates = [tier('RNG', null, 1_500), tier(null, null, 333)];
    const hours = [hour('RNG', 1_001), hour('LIVE', 1_001)];
    // 1,001 x 15 % + 1,001 x 3.33 % = 150.15 + 33.3333 = 183.48 -> 183
    expect(memberAward('cashback_daily', hours, 0, rates, null)).toEqual({
      base: 2_002n,
      rateBp: null,
      amount: 183n,
      lines: [
        { category: 'LIVE', base: 1_001n, rateBp: 333 },
        { category: 'RNG', base: 1_001n, rateBp: 1_500 },
      ],
    });
    expect(memberAward('cashback_daily', hours, 0, rates, 100n).amount).toBe(100n);
  });

  it('leaves out categories no rate names', () => {
    const award = memberAward('rebate', [hour('RNG', 1_000), hour('LIVE', 1_000)], 3, [tier('RNG', 3, 100)], null);
    expect(award).toMatchObject({ base: 1_000n, rateBp: 100, amount: 10n });
  });

  const hoursArb = fc.array(
    fc.record({
      category: fc.constantFrom('RNG', 'LIVE', 'FISH'),
      bet: fc.bigInt({ min: 0n, max: 10_000_000n }),
      refund: fc.bigInt({ min: 0n, max: 1_000_000n }),
      win: fc.bigInt({ min: 0n, max: 20_000_000n }),
    }),
    { maxLength: 20 },
  );
  const ratesArb = fc.array(
    fc.record({
      category: fc.option(fc.constantFrom('RNG', 'LIVE', 'FISH'), { nil: null }),
      vipLevel: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      rateBp: fc.integer({ min: 0, max: 10_000 }),
    }),
    { minLength: 1, maxLength: 8 },
  );
  const kindArb = fc.constantFrom('cashback_daily' as const, 'cashback_weekly' as const, 'rebate' as const);

  it('never pays more than the cap, the base, or less than zero', () => {
    fc.assert(
      fc.property(
        kindArb,
        hoursArb,
        ratesArb,
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.bigInt({ min: 0n, max: 100_000n }), { nil: null }),
        (kind, hours, rates, level, cap) => {
          const award = memberAward(kind, hours, level, rates, cap);
          expect(award.amount >= 0n).toBe(true);
          expect(award.amount <= award.base).toBe(true);
          if (cap !== null) expect(award.amount <= cap).toBe(true);
          expect(award.base).toBe(award.lines.reduce((s, l) => s + l.base, 0n));
          for (const line of award.lines) expect(line.base > 0n).toBe(true);
        },
      ),
    );
  });

  it('pays a rebate at least the cashback for the same play and rates (valid bets are never below net loss)', () => {
    fc.assert(
      fc.property(hoursArb, ratesArb, fc.integer({ min: 0, max: 3 }), (hours, rates, level) => {
        expect(memberAward('rebate', hours, level, rates, null).amount >= memberAward('cashback_daily', hours, level, rates, null).amount).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the hours', () => {
    fc.assert(
      fc.property(kindArb, hoursArb, ratesArb, fc.integer({ min: 0, max: 3 }), (kind, hours, rates, level) => {
        expect(memberAward(kind, [...hours].reverse(), level, rates, null)).toEqual(memberAward(kind, hours, level, rates, null));
      }),
    );
  });

  it('a refund of part of a bet never raises the award', () => {
    fc.assert(
      fc.property(kindArb, hoursArb, ratesArb, fc.bigInt({ min: 0n, max: 1_000_000n }), (kind, hours, rates, refund) => {
        const first = hours[0];
        if (!first) return;
        const refunded = [{ ...first, refund: first.refund + refund }, ...hours.slice(1)];
        expect(memberAward(kind, refunded, 0, rates, null).amount <= memberAward(kind, hours, 0, rates, null).amount).toBe(true);
      }),
    );
  });
});
