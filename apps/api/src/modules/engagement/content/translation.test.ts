import { describe, expect, it } from 'vitest';
import { pickTranslation } from './translation';

describe('pickTranslation', () => {
  const own = { title: 'Hello' };
  const translations = { HI: { title: 'नमस्ते' }, CN: { title: '你好' } };

  it("answers the caller's language when there is a translation", () => {
    expect(pickTranslation(own, translations, 'CN', 'EN')).toEqual({ title: '你好' });
  });
  it("falls back to the merchant default language's translation, then the entry's own text", () => {
    expect(pickTranslation(own, translations, 'JA', 'HI')).toEqual({ title: 'नमस्ते' });
    expect(pickTranslation(own, translations, 'JA', 'EN')).toEqual(own);
    expect(pickTranslation(own, {}, 'HI', 'HI')).toEqual(own);
  });
});
