/** How one form field of a content entity is edited. */
export type ContentField =
  | { name: string; kind: 'text' | 'textarea' | 'html' | 'url'; required?: boolean }
  | { name: string; kind: 'number' }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'datetime' }
  | { name: string; kind: 'images' }
  | { name: string; kind: 'select'; options: readonly string[]; translate?: boolean }
  /** Title and content per language; `content` says how the content is edited. */
  | { name: string; kind: 'translations'; content: 'textarea' | 'html' };

export type ContentPath = 'notices' | 'announcements' | 'promotions' | 'resources' | 'customerService' | 'helpArticles';

type Row = Record<string, unknown>;

/** The form's starting values: the entry's own, or each field's empty value. */
export const formValuesOf = (fields: readonly ContentField[], entry: Row | null): Row => {
  const values: Row = {};
  for (const f of fields) {
    const current = entry?.[f.name];
    if (current !== undefined) {
      values[f.name] = current;
      continue;
    }
    if (f.kind === 'number') values[f.name] = 0;
    else if (f.kind === 'switch') values[f.name] = true;
    else if (f.kind === 'datetime') values[f.name] = null;
    else if (f.kind === 'images') values[f.name] = [];
    else if (f.kind === 'translations') values[f.name] = {};
    else if (f.kind === 'select') values[f.name] = f.options[0];
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
