import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Json<T> = ColumnType<T, string, string>;

export type MissionPeriod = 'daily' | 'weekly';
export type MissionRewardKind = 'money' | 'points' | 'tickets';
export type BoardMetric = 'valid_bets' | 'biggest_win';
export type BoardPeriod = 'daily' | 'weekly' | 'monthly';
export type BoardCategory = 'live' | 'lottery' | 'pvp' | 'rng' | 'sports';

export type LoyaltyMissionsTable = {
  id: Generated<number>;
  period: MissionPeriod;
  /** English, the site's own language; other languages in translations. */
  title: string;
  description: Generated<string>;
  translations: JsonWithDefault<Record<string, { title: string; description: string }>>;
  /** The conditions, all of which must hold (contracts `missionCondition`). */
  conditions: Json<unknown[]>;
  reward_kind: MissionRewardKind;
  /** Minor units (money), points or tickets. */
  reward_amount: bigint;
  turnover_multiple_bp: Generated<number>;
  /** The loyalty promotion a money reward is paid from. */
  promotion_id: number | null;
  vip_levels: JsonWithDefault<number[]>;
  member_types: JsonWithDefault<number[]>;
  start_at: NullableTimestamp;
  end_at: NullableTimestamp;
  enabled: Generated<boolean>;
  sequence: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LoyaltyMissionClaimsTable = {
  id: Generated<bigint>;
  mission_id: number;
  member_id: bigint;
  period_key: string;
  reward_kind: MissionRewardKind;
  reward_amount: bigint;
  status: Generated<'paying' | 'paid'>;
  promotion_claim_id: bigint | null;
  points_entry_id: bigint | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
};

export type LoyaltyLeaderboardsTable = {
  id: Generated<number>;
  metric: BoardMetric;
  period: BoardPeriod;
  /** Null: every category. */
  category: BoardCategory | null;
  title: string;
  description: Generated<string>;
  translations: JsonWithDefault<Record<string, { title: string; description: string }>>;
  top_n: Generated<number>;
  /** Minor units per rank, first place first. */
  prizes: JsonWithDefault<number[]>;
  promotion_id: number | null;
  turnover_multiple_bp: Generated<number>;
  enabled: Generated<boolean>;
  sequence: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LoyaltyBoardStandingsTable = {
  board_id: number;
  period_key: string;
  member_id: bigint;
  score: bigint;
  /** When the score was reached: an equal score reached earlier ranks first. */
  reached_at: Date;
};

export type LoyaltyBoardPeriodsTable = {
  board_id: number;
  period_key: string;
  period_start: Date;
  period_end: Date;
  status: Generated<'open' | 'closed' | 'paid'>;
  refreshed_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
};

export type LoyaltyBoardPrizesTable = {
  board_id: number;
  period_key: string;
  rank: number;
  member_id: bigint;
  score: bigint;
  amount: bigint;
  status: Generated<'owed' | 'paid' | 'failed'>;
  promotion_claim_id: bigint | null;
  error: string | null;
  paid_at: NullableTimestamp;
};

export type LoyaltyBoardLeasesTable = { name: string; holder: string; expires_at: Date };

export type MissionTables = {
  loyalty_missions: LoyaltyMissionsTable;
  loyalty_mission_claims: LoyaltyMissionClaimsTable;
  loyalty_leaderboards: LoyaltyLeaderboardsTable;
  loyalty_board_standings: LoyaltyBoardStandingsTable;
  loyalty_board_periods: LoyaltyBoardPeriodsTable;
  loyalty_board_prizes: LoyaltyBoardPrizesTable;
  loyalty_board_leases: LoyaltyBoardLeasesTable;
};
