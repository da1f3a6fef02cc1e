import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What a points rate applies to: a game category, or deposits. */
export type PointRateSourceColumn = 'live' | 'lottery' | 'pvp' | 'rng' | 'sports' | 'deposit';

/** Points per 100.00 of valid bets or deposits per VIP level (null: the default), in basis points of a point. */
export type LoyaltyPointRatesTable = {
  id: Generated<bigint>;
  vip_level: number | null;
  source: PointRateSourceColumn;
  points_bp: bigint;
  updated_by: string | null;
  updated_at: Timestamp;
};

/** Per member, hour and category: the valid bet last seen, the rate fixed at first sight, the points owed. */
export type LoyaltyPointAccrualBucketsTable = {
  member_id: bigint;
  hour_start: Timestamp;
  category: string;
  valid_bet: bigint;
  rate_bp: bigint;
  points: bigint;
  updated_at: Timestamp;
};

/** Per member and category: points the buckets owe and points accrual posted (above owed: a takeback still due). */
export type LoyaltyPointAccrualTotalsTable = {
  member_id: bigint;
  category: string;
  owed: Generated<bigint>;
  posted: Generated<bigint>;
};

export type LoyaltyPointAccrualRunsTable = {
  id: Generated<bigint>;
  trigger: 'schedule' | 'staff';
  status: Generated<'running' | 'done' | 'failed'>;
  since: Timestamp;
  runner: string;
  staff_id: bigint | null;
  members: Generated<number>;
  entries: Generated<number>;
  points_in: Generated<bigint>;
  points_out: Generated<bigint>;
  error: string | null;
  started_at: Timestamp;
  finished_at: Timestamp | null;
};

export type LoyaltyAccrualTables = {
  loyalty_point_rates: LoyaltyPointRatesTable;
  loyalty_point_accrual_buckets: LoyaltyPointAccrualBucketsTable;
  loyalty_point_accrual_totals: LoyaltyPointAccrualTotalsTable;
  loyalty_point_accrual_runs: LoyaltyPointAccrualRunsTable;
};
