import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type VipKeepPeriod = 'weekly' | 'monthly' | 'none';
export type VipHistoryReason = 'upgrade' | 'downgrade' | 'staff';
export type VipBonusKind = 'upgrade' | 'weekly' | 'monthly';
export type VipBonusStatus = 'owed' | 'paid' | 'refused';

/** The programme's one settings row (id 1). */
export type VipSettingsTable = {
  id: Generated<number>;
  /** The `loyalty` promotion VIP bonuses are paid from; null pays nothing (dues wait). */
  promotion_id: number | null;
  /** Rolling window of deposits and valid bets that upgrades read, in days. */
  window_days: Generated<number>;
  keep_period: Generated<VipKeepPeriod>;
  max_drop_levels: Generated<number>;
  /** Periods that ended before this are never closed (no downgrade for time before the programme). */
  started_at: Timestamp;
  updated_at: Timestamp;
};

/** One rung of the ladder; money in minor units, turnover in basis points of a multiple. */
export type VipLevelsTable = {
  level: number;
  /** Language code -> name. */
  names: JsonWithDefault<Record<string, string>>;
  /** Language code -> benefits text. */
  benefits: JsonWithDefault<Record<string, string>>;
  /** `builtin:<name>` or an uploaded picture's URL. */
  icon: Generated<string>;
  deposit_threshold: Generated<bigint>;
  valid_bet_threshold: Generated<bigint>;
  keep_deposit: Generated<bigint>;
  keep_valid_bet: Generated<bigint>;
  upgrade_bonus: Generated<bigint>;
  weekly_bonus: Generated<bigint>;
  monthly_bonus: Generated<bigint>;
  turnover_multiple_bp: Generated<number>;
  updated_at: Timestamp;
};

export type VipLevelHistoryTable = {
  id: Generated<bigint>;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: VipHistoryReason;
  period_key: string | null;
  staff_id: number | null;
  remark: string | null;
  created_at: Timestamp;
};

export type VipBonusDuesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  kind: VipBonusKind;
  level: number;
  /** `vip-up-<level>`, `vip-week-2026-W49`, `vip-month-2026-11`: the claim's period key. */
  period_key: string;
  amount: bigint;
  turnover_multiple_bp: number;
  status: Generated<VipBonusStatus>;
  claim_id: bigint | null;
  error: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VipPeriodClosesTable = {
  period_key: string;
  kind: 'weekly' | 'monthly';
  period_start: Date;
  period_end: Date;
  bonuses: Generated<number>;
  downgraded: Generated<number>;
  closed_at: Timestamp;
};

export type VipRunsTable = {
  id: Generated<bigint>;
  runner: string;
  started_at: Timestamp;
  finished_at: Date | null;
  upgraded: Generated<number>;
  downgraded: Generated<number>;
  bonuses_paid: Generated<number>;
  bonuses_refused: Generated<number>;
  error: string | null;
};

export type VipRunLeasesTable = { name: string; holder: string; expires_at: Date };

export type VipTables = {
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  vip_level_history: VipLevelHistoryTable;
  vip_bonus_dues: VipBonusDuesTable;
  vip_period_closes: VipPeriodClosesTable;
  vip_runs: VipRunsTable;
  vip_run_leases: VipRunLeasesTable;
};
