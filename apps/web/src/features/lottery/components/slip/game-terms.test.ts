import { describe, expect, it } from 'vitest';
import { elevenFiveDefaultPaytable, fourDMalaysiaTable, k3DefaultPaytable, kenoDefaultPaytable, thaiDefaultOdds } from '@gp/contracts';
import { betTypesOf, formatOdds, gameKindOf, oddsOf, pickerSpec, vnOffered } from './game-terms';

describe('game terms', () => {
  it('lists only the Vietnam types the terms offer, in the rules order', () => {
    const terms = { betTypes: { de: { odds: 95_000, pointPrice: 1_000 }, lo: { odds: 80_000, pointPrice: 23_000 }, bogus: { odds: 1, pointPrice: 1 } } };
    expect(vnOffered(terms).map(([type]) => type)).toEqual(['lo', 'de']);
    expect(betTypesOf('vn', terms)).toEqual(['lo', 'de']);
  });
  it('reads the e-lottery game from the schedule', () => {
    expect(gameKindOf({ family: 'elott', schedule: { game: 'k3' } })).toBe('k3');
    expect(gameKindOf({ family: 'elott', schedule: {} })).toBeNull();
    expect(gameKindOf({ family: '4d', schedule: {} })).toBe('4d');
  });
  it('gives each type its picker', () => {
    expect(pickerSpec('vn', 'lo')).toMatchObject({ kind: 'grid', perLine: 'each' });
    expect(pickerSpec('vn', 'xien-4')).toMatchObject({ kind: 'grid', min: 4, max: 4, perLine: 'together' });
    expect(pickerSpec('vn', 'three-cang')).toEqual({ kind: 'digits', digits: 3, max: 50 });
    expect(pickerSpec('thai', 'exact6')).toMatchObject({ kind: 'digits', digits: 6 });
    expect(pickerSpec('keno', 'pick')).toMatchObject({ kind: 'grid', min: 1, max: 10 });
    expect(pickerSpec('k3', 'big')).toEqual({ kind: 'none' });
  });
  it('shows the odds of each type', () => {
    expect(oddsOf('vn', { betTypes: { lo: { odds: 80_000, pointPrice: 23_000 } } }, 'lo')).toBe(80_000);
    expect(oddsOf('4d', { table: fourDMalaysiaTable }, 'big')).toBe(fourDMalaysiaTable.big.first);
    expect(oddsOf('thai', { odds: thaiDefaultOdds }, 'last2')).toBe(thaiDefaultOdds.last2);
    expect(oddsOf('keno', { paytable: kenoDefaultPaytable }, 'pick', 1)).toBe(3_800);
    expect(oddsOf('k3', { paytable: k3DefaultPaytable }, 'sum', '10')).toBe(7_680);
    expect(oddsOf('11x5', { paytable: elevenFiveDefaultPaytable }, 'any', 2)).toBe(elevenFiveDefaultPaytable.any[2]);
  });
  it('formats thousandths as a short multiplier', () => {
    expect(formatOdds(80_000, 'en')).toBe('80');
    expect(formatOdds(8_500, 'en')).toBe('8.5');
    expect(formatOdds(207_360, 'en')).toBe('207.36');
  });
});
