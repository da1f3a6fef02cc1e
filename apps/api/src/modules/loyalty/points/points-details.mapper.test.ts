import { describe, expect, it } from 'vitest';
import { toPointDetail } from './points-details.mapper';
import type { PointEntryRow } from './points-details.repository';

const entry = (fields: Partial<PointEntryRow>): PointEntryRow => ({
  id: 7n,
  source: 'rng',
  source_key: 'accrual:1',
  delta: 5n,
  balance_after: 12n,
  remark: null,
  details: {},
  created_at: new Date('2026-11-30T08:00:00Z'),
  ...fields,
});

describe('points details rows', () => {
  it("lists an accrual entry's categories in the spec's order, leaving out what is not a category's part", () => {
    const row = toPointDetail(entry({ details: { run: 1, categories: { rng: 3, live: 2, bogus: 5, pvp: 'x', sports: 0 } } }));
    expect(row).toMatchObject({ transactionNo: '7', source: 'rng', change: 5, balance: 12, time: '2026-11-30T08:00:00.000Z', ratio: null, itemName: null });
    expect(row.parts).toEqual([
      { source: 'live', change: 2 },
      { source: 'rng', change: 3 },
    ]);
  });

  it("reads a redemption's fields as the points mall writes them, and a deposit's rate as its ratio", () => {
    const redeem = toPointDetail(
      entry({
        source: 'redeem',
        delta: -300n,
        details: { item: 'Mug', quantity: 2, pointsNeeded: 300, amountNeeded: 0, redeemType: 'gift', status: 'applying' },
      }),
    );
    expect(redeem).toMatchObject({ itemName: 'Mug', quantity: 2, pointsNeeded: 300, amountNeeded: 0, redeemType: 'gift', status: 'applying', parts: [] });
    expect(toPointDetail(entry({ source: 'deposit', details: { rateBp: 15_000 } })).ratio).toBe('1.5:100');
  });
});
