import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Catalog = Record<string, string>;

/**
 * The halls app's catalogs (apps/demo-vendor/halls/src/games/<game>/i18n): the vendor writes the
 * bet details the platform shows in the words the player's game page shows.
 */
const gamesDir = resolve(import.meta.dirname, '../../halls/src/games');
const catalogs = new Map<string, Catalog>();

const catalogOf = (game: string, language: string): Catalog => {
  const key = `${game}/${language}`;
  const cached = catalogs.get(key);
  if (cached) return cached;
  let catalog: Catalog = {};
  try {
    catalog = JSON.parse(readFileSync(resolve(gamesDir, game, 'i18n', `${language}.json`), 'utf8')) as Catalog;
  } catch {
    // A language without a catalog reads English, as the page does.
  }
  catalogs.set(key, catalog);
  return catalog;
};

/** A game's label in a language, English beneath it, `{name}` placeholders filled. */
export const hallText = (game: string, language: string, key: string, params: Record<string, string | number> = {}): string => {
  const text = catalogOf(game, language)[key] ?? catalogOf(game, 'en')[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};
