import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import type { LooseRow } from './content-admin.repository';
import { countPromotionsInCategory, isEnabledPromotionCategory } from './promotion-categories.repository';

/**
 * Checks an entity makes against other rows, in the transaction of the change (so with its handle):
 * `row` is what the entity's toRow made of the request, `before` the stored row when one is changed.
 */
export type EntityRules = {
  beforeWrite?: (trx: Executor, row: Record<string, unknown>, before: LooseRow | undefined) => Promise<void>;
  beforeRemove?: (trx: Executor, before: LooseRow) => Promise<void>;
};

/**
 * A promotion is filed under one of the enabled categories. A promotion that keeps the category it has
 * may still be edited after that category was disabled: disabling hides a tab, it does not lock entries.
 */
export const promotionRules: EntityRules = {
  beforeWrite: async (trx, row, before) => {
    const category = row.category;
    if (typeof category !== 'string' || category === before?.category) return;
    if (!(await isEnabledPromotionCategory(trx, category))) throw new AppError('PROMOTION_CATEGORY_UNKNOWN', { details: { category } });
  },
};

const refuseInUse = async (trx: Executor, code: unknown) => {
  const n = typeof code === 'string' ? await countPromotionsInCategory(trx, code) : 0;
  if (n > 0) throw new AppError('PROMOTION_CATEGORY_IN_USE', { details: { category: String(code), promotions: n } });
};

/**
 * A category that promotions use keeps its code and is not deleted (it may be disabled instead), so
 * no promotion is ever filed under a code the list does not have.
 */
export const promotionCategoryRules: EntityRules = {
  beforeWrite: async (trx, row, before) => {
    if (before && row.code !== undefined && row.code !== before.code) await refuseInUse(trx, before.code);
  },
  beforeRemove: async (trx, before) => refuseInUse(trx, before.code),
};
