import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** The categories players see, in the order staff gave them. */
export const listEnabledPromotionCategories = (db: Executor) =>
  db.selectFrom('content_promotion_categories').selectAll().where('enabled', '=', true).orderBy('sequence').orderBy('id').execute();

export const isEnabledPromotionCategory = async (db: Executor, code: string) =>
  (await db.selectFrom('content_promotion_categories').select('id').where('code', '=', code).where('enabled', '=', true).executeTakeFirst()) !== undefined;

/** How many promotions, running or not, are filed under `code`. */
export const countPromotionsInCategory = async (db: Executor, code: string) =>
  (
    await db
      .selectFrom('content_promotions')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('category', '=', code)
      .executeTakeFirstOrThrow()
  ).n;
