import type { LanguageCode } from '@gp/contracts';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

// The current language code under `lang`, the one before it under `hisLang`.
const currentKey = 'lang';
const previousKey = 'hisLang';

// The store comes as a getter because merely touching window.localStorage throws when the browser
// blocks site data; the visitor then simply gets no remembered choice.
export const readSavedLanguage = (store: () => KeyValueStore): string | null => {
  try {
    return store().getItem(currentKey);
  } catch {
    return null;
  }
};

export const saveLanguageChoice = (store: () => KeyValueStore, previous: LanguageCode, next: LanguageCode): void => {
  try {
    store().setItem(previousKey, previous);
    store().setItem(currentKey, next);
  } catch {
    // The choice then lasts for this page only.
  }
};

type SavedChoice = { current: string | null; previous: string | null };

/** Both stored values, so a choice can be taken back exactly as it was. */
export const readLanguageChoice = (store: () => KeyValueStore): SavedChoice => {
  try {
    return { current: store().getItem(currentKey), previous: store().getItem(previousKey) };
  } catch {
    return { current: null, previous: null };
  }
};

export const restoreLanguageChoice = (store: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, saved: SavedChoice): void => {
  try {
    for (const [key, value] of [
      [currentKey, saved.current],
      [previousKey, saved.previous],
    ] as const) {
      if (value === null) store().removeItem(key);
      else store().setItem(key, value);
    }
  } catch {
    // Nothing was stored then either.
  }
};
