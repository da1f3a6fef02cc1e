import { describe, expect, it } from 'vitest';
import { languageFallbacks, pickLanguage } from './language-fallback';
import { languageCodes, type LanguageCode } from './languages';

describe('languageFallbacks', () => {
  it('tries the language, a close relative, English, then the merchant default', () => {
    expect(languageFallbacks('TW', 'HI')).toEqual(['TW', 'CN', 'EN', 'HI']);
    expect(languageFallbacks('CN', 'HI')).toEqual(['CN', 'TW', 'EN', 'HI']);
    expect(languageFallbacks('MS', 'HI')).toEqual(['MS', 'ID', 'EN', 'HI']);
    expect(languageFallbacks('NE', 'EN')).toEqual(['NE', 'HI', 'EN']);
    expect(languageFallbacks('VI', 'HI')).toEqual(['VI', 'EN', 'HI']);
  });

  it('never puts the merchant default before English for a visitor who chose English', () => {
    expect(languageFallbacks('EN', 'HI')).toEqual(['EN', 'HI']);
    // Hindi comes first only for those who chose it or read it as a close relative (NE, MR).
    for (const code of languageCodes.filter((c) => !['HI', 'NE', 'MR'].includes(c))) {
      const order = languageFallbacks(code, 'HI');
      expect(order.indexOf('EN'), code).toBeLessThan(order.indexOf('HI'));
    }
  });

  it('gives Urdu no relative: its readers do not read Devanagari', () => {
    expect(languageFallbacks('UR', 'HI')).toEqual(['UR', 'EN', 'HI']);
  });

  it('names no language twice', () => {
    for (const code of languageCodes) {
      const order = languageFallbacks(code, 'CN');
      expect(new Set(order).size, code).toBe(order.length);
    }
  });
});

describe('pickLanguage', () => {
  const has =
    (...codes: LanguageCode[]) =>
    (code: LanguageCode) =>
      codes.includes(code);

  it('answers the first language the entry has, or nothing', () => {
    expect(pickLanguage(has('EN', 'HI', 'VI'), 'VI', 'HI')).toBe('VI');
    expect(pickLanguage(has('EN', 'HI'), 'EN', 'HI')).toBe('EN');
    expect(pickLanguage(has('EN', 'HI'), 'AR', 'HI')).toBe('EN');
    expect(pickLanguage(has('CN', 'HI'), 'TW', 'HI')).toBe('CN');
    expect(pickLanguage(has('HI', 'JA'), 'AR', 'HI')).toBe('HI');
    expect(pickLanguage(has('JA'), 'AR', 'HI')).toBeUndefined();
  });
});
