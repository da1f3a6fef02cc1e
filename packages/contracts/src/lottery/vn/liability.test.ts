import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypeRules, lotteryBetTypes, type LotteryBet, type LotteryBetType } from './bet-types';
import { drawStructures, lotteryRegions, type DrawResults, type LotteryRegion } from './draw-structure';
import { exposedNumbers, liabilityDigits, liabilityOf, suggestedOccurrenceCaps } from './liability';
import { hitCount, settleBet } from './payout';

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
// Endings drawn from a small pool half of the time, so bets win often and numbers repeat.
const ending2 = fc.oneof(fc.constantFrom('45', '42', '07'), digits(2));
const ending3 = fc.oneof(fc.constantFrom('345', '042', '907'), digits(3));

const resultNumber = (length: number) => (length === 2 ? ending2 : fc.tuple(digits(length - 3), ending3).map(([head, tail]) => head + tail));

const spreadResults = (region: LotteryRegion) =>
  fc
    .tuple(...drawStructures[region].map((shape) => fc.array(resultNumber(shape.digits), { minLength: shape.count, maxLength: shape.count })))
    .map((tiers): DrawResults => ({ region, prizes: Object.fromEntries(drawStructures[region].map((shape, i) => [shape.tier, tiers[i]])) }));

// Every result ending in the same two digits: the theoretical worst case for lô (27 or 18 hits).
const floodedResults = (region: LotteryRegion) =>
  fc
    .tuple(ending2, ...drawStructures[region].map((shape) => fc.array(digits(shape.digits - 2), { minLength: shape.count, maxLength: shape.count })))
    .map(([end, ...tiers]): DrawResults => ({
      region,
      prizes: Object.fromEntries(drawStructures[region].map((shape, i) => [shape.tier, tiers[i]!.map((head) => head + end)])),
    }));

const resultsArb = fc.constantFrom(...lotteryRegions).chain((region) => fc.oneof(spreadResults(region), floodedResults(region)));

const pickOf = (length: number) => (length === 1 ? digit : length === 2 ? ending2 : ending3);

const betArb: fc.Arbitrary<LotteryBet> = fc.constantFrom(...lotteryBetTypes).chain((type) => {
  const rule = betTypeRules[type];
  return fc.record({
    type: fc.constant(type),
    numbers: fc.uniqueArray(pickOf(rule.digits), { minLength: rule.picks, maxLength: rule.picks }),
    stakePerPoint: fc.integer({ min: 1, max: 1_000_000 }),
    points: fc.integer({ min: 1, max: 100 }),
    odds: fc.integer({ min: 1, max: 1_000_000 }),
  });
});

const lastDigitsOfAll = (results: DrawResults, length: number): Set<string> =>
  new Set(Object.values(results.prizes).flatMap((numbers) => (numbers ?? []).map((n) => n.slice(-length))));

