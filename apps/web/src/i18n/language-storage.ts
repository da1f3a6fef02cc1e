import type { LanguageCode } from '@gp/contracts';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

// SPEC.md section 4: the current language code under `lang`, the one before it under `hisLang`.
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
