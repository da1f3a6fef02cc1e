import { languages, type LanguageCode } from '@gp/contracts';

/** A BCP-47 tag of the language registry (packages/contracts/src/languages.ts); each has catalogs. */
export type CatalogTag = (typeof languages)[number]['tag'];
export type Namespace = 'common' | 'errors' | 'site' | 'cashier' | 'games' | 'bgs' | 'lottery' | 'agent' | 'agentContracts' | 'backoffice';
/** One namespace of one language: flat keys ("nav.status", "searchResultsFor") to text. */
export type Catalog = Record<string, string>;

export const catalogTags: readonly CatalogTag[] = languages.map((l) => l.tag);
export const namespaces: readonly Namespace[] = ['common', 'errors', 'site', 'cashier', 'games', 'bgs', 'lottery', 'agent', 'agentContracts', 'backoffice'];
/** English is the reference every catalog follows, and the text for a namespace a language lacks. */
export const fallbackTag: CatalogTag = 'en';

/** Which languages each namespace is written in: every namespace covers every language. */
export const namespaceTags: Record<Namespace, readonly CatalogTag[]> = {
  common: catalogTags,
  errors: catalogTags,
  site: catalogTags,
  cashier: catalogTags,
  games: catalogTags,
  bgs: catalogTags,
  lottery: catalogTags,
  agent: catalogTags,
  agentContracts: catalogTags,
  backoffice: catalogTags,
};

export const isCatalogTag = (tag: string): tag is CatalogTag => (catalogTags as readonly string[]).includes(tag);

/** The catalog tag of a merchant-facing language code. */
export const tagForCode = (code: LanguageCode): CatalogTag => languages.find((l) => l.code === code)?.tag ?? fallbackTag;
