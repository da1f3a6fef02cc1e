import type { LanguageCode } from '@gp/contracts';

/** One text of a translation; `label` names the entity's field whose label it takes. */
export type TranslatedPart = { name: string; label: string; kind: 'text' | 'textarea' | 'html'; required?: boolean };

/** How one form field of a content entity is edited. */
export type ContentField =
  | { name: string; kind: 'text' | 'textarea' | 'html' | 'url'; required?: boolean }
  | { name: string; kind: 'number' }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'datetime' }
  | { name: string; kind: 'images' }
  /** One uploaded picture's address, or null. */
  | { name: string; kind: 'image' }
  | { name: string; kind: 'select'; options: readonly string[]; translate?: boolean }
  /** A promotion category's code, picked from the managed list (its enabled entries). */
  | { name: string; kind: 'promotionCategory'; required?: boolean }
  /** The language of the entry's own text: one of every language, by default the merchant's. */
  | { name: string; kind: 'language' }
  /** The entry's texts per language, `parts` of each. */
  | { name: string; kind: 'translations'; parts: readonly TranslatedPart[] };

export type ContentPath = 'notices' | 'announcements' | 'promotions' | 'promotionCategories' | 'resources' | 'customerService' | 'helpArticles' | 'pages';

type Row = Record<string, unknown>;

/** The form's starting values: the entry's own, or each field's empty value (a language: the merchant's default). */
export const formValuesOf = (fields: readonly ContentField[], entry: Row | null, defaultLanguage: LanguageCode = 'EN'): Row => {
  const values: Row = {};
  for (const f of fields) {
    const current = entry?.[f.name];
    if (current !== undefined) {
      values[f.name] = current;
      continue;
    }
    if (f.kind === 'number') values[f.name] = 0;
    else if (f.kind === 'switch') values[f.name] = true;
    else if (f.kind === 'datetime' || f.kind === 'image') values[f.name] = null;
    else if (f.kind === 'images') values[f.name] = [];
    else if (f.kind === 'translations') values[f.name] = {};
    else if (f.kind === 'select') values[f.name] = f.options[0];
    else if (f.kind === 'language') values[f.name] = defaultLanguage;
    else values[f.name] = '';
  }
  return values;
};

/** A cell's text for a column: yes/no for switches, list lengths, the language codes of translations, else the value. */
export const cellText = (value: unknown, yes: string, no: string): string => {
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return String(value.length);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Object.keys(value).join(', ');
  return String(value);
};

/**
 * The missing-languages cell: all there is a check mark; otherwise the first few codes and how many
 * more (`short`), with every code for the cell's tooltip (`full`).
 */
export const missingLanguagesText = (codes: readonly string[], shown = 3): { complete: boolean; short: string; full: string } => {
  const rest = codes.length - shown;
  return {
    complete: codes.length === 0,
    short: codes.length === 0 ? '✓' : `${codes.slice(0, shown).join(', ')}${rest > 0 ? ` +${rest}` : ''}`,
    full: codes.join(', '),
  };
};