describe('liability per drawn number: examples', () => {
  const bet = (type: LotteryBetType, numbers: string[], odds: number, stakePerPoint = 1000, points = 1): LotteryBet => ({
    type,
    numbers,
    stakePerPoint,
    points,
    odds,
  });

  it('counts every result lô reads, unless capped', () => {
    // lô 45, 10 points of 1000 at 80x: one hit pays 1000 x 10 x 80 = 800,000.
    // North worst case 27 hits: 21,600,000. South 18 hits: 14,400,000. Capped at 5: 4,000,000.
    const lo = bet('lo', ['45'], 80_000, 1000, 10);
    expect(liabilityOf(lo, '45', 'north')).toBe(21_600_000);
    expect(liabilityOf(lo, '45', 'south')).toBe(14_400_000);
    expect(liabilityOf(lo, '45', 'north', { occurrenceCap: suggestedOccurrenceCaps.north })).toBe(4_000_000);
    // A cap above what the bet reads changes nothing: đầu reads 4 results in the north, 1 in the south.
    const head = bet('lo-head', ['45'], 80_000);
    expect(liabilityOf(head, '45', 'north', { occurrenceCap: 10 })).toBe(320_000);
    expect(liabilityOf(head, '45', 'south')).toBe(80_000);
    // đầu đuôi reads 5 in the north: 5 x 80,000 = 400,000.
    expect(liabilityOf(bet('lo-head-tail', ['45'], 80_000), '45', 'north')).toBe(400_000);
    expect(liabilityOf(lo, '54', 'north')).toBe(0);
  });

  it('counts đề, its head and tail, and ba càng once', () => {
    // đề 45, 10,000 at 70x = 700,000 if 45 ends the special, 0 for any other ending.
    const de = bet('de', ['45'], 70_000, 10_000);
    expect(liabilityOf(de, '45', 'north')).toBe(700_000);
    expect(liabilityOf(de, '54', 'north')).toBe(0);
    expect(exposedNumbers(de)).toEqual(['45']);
    // đầu đề 4 at 8.5x: 10,000 x 8.5 = 85,000 for each of 40 .. 49.
    const head = bet('de-head', ['4'], 8_500, 10_000);
    expect(exposedNumbers(head)).toEqual(['40', '41', '42', '43', '44', '45', '46', '47', '48', '49']);
    expect(liabilityOf(head, '47', 'south')).toBe(85_000);
    expect(liabilityOf(head, '74', 'south')).toBe(0);
    // đuôi đề 5: 05, 15, .. 95.
    expect(exposedNumbers(bet('de-tail', ['5'], 8_500))).toEqual(['05', '15', '25', '35', '45', '55', '65', '75', '85', '95']);
    // ba càng 345 at 400x, stake 5,000: 2,000,000, keyed by 3 digits.
    const cang = bet('three-cang', ['345'], 400_000, 5_000);
    expect(liabilityOf(cang, '345', 'north')).toBe(2_000_000);
    expect(liabilityOf(cang, '045', 'north')).toBe(0);
    expect(() => liabilityOf(cang, '45', 'north')).toThrow(RangeError);
    expect(liabilityDigits('three-cang')).toBe(3);
  });

  it('counts a xiên in full for each of its numbers', () => {
    // xiên 3 at 40x, stake 10,000: 400,000 for 45, for 90 and for 17; nothing for others.
    const xien = bet('xien-3', ['45', '90', '17'], 40_000, 10_000);
    expect(exposedNumbers(xien)).toEqual(['17', '45', '90']);
    expect(liabilityOf(xien, '90', 'north')).toBe(400_000);
    expect(liabilityOf(xien, '91', 'north')).toBe(0);
  });

  it('reaches the uncapped figure when every northern result ends in the number', () => {
    // All 27 results end in 45: lô 45 hits 27 times, 1000 x 1 x 80 x 27 = 2,160,000 = its liability.
    const results: DrawResults = {
      region: 'north',
      prizes: Object.fromEntries(
        drawStructures.north.map((shape) => [shape.tier, Array.from({ length: shape.count }, () => '45'.padStart(shape.digits, '1'))]),
      ),
    };
    const lo = bet('lo', ['45'], 80_000);
    expect(hitCount(lo, '45', results)).toBe(27);
    expect(settleBet(lo, results)).toBe(2_160_000);
    expect(liabilityOf(lo, '45', 'north')).toBe(2_160_000);
  });

  it('refuses a bad cap or a key that is not digits', () => {
    const lo = bet('lo', ['45'], 80_000);
    expect(() => liabilityOf(lo, '45', 'north', { occurrenceCap: 0 })).toThrow(RangeError);
    expect(() => liabilityOf(lo, '4a', 'north')).toThrow(RangeError);
  });
});

describe('settlement properties', () => {
  it('never pays a negative or fractional amount, and settles the same way every time', () => {
    fc.assert(
      fc.property(betArb, resultsArb, (bet, results) => {
        const win = settleBet(bet, results);
        expect(Number.isSafeInteger(win) && win >= 0).toBe(true);
        expect(settleBet(bet, results)).toBe(win);
        expect(settleBet(structuredClone(bet), structuredClone(results))).toBe(win);
      }),
    );
  });

  it('never pays more than the liability of any number the bet is exposed to', () => {
    fc.assert(
      fc.property(betArb, resultsArb, (bet, results) => {
        const win = settleBet(bet, results);
        for (const number of exposedNumbers(bet)) expect(win).toBeLessThanOrEqual(liabilityOf(bet, number, results.region));
      }),
    );
  });

  it('wins only when a number it is exposed to was drawn, with a liability covering the win', () => {
    fc.assert(
      fc.property(betArb, resultsArb, (bet, results) => {
        const win = settleBet(bet, results);
        fc.pre(win > 0);
        const drawn = lastDigitsOfAll(results, liabilityDigits(bet.type));
        const covering = exposedNumbers(bet).filter((n) => drawn.has(n) && liabilityOf(bet, n, results.region) >= win);
        expect(covering.length).toBeGreaterThan(0);
      }),
    );
  });

  it('has no liability for a number it is not exposed to', () => {
    fc.assert(
      fc.property(betArb, fc.constantFrom(...lotteryRegions), digits(3), (bet, region, raw) => {
        const number = raw.slice(-liabilityDigits(bet.type));
        if (!exposedNumbers(bet).includes(number)) expect(liabilityOf(bet, number, region)).toBe(0);
      }),
    );
  });

  it('stays within a capped liability whenever the pick was drawn no more often than the cap', () => {
    const perHit = betArb.filter((bet) => betTypeRules[bet.type].pays === 'per-hit');
    fc.assert(
      fc.property(perHit, resultsArb, fc.integer({ min: 1, max: 6 }), (bet, results, cap) => {
        fc.pre(hitCount(bet, bet.numbers[0]!, results) <= cap);
        const win = settleBet(bet, results);
        for (const number of exposedNumbers(bet)) expect(win).toBeLessThanOrEqual(liabilityOf(bet, number, results.region, { occurrenceCap: cap }));
      }),
    );
  });
});
