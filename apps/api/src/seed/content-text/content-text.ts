import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { languages, type LanguageCode } from '@gp/contracts';

export type Text = { title: string; content: string };
/** A banner's words over its backdrop. */
export type BannerText = { headline: string; subline: string; cta: string };

/** The demo's seeded site content in one language: one JSON file per language, named by its tag. */
export type ContentText = {
  notices: Text[];
  promotions: Text[];
  /** Keyed `<type>:<audience>`, as the seed builds one announcement per pair. */
  announcements: Record<string, Text>;
  /** Twelve numbered release notes: `{{n}}` is the number. */
  platformUpdate: Text;
  /** Keyed by help term. */
  help: Record<string, Text>;
  /** The home banners' words, in the order of their sequence. */
  banners: BannerText[];
  /** The promotion categories' names, keyed by category code. */
  promotionCategories: Record<string, string>;
};

const folder = import.meta.dirname;

/** Every language's file, English first (the entries' own text is English). */
export const readContentText = (): Map<LanguageCode, ContentText> =>
  new Map(
    [...languages]
      .sort((a, b) => Number(b.code === 'EN') - Number(a.code === 'EN'))
      .map((l) => [l.code, JSON.parse(readFileSync(resolve(folder, `${l.tag}.json`), 'utf8')) as ContentText] as const),
  );
