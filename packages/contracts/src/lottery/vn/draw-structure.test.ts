import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawStructures,
  headTier,
  lotteryRegions,
  numbersOfTiers,
  resultCount,
  validateDrawResults,
  type DrawResults,
  type LotteryRegion,
} from './draw-structure';
import { northDraw, southDraw } from './sample-draws.test-support';

const digitString = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

const resultsOf = (region: LotteryRegion) =>
  fc
    .tuple(...drawStructures[region].map((shape) => fc.array(digitString(shape.digits), { minLength: shape.count, maxLength: shape.count })))
    .map((tiers): DrawResults => ({ region, prizes: Object.fromEntries(drawStructures[region].map((shape, i) => [shape.tier, tiers[i]])) }));

describe('draw structures', () => {
  it('draws 27 results in the north and 18 per province elsewhere', () => {
    // North: 1 + 1 + 2 + 6 + 4 + 6 + 3 + 4 = 27. South and centre: 1 + 1 + 3 + 1 + 7 + 2 + 1 + 1 + 1 = 18.
    expect(resultCount('north')).toBe(27);
    expect(resultCount('south')).toBe(18);
    expect(resultCount('centre')).toBe(18);
  });

  it('gives the special prize 5 digits in the north and 6 elsewhere', () => {
    expect(drawStructures.north.find((s) => s.tier === 'special')?.digits).toBe(5);
    expect(drawStructures.south.find((s) => s.tier === 'special')?.digits).toBe(6);
  });

  it('calls the 2-digit tier the head: giải bảy in the north, giải tám elsewhere', () => {
    expect(headTier('north')).toBe('seventh');
    expect(headTier('centre')).toBe('eighth');
    expect(numbersOfTiers(northDraw, ['seventh', 'special'])).toEqual(['12345', '05', '36', '78', '09']);
  });

  it('accepts the sample sheets', () => {
    expect(validateDrawResults(northDraw)).toEqual([]);
    expect(validateDrawResults(southDraw)).toEqual([]);
    expect(validateDrawResults({ ...southDraw, region: 'centre' })).toEqual([]);
  });

  it('reports a wrong count, a wrong length, a non-digit, a missing tier and a foreign tier together', () => {
    const { special: _special, ...withoutSpecial } = northDraw.prizes;
    const results: DrawResults = {
      region: 'north',
      prizes: { ...withoutSpecial, seventh: ['05', '36', '78'], sixth: ['123', '4567', '7a9'], eighth: ['12'] },
    };
    expect(validateDrawResults(results)).toEqual([
      { code: 'unexpected-tier', tier: 'eighth' },
      { code: 'missing-tier', tier: 'special' },
      { code: 'wrong-digits', tier: 'sixth', index: 1, expected: 3 },
      { code: 'wrong-digits', tier: 'sixth', index: 2, expected: 3 },
      { code: 'wrong-count', tier: 'seventh', expected: 4, actual: 3 },
    ]);
  });

  it('refuses a northern sheet filed as a southern one', () => {
    const problems = validateDrawResults({ ...northDraw, region: 'south' });
    expect(problems).toContainEqual({ code: 'missing-tier', tier: 'eighth' });
    expect(problems).toContainEqual({ code: 'wrong-digits', tier: 'special', index: 0, expected: 6 });
  });

  it('names an unknown region', () => {
    expect(validateDrawResults({ region: 'west' as LotteryRegion, prizes: {} })).toEqual([{ code: 'unknown-region', region: 'west' }]);
  });

  it('accepts every well-formed sheet and refuses it once one number gains or loses a digit', () => {
    const arb = fc.constantFrom(...lotteryRegions).chain((region) => fc.tuple(resultsOf(region), fc.nat(), fc.boolean()));
    fc.assert(
      fc.property(arb, ([results, pick, longer]) => {
        expect(validateDrawResults(results)).toEqual([]);
        const shapes = drawStructures[results.region];
        const shape = shapes[pick % shapes.length]!;
        const numbers = [...results.prizes[shape.tier]!];
        numbers[0] = longer ? `${numbers[0]}7` : numbers[0]!.slice(1);
        const broken: DrawResults = { ...results, prizes: { ...results.prizes, [shape.tier]: numbers } };
        expect(validateDrawResults(broken)).toEqual([{ code: 'wrong-digits', tier: shape.tier, index: 0, expected: shape.digits }]);
      }),
    );
  });
});
