import { pointCategories, type PointDetail } from '@gp/contracts';
import { rateLabel } from './point-math';
import type { PointEntryRow } from './points-details.repository';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null);
const whole = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
};

/** The categories an accrual entry nets (details.categories), in the spec's order. */
const partsOf = (categories: unknown): PointDetail['parts'] => {
  if (typeof categories !== 'object' || categories === null) return [];
  const byName = categories as Record<string, unknown>;
  return pointCategories.flatMap((source) => {
    const change = whole(byName[source]);
    return change === null || change === 0 ? [] : [{ source, change }];
  });
};

/**
 * A journal entry as the points details row the spec lists. The redeem fields are whatever the
 * posting feature wrote in the entry's details when it posted (the points mall writes redeem type,
 * item, quantity, points and amount needed, status and ratio); deposit entries carry the rate used
 * as their ratio.
 */
export const toPointDetail = (row: PointEntryRow): PointDetail => {
  const details = row.details;
  const rateBp = whole(details['rateBp']);
  return {
    transactionNo: String(row.id),
    time: row.created_at.toISOString(),
    source: row.source,
    redeemType: text(details['redeemType']),
    itemName: text(details['itemName']) ?? text(details['item']),
    quantity: whole(details['quantity']),
    pointsNeeded: whole(details['pointsNeeded']),
    amountNeeded: whole(details['amountNeeded']),
    status: text(details['status']),
    change: Number(row.delta),
    balance: Number(row.balance_after),
    remark: row.remark,
    ratio: text(details['ratio']) ?? (rateBp === null ? null : `${rateLabel(rateBp)}:100`),
    parts: partsOf(details['categories']),
  };
};
