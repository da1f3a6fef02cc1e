import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Where a points movement comes from: a game category, a deposit, or a loyalty feature. */
export type PointSource =
  'live' | 'lottery' | 'pvp' | 'rng' | 'sports' | 'deposit' | 'redeem' | 'convert' | 'refund' | 'mission' | 'wheel' | 'leaderboard' | 'vip' | 'staff';

export type LoyaltyPointBalancesTable = {
  member_id: bigint;
  /** Never below zero (a check constraint). */
  balance: Generated<bigint>;
  earned_total: Generated<bigint>;
  spent_total: Generated<bigint>;
  updated_at: Timestamp;
};

/** The append-only points journal: written only by loyalty_post_points() or a loyalty batch function. */
export type LoyaltyPointEntriesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  source: PointSource;
  /** The source event: one entry per member and key, whatever replays it. */
  source_key: string;
  delta: bigint;
  balance_after: bigint;
  remark: string | null;
  details: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
};

export type LoyaltyPointTables = {
  loyalty_point_balances: LoyaltyPointBalancesTable;
  loyalty_point_entries: LoyaltyPointEntriesTable;
};
