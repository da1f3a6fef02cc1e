import { catalogTags, fallbackTag, type CatalogTag } from './catalog-tags';

// Old or alternative primary subtags browsers still send, mapped to the registry's.
const primaryAliases: Record<string, string> = { tl: 'fil', in: 'id' };

/** Chinese is split by script, not region: zh-TW, zh-HK, zh-MO and zh-Hant are traditional. */
const chineseTag = (range: string): CatalogTag => {
  try {
    return new Intl.Locale(range).maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
};

/** The catalog for one language range: the full tag, else by primary subtag; null when none fits. */
export const matchTag = (range: string): CatalogTag | null => {
  const wanted = range.trim().toLowerCase();
  if (wanted === '' || wanted === '*') return null;
  const exact = catalogTags.find((t) => t.toLowerCase() === wanted);
  if (exact) return exact;
  const rawPrimary = wanted.split(/[-_]/)[0] ?? '';
  const primary = primaryAliases[rawPrimary] ?? rawPrimary;
  if (primary === 'zh') return chineseTag(wanted.replace(/_/g, '-'));
  return catalogTags.find((t) => t.split('-')[0] === primary) ?? null;
};

/** Picks the caller's catalog from an Accept-Language header (quality order), or English. */
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
    const match = matchTag(range);
    if (match) return match;
  }
  return fallbackTag;
};
