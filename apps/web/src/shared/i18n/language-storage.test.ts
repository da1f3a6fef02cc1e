import { describe, expect, it } from 'vitest';
import { readLanguageChoice, readSavedLanguage, restoreLanguageChoice, saveLanguageChoice } from './language-storage';

const memoryStore = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

describe('language storage', () => {
  it('saves the new code under lang and the previous one under hisLang', () => {
    const store = memoryStore();
    saveLanguageChoice(() => store, 'HI', 'AR');
    expect(Object.fromEntries(store.data)).toEqual({ lang: 'AR', hisLang: 'HI' });
    expect(readSavedLanguage(() => store)).toBe('AR');
  });

  it('takes a choice back exactly as it was, including nothing saved', () => {
    const store = memoryStore();
    const before = readLanguageChoice(() => store);
    saveLanguageChoice(() => store, 'HI', 'AR');
    restoreLanguageChoice(() => store, before);
    expect(store.data.size).toBe(0);
    saveLanguageChoice(() => store, 'HI', 'EN');
    const saved = readLanguageChoice(() => store);
    saveLanguageChoice(() => store, 'EN', 'AR');
    restoreLanguageChoice(() => store, saved);
    expect(Object.fromEntries(store.data)).toEqual({ lang: 'EN', hisLang: 'HI' });
  });

  it('treats a blocked store as empty', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readSavedLanguage(blocked)).toBeNull();
    expect(() => saveLanguageChoice(blocked, 'HI', 'EN')).not.toThrow();
  });
});
