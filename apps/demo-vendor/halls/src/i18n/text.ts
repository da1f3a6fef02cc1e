/** One flat catalog per language tag: `key → text` with `{name}` placeholders. */
export type Catalog = Record<string, string>;
export type Params = Record<string, string | number>;

const placeholder = /\{(\w+)\}/g;

export const interpolate = (text: string, params?: Params): string =>
  params ? text.replace(placeholder, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;

/** Text of a key in the page's language, English beneath it, the key itself when neither has it. */
export const translator =
  (catalog: Catalog, english: Catalog) =>
  (key: string, params?: Params): string =>
    interpolate(catalog[key] ?? english[key] ?? key, params);

const rtl = new Set(['ar', 'fa', 'ur']);

export const directionOf = (language: string): 'ltr' | 'rtl' => (rtl.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr');
