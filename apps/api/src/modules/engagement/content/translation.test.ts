import { describe, expect, it } from 'vitest';
import { missingLanguages, pickTranslation } from './translation';

describe('pickTranslation', () => {
  const own = { title: 'Hello' };
  const translations = { HI: { title: 'नमस्ते' }, CN: { title: '你好' }, VI: { title: 'Xin chào' } };

  it("answers the caller's language when the entry has it", () => {
    expect(pickTranslation(own, translations, 'CN', 'HI', 'EN')).toEqual({ title: '你好' });
    expect(pickTranslation(own, translations, 'VI', 'HI', 'EN')).toEqual({ title: 'Xin chào' });
    expect(pickTranslation(own, translations, 'EN', 'HI', 'EN')).toBe(own);
  });

  it('takes a close relative, then English, before the merchant default', () => {
    expect(pickTranslation(own, translations, 'TW', 'HI', 'EN')).toEqual({ title: '你好' });
    expect(pickTranslation(own, translations, 'AR', 'HI', 'EN')).toBe(own);
    expect(pickTranslation({ title: 'नमस्ते' }, { EN: { title: 'Hello' } }, 'AR', 'HI', 'HI')).toEqual({ title: 'Hello' });
  });

  it('falls to the merchant default when there is no English, then to the own text', () => {
    expect(pickTranslation({ title: 'こんにちは' }, { HI: { title: 'नमस्ते' } }, 'AR', 'HI', 'JA')).toEqual({ title: 'नमस्ते' });
    expect(pickTranslation({ title: 'こんにちは' }, { KO: { title: '안녕' } }, 'AR', 'HI', 'JA')).toEqual({ title: 'こんにちは' });
  });

  it("prefers the own text to a translation stored under the own text's language", () => {
    expect(pickTranslation(own, { EN: { title: 'Stale' } }, 'EN', 'HI', 'EN')).toBe(own);
  });

  it('without an own language, treats the own text as the last resort', () => {
    expect(pickTranslation(own, translations, 'EN', 'HI')).toEqual({ title: 'नमस्ते' });
    expect(pickTranslation(own, {}, 'EN', 'HI')).toBe(own);
  });
});

describe('missingLanguages', () => {
  it("lists the supported languages the entry has neither as its own nor translated, in the merchant's order", () => {
    expect(missingLanguages(['HI', 'EN', 'AR', 'VI', 'CN'], 'EN', { HI: {}, CN: {} })).toEqual(['AR', 'VI']);
    expect(missingLanguages(['HI', 'EN'], 'EN', { HI: {} })).toEqual([]);
  });
});
