import type { ColumnType, Generated } from 'kysely';

/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type ContentPromotionCategoriesTable = {
  id: Generated<number>;
  /** What promotions store in their `category`: A-Z, 0-9 and _. */
  code: string;
  name: string;
  /** The language of `name` (a code of languages.ts). */
  language: string;
  translations: JsonWithDefault<Partial<Record<string, { name: string }>>>;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
};

/** The managed list of promotion categories (migration 2026_11_30_0006). */
export type PromotionCategoryTables = {
  content_promotion_categories: ContentPromotionCategoriesTable;
};
