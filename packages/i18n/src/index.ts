import { languages, type LanguageCode } from '@gp/contracts';
import { catalogs as backoffice } from './namespaces/backoffice';
import { catalogs as common } from './namespaces/common';
import { catalogs as errors } from './namespaces/errors';
import { catalogs as site } from './namespaces/site';

/** Message catalogs by BCP-47 tag, then namespace. English is the reference every catalog follows. */
const bundle = (tag: CatalogTag): Record<Namespace, Record<string, string>> => ({
  common: common[tag],
  errors: errors[tag],
  site: site[tag],
  backoffice: backoffice[tag],
});
export const resources: Record<CatalogTag, Record<Namespace, Record<string, string>>> = {
  en: bundle('en'),
  hi: bundle('hi'),
  'zh-CN': bundle('zh-CN'),
};

export type Namespace = 'common' | 'errors' | 'site' | 'backoffice';
export type CatalogTag = 'en' | 'hi' | 'zh-CN';
export const catalogTags: CatalogTag[] = ['en', 'hi', 'zh-CN'];
export const fallbackTag: CatalogTag = 'en';

const hasCatalog = (tag: string): tag is CatalogTag => (catalogTags as string[]).includes(tag);

/** The catalog for a language code, falling back to English where there is none yet. */
export const tagForCode = (code: LanguageCode): CatalogTag => {
  const tag = languages.find((l) => l.code === code)?.tag ?? fallbackTag;
  return hasCatalog(tag) ? tag : fallbackTag;
};

/**
 * Picks the caller's catalog from an Accept-Language header (quality order), or English. Matches the
 * full tag first (zh-CN), then the primary subtag (hi-IN -> hi; zh -> zh-CN).
 */
export const negotiateTag = (acceptLanguage: string | undefined): CatalogTag => {
  if (!acceptLanguage) return fallbackTag;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { range: range.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.range && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { range } of ranked) {
    const exact = catalogTags.find((t) => t.toLowerCase() === range.toLowerCase());
    if (exact) return exact;
    const primary = range.split('-')[0]!.toLowerCase();
    const byPrimary = catalogTags.find((t) => t.split('-')[0]!.toLowerCase() === primary);
    if (byPrimary) return byPrimary;
  }
  return fallbackTag;
};

/** Server-side translation with `{{name}}` interpolation; the SPAs use react-i18next over the same resources. */
export const translate = (tag: CatalogTag, ns: Namespace, key: string, params: Record<string, string | number> = {}): string => {
  const template = resources[tag][ns][key] ?? resources[fallbackTag][ns][key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
};
