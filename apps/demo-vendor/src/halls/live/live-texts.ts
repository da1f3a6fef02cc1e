import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Catalog = Record<string, string>;

/** The live table page's catalogs: the vendor writes bet details in the words the player's table shows. */
const catalogDir = resolve(import.meta.dirname, '../../../halls/src/games/live/i18n');
const catalogs = new Map<string, Catalog>();

const catalogOf = (language: string): Catalog => {
  const cached = catalogs.get(language);
  if (cached) return cached;
  let catalog: Catalog = {};
  try {
    catalog = JSON.parse(readFileSync(resolve(catalogDir, `${language}.json`), 'utf8')) as Catalog;
  } catch {
    // A language without a catalog reads English, as the page does.
  }
  catalogs.set(language, catalog);
  return catalog;
};

/** A live table label in a language, English beneath it, `{name}` placeholders filled. */
export const liveText = (language: string, key: string, params: Record<string, string | number> = {}): string => {
  const text = catalogOf(language)[key] ?? catalogOf('en')[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};

/** A spot's name as the felt shows it (`straight:17` → "17", `dozen:2` → "Dozen 2"). */
export const spotText = (language: string, spot: string): string => {
  const [kind, target] = spot.split(':');
  if (kind === 'straight') return liveText(language, 'live.spot.straight', { number: target ?? '' });
  if (kind === 'dozen' || kind === 'column') return liveText(language, `live.spot.${kind}`, { n: target ?? '' });
  return liveText(language, `live.spot.${kind}`);
};
