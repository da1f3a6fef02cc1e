import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypeRules, lotteryBetTypes, resultsReadCount, tiersRead, validateBet, validatePick, type LotteryBetType } from './bet-types';

describe('bet type rules', () => {
  it('asks for the right count and length of picks', () => {
    const shape = Object.fromEntries(lotteryBetTypes.map((type) => [type, [betTypeRules[type].picks, betTypeRules[type].digits]]));
    expect(shape).toEqual({
      lo: [1, 2],
      'lo-head': [1, 2],
      'lo-head-tail': [1, 2],
      de: [1, 2],
      'de-first': [1, 2],
      'de-head': [1, 1],
      'de-tail': [1, 1],
      'three-cang': [1, 3],
      'xien-2': [2, 2],
      'xien-3': [3, 2],
      'xien-4': [4, 2],
    });
  });

  it('reads every result for lô and xiên, the head tier for đầu, one prize for đề', () => {
    // lô: 27 north, 18 south. đầu: giải bảy (4) north, giải tám (1) south. đầu đuôi: +1 (special).
    expect([resultsReadCount('lo', 'north'), resultsReadCount('lo', 'south'), resultsReadCount('xien-3', 'centre')]).toEqual([27, 18, 18]);
    expect([resultsReadCount('lo-head', 'north'), resultsReadCount('lo-head', 'south')]).toEqual([4, 1]);
    expect([resultsReadCount('lo-head-tail', 'north'), resultsReadCount('lo-head-tail', 'south')]).toEqual([5, 2]);
    expect(tiersRead('de-first', 'north')).toEqual(['first']);
    for (const type of ['de', 'de-head', 'de-tail', 'three-cang'] as const) expect(tiersRead(type, 'south')).toEqual(['special']);
  });

  it('accepts well-formed picks', () => {
    expect(validatePick('lo', ['07'])).toEqual([]);
    expect(validatePick('de-head', ['0'])).toEqual([]);
    expect(validatePick('three-cang', ['000'])).toEqual([]);
    expect(validatePick('xien-4', ['00', '01', '98', '99'])).toEqual([]);
  });

  it('refuses wrong digit counts and non-digits', () => {
    expect(validatePick('lo', ['7'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 2 }]);
    expect(validatePick('de', ['123'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 2 }]);
    expect(validatePick('de-tail', ['12'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 1 }]);
    expect(validatePick('three-cang', ['45'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 3 }]);
    expect(validatePick('lo', ['4a'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 2 }]);
    expect(validatePick('lo', [' 4'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 2 }]);
    expect(validatePick('lo', ['٤٥'])).toEqual([{ code: 'wrong-digits', index: 0, expected: 2 }]);
  });

  it('refuses a wrong number of picks and a repeated xiên number', () => {
    expect(validatePick('xien-3', ['12', '34'])).toEqual([{ code: 'wrong-count', expected: 3, actual: 2 }]);
    expect(validatePick('lo', [])).toEqual([{ code: 'wrong-count', expected: 1, actual: 0 }]);
    expect(validatePick('xien-2', ['12', '12'])).toEqual([{ code: 'duplicate', index: 1 }]);
    expect(validatePick('unknown' as LotteryBetType, ['12'])).toEqual([{ code: 'unknown-type', type: 'unknown' }]);
  });

  it('refuses a stake, points or odds that are not positive safe integers', () => {
    const bet = { type: 'de' as const, numbers: ['45'], stakePerPoint: 1000, odds: 70_000 };
    expect(validateBet(bet)).toEqual([]);
    expect(validateBet({ ...bet, stakePerPoint: 0 })).toEqual([{ code: 'not-positive-integer', field: 'stakePerPoint' }]);
    expect(validateBet({ ...bet, stakePerPoint: 10.5 })).toEqual([{ code: 'not-positive-integer', field: 'stakePerPoint' }]);
    expect(validateBet({ ...bet, points: -1 })).toEqual([{ code: 'not-positive-integer', field: 'points' }]);
    expect(validateBet({ ...bet, odds: 70.5 })).toEqual([{ code: 'not-positive-integer', field: 'odds' }]);
    expect(validateBet({ ...bet, stakePerPoint: 2 ** 53 })).toEqual([{ code: 'not-positive-integer', field: 'stakePerPoint' }]);
  });

  it('refuses every pick of another length, whatever its digits', () => {
    const arb = fc.tuple(
      fc.constantFrom(...lotteryBetTypes),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: 0, maxLength: 6 }).map((d) => d.join('')),
    );
    fc.assert(
      fc.property(arb, ([type, number]) => {
        fc.pre(number.length !== betTypeRules[type].digits);
        const numbers = Array.from({ length: betTypeRules[type].picks }, () => number);
        expect(validatePick(type, numbers)).toContainEqual({ code: 'wrong-digits', index: 0, expected: betTypeRules[type].digits });
      }),
    );
  });
});
