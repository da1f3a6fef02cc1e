import type { WheelSpinView, WheelTableView } from '@gp/contracts';
import type { LoyaltyWheelPrizeTablesTable, LoyaltyWheelSpinsTable } from '@gp/db';
import type { Selectable } from 'kysely';
import { chanceBpOf } from './weighted-pick';

/** A prize table as published: each prize's chance is its weight over the total. */
export const tableView = (row: Selectable<LoyaltyWheelPrizeTablesTable>): WheelTableView => ({
  version: row.version,
  totalWeight: row.total_weight,
  createdAt: row.created_at.toISOString(),
  prizes: row.prizes.map((p, index) => ({
    index,
    kind: p.kind,
    value: p.value,
    weight: p.weight,
    chanceBp: chanceBpOf(p.weight, row.total_weight),
    labels: p.labels,
  })),
});

export const spinView = (row: Selectable<LoyaltyWheelSpinsTable>): WheelSpinView => ({
  id: String(row.id),
  tableVersion: row.table_version,
  roll: row.roll,
  totalWeight: row.total_weight,
  prizeIndex: row.prize_index,
  kind: row.kind,
  value: row.prize.value,
  labels: row.prize.labels,
  payout: row.payout,
  createdAt: row.created_at.toISOString(),
});
