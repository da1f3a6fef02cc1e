import type { CatalogTag } from '@gp/i18n';
import { z } from 'zod';

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

/**
 * zod's own messages for the registry's languages. zod 4 ships no locale for Burmese (my), Filipino
 * (fil), Kazakh (kk), Lao (lo), Sinhala (si), Telugu (te) or Marathi (mr): those callers get English
 * field messages, while our own error messages still come in their language.
 */
export const zodLocales: Partial<Record<CatalogTag, ZodLocale>> = {
  en: z.locales.en,
  hi: z.locales.hi,
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  ar: z.locales.ar,
  fa: z.locales.fa,
  ur: z.locales.ur,
  ja: z.locales.ja,
  th: z.locales.th,
  vi: z.locales.vi,
  es: z.locales.es,
  id: z.locales.id,
  km: z.locales.km,
  ko: z.locales.ko,
  ms: z.locales.ms,
  pt: z.locales.pt,
  ta: z.locales.ta,
  tr: z.locales.tr,
  bn: z.locales.bn,
  ru: z.locales.ru,
  uz: z.locales.uz,
  ne: z.locales.ne,
  fr: z.locales.fr,
  de: z.locales.de,
  it: z.locales.it,
  pl: z.locales.pl,
  nl: z.locales.nl,
};

export const zodLocaleFor = (tag: string): ZodLocale => zodLocales[tag as CatalogTag] ?? z.locales.en;
