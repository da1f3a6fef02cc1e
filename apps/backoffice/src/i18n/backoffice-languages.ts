import { languages } from '@gp/contracts';
import { catalogTags, negotiateTag, type CatalogTag } from '@gp/i18n';
import type { Direction } from '@gp/ui';

export type UiLanguage = { tag: CatalogTag; name: string; dir: Direction };

/** The languages the back office itself speaks: the ones with catalogs. */
export const uiLanguages: UiLanguage[] = catalogTags.map((tag) => {
  const known = languages.find((l) => l.tag === tag);
  return { tag, name: known?.name ?? tag, dir: known?.dir ?? 'ltr' };
});

/** Separate from the player site's `lang` key: staff may run both in one browser. */
const storageKey = 'bo_lang';

export const isUiTag = (tag: string): tag is CatalogTag => (catalogTags as string[]).includes(tag);

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
