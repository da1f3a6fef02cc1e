import type { LanguageCode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { SettingsService } from '../../platform/settings';
import { listEnabledPromotionCategories } from './promotion-categories.repository';
import { pickTranslation } from './translation';

/** The promotion categories players see: enabled, in sequence, named in the visitor's language. */
export const createPromotionCategoryService = (db: Kysely<DB>, settings: SettingsService) => {
  const list = async (language: LanguageCode) => {
    const [rows, { defaultLanguage }] = await Promise.all([listEnabledPromotionCategories(db), settings.value('merchant')]);
    return {
      list: rows.map((r) => ({
        code: r.code,
        name: pickTranslation({ name: r.name }, r.translations, language, defaultLanguage, r.language).name,
        sequence: r.sequence,
      })),
    };
  };
  return { list };
};

export type PromotionCategoryService = ReturnType<typeof createPromotionCategoryService>;
