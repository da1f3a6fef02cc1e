import { displayOdds, oddsFormats } from '@gp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStake, stakeInputText } from './numbers';
import { oddsFormatKey, oddsText, storedOddsFormat, storeOddsFormat } from './odds';

describe('odds display', () => {
  it('prints the digits the contracts print, in every format, for English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_001, max: 1_500_000 }), fc.constantFrom(...oddsFormats), (decimal, format) => {
        expect(oddsText(format, decimal, 'en')).toBe(displayOdds(format, decimal));
      }),
    );
  });

  it('converts to Hong Kong, Malay and Indonesian as Asian books print them', () => {
    // 1.95: HK 0.95, Malay 0.95, Indonesian -1/0.95 = -1.053; 2.50: HK 1.50, Malay -0.667, Indonesian 1.50.
    expect(['decimal', 'hong-kong', 'malay', 'indonesian'].map((f) => oddsText(f as never, 1_950, 'en'))).toEqual(['1.95', '0.95', '0.95', '-1.053']);
    expect(['decimal', 'hong-kong', 'malay', 'indonesian'].map((f) => oddsText(f as never, 2_500, 'en'))).toEqual(['2.50', '1.50', '-0.667', '1.50']);
  });

  it("writes the language's decimal sign and numerals", () => {
    expect(oddsText('decimal', 1_955, 'de')).toBe('1,955');
    expect(oddsText('decimal', 1_950, 'fr')).toBe('1,95');
    expect(oddsText('decimal', 1_950, 'fa')).toBe('۱٫۹۵');
  });

  it('shows no Malay price for odds above 2001.00 rather than a wrong one', () => {
    expect(oddsText('malay', 2_100_000, 'en')).toBeNull();
    expect(oddsText('decimal', 2_100_000, 'en')).toBe('2100.00');
  });

  it('remembers the format per player in the browser, decimal by default', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(storedOddsFormat('p1', storage)).toBe('decimal');
    storeOddsFormat('p1', 'malay', storage);
    expect(storedOddsFormat('p1', storage)).toBe('malay');
    expect(storedOddsFormat('p2', storage)).toBe('decimal');
    store.set(oddsFormatKey('p3'), 'american');
    expect(storedOddsFormat('p3', storage)).toBe('decimal');
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(storedOddsFormat('p1', blocked)).toBe('decimal');
  });
});

describe('stake input', () => {
  it('reads amounts with either decimal sign and phone digits, in minor units', () => {
    expect(parseStake('10')).toBe(1_000);
    expect(parseStake('10.5')).toBe(1_050);
    expect(parseStake('10,05')).toBe(1_005);
    expect(parseStake(' 7. ')).toBe(700);
    expect(parseStake('١٠٫٥')).toBe(1_050);
    expect(parseStake('۲۵')).toBe(2_500);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1,000.00', '1e3']) expect(parseStake(text), text).toBeNull();
  });

  it('writes minor units back as the field shows them', () => {
    expect(stakeInputText(1_000)).toBe('10');
    expect(stakeInputText(1_050)).toBe('10.50');
    expect(parseStake(stakeInputText(123_456))).toBe(123_456);
  });
});
