import type { Catalog, CatalogTag } from './catalog-tags';

// i18next's plural suffixes: `key_one`, `key_other`, ... (CLDR cardinal categories).
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(placeholder)].map((m) => m[1]!))].sort();

/** Plural base key to the English forms of it; keys without a plural suffix map to themselves. */
const groupKeys = (catalog: Catalog): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  for (const key of Object.keys(catalog)) {
    const base = key.replace(pluralSuffix, '');
    groups.set(base, [...(groups.get(base) ?? []), key]);
  }
  return groups;
};

/**
 * The keys a catalog in `tag` must have: English's, except that a plural key carries exactly the
 * cardinal categories of that language (Arabic six, Japanese one) as i18next looks them up.
 */
export const expectedKeys = (english: Catalog, tag: CatalogTag): string[] => {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  return [...groupKeys(english)].flatMap(([base, keys]) => (keys.some((k) => pluralSuffix.test(k)) ? categories.map((c) => `${base}_${c}`) : [base])).sort();
};

/**
 * Placeholder problems of one translated text against English. A plural form is compared with
 * English's `_other` form; only `{{count}}` may be left out, and only outside the `other` form
 * (Arabic "one year" or "two years" need no number), since every other placeholder carries
 * information the sentence needs.
 */
export const placeholderProblems = (english: Catalog, key: string, text: string): string[] => {
  const suffix = pluralSuffix.exec(key)?.[1];
  const reference = suffix ? english[key.replace(pluralSuffix, '_other')] : english[key];
  if (reference === undefined) return [];
  const wanted = placeholdersOf(reference);
  const found = placeholdersOf(text);
  const optional = suffix && suffix !== 'other' ? ['count'] : [];
  const missing = wanted.filter((p) => !found.includes(p) && !optional.includes(p)).map((p) => `${key}: missing {{${p}}}`);
  const extra = found.filter((p) => !wanted.includes(p)).map((p) => `${key}: unknown {{${p}}}`);
  return [...missing, ...extra];
};
