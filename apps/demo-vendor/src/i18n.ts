import { readFileSync } from 'node:fs';
import { languages } from '@gp/contracts';
import type englishLabels from './i18n/en.json';

/**
 * The labels the demo games show. Its pages open inside the casino site's game iframe, so a player
 * of any of the platform's 34 languages sees them: every label exists in each of them, one JSON
 * file per language tag in ./i18n (the unit test checks keys and placeholders against English).
 * An unknown language shows English.
 */
export const vendorLanguages = languages.map((l) => l.tag);
export type VendorLanguage = (typeof languages)[number]['tag'];

export type VendorLabels = typeof englishLabels;
export type VendorLabel = keyof VendorLabels;

// Read rather than imported, as the platform's own catalogs are: one list decides what exists, and
// a missing file stops start-up.
const readCatalog = (tag: VendorLanguage): VendorLabels => JSON.parse(readFileSync(new URL(`./i18n/${tag}.json`, import.meta.url), 'utf8')) as VendorLabels;

const catalogs = Object.fromEntries(vendorLanguages.map((tag) => [tag, readCatalog(tag)])) as Record<VendorLanguage, VendorLabels>;

const byCode = new Map<string, VendorLanguage>(languages.flatMap((l) => [[l.code.toLowerCase(), l.tag] as const, [l.tag.toLowerCase(), l.tag] as const]));

/** Chinese tags that mean traditional characters (Taiwan, Hong Kong, Macau, or the script itself). */
const traditionalChinese = /^zh[-_](tw|hk|mo|hant)/;

/**
 * The platform's launch sends its own language codes (VI, CN, TW, TY for Filipino ...); a player's
 * browser or another platform may send a BCP-47 tag (vi-VN, zh-Hant, tl). Map either to ours.
 */
export const vendorLanguageOf = (code: string | undefined): VendorLanguage => {
  const lower = (code ?? '').trim().toLowerCase();
  const exact = byCode.get(lower);
  if (exact) return exact;
  if (traditionalChinese.test(lower)) return 'zh-TW';
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'tl') return 'fil';
  return byCode.get(primary) ?? 'en';
};

export const labelsFor = (language: VendorLanguage): VendorLabels => ({ ...catalogs.en, ...catalogs[language] });

export const directionOf = (language: VendorLanguage): 'rtl' | 'ltr' => (languages.find((l) => l.tag === language)?.dir === 'rtl' ? 'rtl' : 'ltr');
