import type english from './en.json';

/** The sportsbook's labels: one flat catalog per language tag (./<tag>.json), keys `sports.*`. */
export type Messages = typeof english;
export type MessageKey = keyof Messages;
export type Catalog = Record<string, string>;
export type Params = Record<string, string | number>;

/** `{name}` placeholders, the same syntax the demo vendor's own labels use. */
const placeholder = /\{(\w+)\}/g;

export const interpolate = (text: string, params?: Params): string =>
  params ? text.replace(placeholder, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;

/**
 * A translator over a language's catalog with English beneath it. Keys built at run time (a
 * league's `nameKey` from the feed) go through `dynamic`, which falls back to the text given when
 * neither catalog knows the key.
 */
export const translator = (catalog: Catalog, english: Catalog) => {
  const lookup = (key: string): string | undefined => catalog[key] ?? english[key];
  const t = (key: MessageKey, params?: Params): string => interpolate(lookup(key) ?? key, params);
  const dynamic = (key: string, fallback: string, params?: Params): string => interpolate(lookup(key) ?? fallback, params);
  return { t, dynamic };
};

export type Translator = ReturnType<typeof translator>;
