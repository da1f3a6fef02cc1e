import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageInputs } from './choose-language';

const base: LanguageInputs = { saved: null, device: [], supported: null, merchantDefault: null };

describe('chooseLanguage', () => {
  it('keeps a saved choice the merchant supports', () => {
    expect(chooseLanguage({ ...base, saved: 'EN', device: ['hi-IN'], supported: ['EN', 'HI'] })).toBe('EN');
  });

  it('ignores a saved choice the merchant no longer supports', () => {
    expect(chooseLanguage({ ...base, saved: 'JA', device: ['en-US'], supported: ['EN', 'HI'] })).toBe('EN');
  });

  it('ignores a saved value that is no language code', () => {
    expect(chooseLanguage({ ...base, saved: 'klingon', device: ['fr-FR'] })).toBe('FR');
  });

  it('takes the first device language that is supported, in device order', () => {
    expect(chooseLanguage({ ...base, device: ['de-DE', 'zh-CN', 'en'], supported: ['EN', 'CN'] })).toBe('CN');
  });

  it('matches a regional device tag by its primary subtag', () => {
    expect(chooseLanguage({ ...base, device: ['ar-EG'], supported: ['EN', 'AR'] })).toBe('AR');
    expect(chooseLanguage({ ...base, device: ['en-GB'] })).toBe('EN');
  });

  it('splits Chinese by script', () => {
    expect(chooseLanguage({ ...base, device: ['zh-HK'] })).toBe('TW');
    expect(chooseLanguage({ ...base, device: ['zh-Hant'] })).toBe('TW');
    expect(chooseLanguage({ ...base, device: ['zh'] })).toBe('CN');
    expect(chooseLanguage({ ...base, device: ['zh-SG'] })).toBe('CN');
  });

  it('maps the old Tagalog subtag to Filipino', () => {
    expect(chooseLanguage({ ...base, device: ['tl-PH'] })).toBe('TY');
  });

  it('falls back to the merchant default, then to Hindi', () => {
    expect(chooseLanguage({ ...base, device: ['sv-SE'], supported: ['EN', 'CN'], merchantDefault: 'CN' })).toBe('CN');
    expect(chooseLanguage({ ...base, device: ['sv-SE'], supported: ['EN', 'HI'] })).toBe('HI');
    expect(chooseLanguage({ ...base, device: [] })).toBe('HI');
  });

  it('picks a supported language when neither the default nor Hindi is offered', () => {
    expect(chooseLanguage({ ...base, device: ['sv'], supported: ['VI', 'TH'], merchantDefault: 'EN' })).toBe('VI');
  });

  it('treats an empty supported list as unknown', () => {
    expect(chooseLanguage({ ...base, device: ['ja-JP'], supported: [] })).toBe('JA');
  });

  it('survives malformed device tags', () => {
    expect(chooseLanguage({ ...base, device: ['', 'zh-!!', 'x'] })).toBe('CN');
  });
});
