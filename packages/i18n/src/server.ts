import { fallbackTag, type CatalogTag, type Namespace } from './catalog-tags';
import { readCatalogs } from './read-catalogs';

export * from './index';
export type { Catalogs } from './read-catalogs';

/** Every catalog by BCP-47 tag, then namespace; a namespace a language lacks is absent. */
export const resources = readCatalogs();

/** Server-side translation with `{{name}}` interpolation; the SPAs use react-i18next over the same files. */
export const translate = (tag: CatalogTag, ns: Namespace, key: string, params: Record<string, string | number> = {}): string => {
  const template = resources[tag][ns]?.[key] ?? resources[fallbackTag][ns]?.[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
};
