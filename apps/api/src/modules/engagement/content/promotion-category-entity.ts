import { boPromotionCategory, boPromotionCategoryInput, boPromotionCategoryPatch, type LanguageCode } from '@gp/contracts';
import type { ContentPromotionCategoriesTable } from '@gp/db';
import type { Selectable } from 'kysely';
import type { ContentEntity } from './content-entities';
import type { EntityRules } from './content-entity-rules';
import { promotionCategoryRules } from './content-entity-rules';
import { missingLanguages } from './translation';

type Category = ContentEntity<typeof boPromotionCategoryInput, typeof boPromotionCategoryPatch, typeof boPromotionCategory> & EntityRules;

/** Drops the fields a partial update leaves out, so they keep their stored value. */
const given = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The managed list promotions pick their category from; a name in its own language plus translations. */
export const promotionCategoryEntity: Category = {
  name: 'promotionCategory',
  path: 'promotionCategories',
  table: 'content_promotion_categories',
  order: ['sequence', 'code'],
  input: boPromotionCategoryInput,
  patch: boPromotionCategoryPatch,
  output: boPromotionCategory,
  ownLanguage: true,
  toRow: (v) =>
    given({
      code: v.code,
      name: v.name,
      language: v.language,
      translations: v.translations === undefined ? undefined : JSON.stringify(v.translations),
      sequence: v.sequence,
      enabled: v.enabled,
    }),
  fromRow: (row, supported: readonly LanguageCode[]) => {
    const r = row as unknown as Selectable<ContentPromotionCategoriesTable>;
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      language: r.language as LanguageCode,
      translations: r.translations,
      missingLanguages: missingLanguages(supported, r.language, r.translations),
      sequence: r.sequence,
      enabled: r.enabled,
    };
  },
  ...promotionCategoryRules,
};
