import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type PromotionRunKind = 'cashback_daily' | 'cashback_weekly' | 'rebate';
export type PromotionRunStatus = 'computing' | 'held' | 'paying' | 'done' | 'failed';
export type PromotionRunTrigger = 'schedule' | 'catch_up' | 'staff';
export type PromotionRunMemberStatus = 'owed' | 'held' | 'paid' | 'already_paid' | 'budget_short';

/** One line of a member's figure: a game category, its base (net loss or valid bets) and the rate chosen. */
export type PromotionRunLine = { category: string; base: number; rateBp: number };

export type PromotionRunsTable = {
  id: Generated<bigint>;
  promotion_id: number;
  kind: PromotionRunKind;
  period_key: string;
  period_start: Date;
  period_end: Date;
  status: Generated<PromotionRunStatus>;
  trigger: PromotionRunTrigger;
  members: Generated<number>;
  /** Minor units: what the run computed for every member. */
  total: Generated<bigint>;
  paid_count: Generated<number>;
  paid_amount: Generated<bigint>;
  budget_short_count: Generated<number>;
  budget_short_amount: Generated<bigint>;
  error: string | null;
  staff_id: number | null;
  /** The instance (host:pid:random) that runs it now. */
  runner: string;
  created_at: Timestamp;
  started_at: Timestamp;
  computed_at: Date | null;
  finished_at: Date | null;
  /** Moves with every chunk paid: a run whose instance stopped is taken over when it is stale. */
  updated_at: Timestamp;
};

export type PromotionRunMembersTable = {
  run_id: bigint;
  member_id: bigint;
  /** Net loss (cashback) or valid bets (rebate) of the categories that count, minor units. */
  base_amount: bigint;
  /** The rate when every line had the same one; null when categories had different rates. */
  rate_bp: number | null;
  amount: bigint;
  lines: JsonWithDefault<PromotionRunLine[]>;
  status: PromotionRunMemberStatus;
  journal_id: bigint | null;
  paid_at: Date | null;
};

export type PromotionRunLeasesTable = {
  name: string;
  holder: string;
  expires_at: Date;
};

/** Cashback and rebate runs (migration 2026_11_30_0009). */
export type PromotionRunTables = {
  promotion_runs: PromotionRunsTable;
  promotion_run_members: PromotionRunMembersTable;
  promotion_run_leases: PromotionRunLeasesTable;
};
