import { announcementPageSize, languageCode, pickLanguage, type LanguageCode } from '@gp/contracts';
import type { CatalogTag } from '@gp/i18n';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { SettingsService } from '../../platform/settings';
import type { SystemService } from '../../platform/system';
import {
  countAnnouncements,
  findAnnouncement,
  listActivePromotions,
  listAnnouncements,
  listBanners,
  listHelpArticles,
  listNotices,
} from './content.repository';
import { countryDialingCodes } from './country-codes.data';
import { pickTranslation } from './translation';

type PromotionRow = Awaited<ReturnType<typeof listActivePromotions>>[number];
type Text = { title: string; content: string };
type BannerText = { headline: string; subline: string; cta: string };

/** A promotion with the text given, by default its own title and content. */
export const toPromotion = (r: PromotionRow, text: Text = r) => ({
  id: r.id,
  title: text.title,
  category: r.category,
  announcementImages: [...r.images].sort((a, b) => a.sequence - b.sequence),
  content: text.content,
  startAt: r.start_at?.toISOString() ?? null,
  endAt: r.end_at?.toISOString() ?? null,
});

/** Site content for the player: banners, notices, promotions, announcements, help, country codes. */
export const createContentService = (db: Kysely<DB>, settings: SettingsService, system: Pick<SystemService, 'customerServiceList' | 'resourceList'>) => {
  const countryNames = new Map<CatalogTag, { countryCode: string; countryDialingCode: string; name: string }[]>();
  const defaultLanguage = async () => (await settings.value('merchant')).defaultLanguage;
  /** The entry's text in the caller's language, with the fallbacks of pickTranslation. */
  const localizer = async (language: LanguageCode) => {
    const fallback = await defaultLanguage();
    return (row: Text & { language: string; translations: Partial<Record<string, Text>> }): Text =>
      pickTranslation<Text>({ title: row.title, content: row.content }, row.translations, language, fallback, row.language);
  };

  /** Banners of one group, each with its words in the caller's language (the fallbacks of pickTranslation). */
  const banners = async (group: string, language: LanguageCode) => {
    const [rows, fallback] = await Promise.all([listBanners(db, group), defaultLanguage()]);
    return {
      list: rows.map((b) => ({
        url: b.url,
        groupName: b.group_name as 'w_home',
        linkageType: b.linkage_type as 'NONE',
        linkTarget: b.link_target,
        sequence: b.sequence,
        ...pickTranslation<BannerText>({ headline: b.headline, subline: b.subline, cta: b.cta }, b.translations, language, fallback, b.language),
      })),
    };
  };

  /** For the HTML shell of home routes (plugins/spa-shell.ts): one indexed read per page load. */
  const firstHomeBanner = async (): Promise<string | null> => (await listBanners(db, 'w_home'))[0]?.url ?? null;

  const notices = async (language: LanguageCode) => {
    const [rows, localize] = await Promise.all([listNotices(db), localizer(language)]);
    return { list: rows.map((n) => ({ id: n.id, ...localize(n) })) };
  };

  const promotions = async (q: { category?: string | undefined; limit?: number | undefined }, language: LanguageCode) => {
    const [rows, localize] = await Promise.all([listActivePromotions(db, new Date(), q.category, q.limit ?? 100), localizer(language)]);
    return { list: rows.map((r) => toPromotion(r, localize(r))) };
  };

  const announcements = async (q: { types: ('B' | 'PL' | 'PU' | 'PR' | 'H')[]; execution: 'A' | 'B' | 'F'; pageNo: number }, language: LanguageCode) => {
    const offset = (q.pageNo - 1) * announcementPageSize;
    const [rows, total, localize] = await Promise.all([
      listAnnouncements(db, q.execution, q.types, announcementPageSize, offset),
      countAnnouncements(db, q.execution, q.types),
      localizer(language),
    ]);
    return {
      list: rows.map((r) => ({ id: r.id, type: r.type, execution: r.execution, ...localize(r), createdAt: r.created_at.toISOString() })),
      pageNo: q.pageNo,
      pageSize: announcementPageSize,
      total,
      totalPages: Math.ceil(total / announcementPageSize),
    };
  };

  const announcementContent = async (id: number, language: LanguageCode) => {
    const row = await findAnnouncement(db, id);
    if (!row) throw new AppError('CONTENT_NOT_FOUND', { details: { id } });
    return { id: row.id, ...(await localizer(language))(row) };
  };

  const customerService = async (language: LanguageCode) => ({ list: await system.customerServiceList(language) });

  const resources = async (language: LanguageCode) => ({ list: await system.resourceList(language) });

  /**
   * Help articles are one row per term and language. Each term in the visitor's fallback order
   * (pickLanguage), else the first language it was written in.
   */
  const helpCenter = async (language: LanguageCode) => {
    const [rows, fallback] = await Promise.all([listHelpArticles(db), defaultLanguage()]);
    const byTerm = new Map<string, Map<string, (typeof rows)[number]>>();
    for (const row of rows) {
      const versions = byTerm.get(row.term) ?? new Map<string, (typeof rows)[number]>();
      if (!versions.has(row.language)) versions.set(row.language, row);
      byTerm.set(row.term, versions);
    }
    const chosen = [...byTerm.values()]
      .map((versions) => {
        const code = pickLanguage((c) => versions.has(c), language, fallback);
        return (code && versions.get(code)) ?? [...versions.values()][0]!;
      })
      .sort((a, b) => a.sequence - b.sequence || a.term.localeCompare(b.term));
    return { list: chosen.map((r) => ({ term: r.term, title: r.title, content: r.content, category: r.category, language: languageCode.parse(r.language) })) };
  };

  /** The ISO list shipped with the code, named in the caller's language (Intl, no network). */
  const countryCodes = (tag: CatalogTag) => {
    let list = countryNames.get(tag);
    if (!list) {
      const names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
      list = countryDialingCodes.map(([code, dial]) => ({ countryCode: code, countryDialingCode: dial, name: names.of(code) ?? code }));
      countryNames.set(tag, list);
    }
    return { list };
  };

  /**
   * There are no member sessions yet, so this only checks the code against the merchant's languages
   * and answers the one to use. The accounts issue will store it on the member.
   */
  const updateLanguage = async (language: LanguageCode) => {
    const { supportedLanguages } = await settings.value('merchant');
    if (!supportedLanguages.includes(language))
      throw new AppError('LANGUAGE_NOT_SUPPORTED', { details: { language, supported: supportedLanguages.join(',') } });
    return { language };
  };

  return {
    banners,
    firstHomeBanner,
    notices,
    promotions,
    announcements,
    announcementContent,
    customerService,
    resources,
    helpCenter,
    countryCodes,
    updateLanguage,
  };
};

export type ContentService = ReturnType<typeof createContentService>;
