import { languages } from '@gp/contracts';
import { isCatalogTag, negotiateTag, type CatalogTag } from '@gp/i18n';
import type { Direction } from '@gp/ui';

export type UiLanguage = { tag: CatalogTag; name: string; dir: Direction };

/** Every language of the registry: the back office is written in each of them. */
export const uiLanguages: UiLanguage[] = languages.map((l) => ({ tag: l.tag, name: l.name, dir: l.dir }));

/** Separate from the player site's `lang` key: staff may run both in one browser. */
const storageKey = 'bo_lang';

export const isUiTag = isCatalogTag;

export const directionOf = (tag: string): Direction => uiLanguages.find((l) => l.tag === tag)?.dir ?? 'ltr';

export const storedOrPreferredTag = (): CatalogTag => {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored && isUiTag(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  return negotiateTag(navigator.languages.join(','));
};

export const storeTag = (tag: CatalogTag): void => {
  try {
    localStorage.setItem(storageKey, tag);
  } catch {
    // Storage blocked: the choice lasts for this page view.
  }
};
