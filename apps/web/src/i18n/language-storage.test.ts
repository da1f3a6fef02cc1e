import { describe, expect, it } from 'vitest';
import { readSavedLanguage, saveLanguageChoice } from './language-storage';

const memoryStore = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('language storage', () => {
  it('saves the new code under lang and the previous one under hisLang', () => {
    const store = memoryStore();
    saveLanguageChoice(() => store, 'HI', 'AR');
    expect(Object.fromEntries(store.data)).toEqual({ lang: 'AR', hisLang: 'HI' });
    expect(readSavedLanguage(() => store)).toBe('AR');
  });

  it('treats a blocked store as empty', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readSavedLanguage(blocked)).toBeNull();
    expect(() => saveLanguageChoice(blocked, 'HI', 'EN')).not.toThrow();
  });
});
