import { z } from 'zod';
import { contentLanguageQuery, ownLanguage, translationsOf } from './content-translations';
import { languageCode } from './language-code';

/** A promotion category's code: what promotions store and the player site filters by. */
export const promotionCategoryCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,32}$/, 'A-Z, 0-9 and _ (at most 32)');

const categoryName = z.string().trim().min(1).max(64);
const sequence = z.number().int().min(0).max(1_000_000);

export const promotionCategoryTranslations = translationsOf({ name: categoryName });
const categoryFields = {
  code: promotionCategoryCode,
  name: categoryName,
  language: ownLanguage,
  translations: promotionCategoryTranslations,
  sequence,
  enabled: z.boolean(),
};

/** Back office: a category's name is written in its own language, with the others as translations. */
export const boPromotionCategoryInput = z.strictObject({
  ...categoryFields,
  language: ownLanguage.optional(),
  translations: promotionCategoryTranslations.default({}),
  sequence: sequence.default(0),
  enabled: z.boolean().default(true),
});
export const boPromotionCategoryPatch = z.strictObject(categoryFields).partial();
export const boPromotionCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  language: languageCode,
  translations: promotionCategoryTranslations,
  missingLanguages: z.array(languageCode),
  sequence: z.number().int(),
  enabled: z.boolean(),
});

/** Player site: the enabled categories in sequence, each named in the visitor's language. */
export const promotionCategoryQuery = contentLanguageQuery;
export const promotionCategory = z.object({ code: z.string(), name: z.string(), sequence: z.number().int() });
export const promotionCategoryList = z.object({ list: z.array(promotionCategory) });
