import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export type LotteryFamily = 'vn' | '4d' | 'thai' | 'elott';
export type LotteryPrizeMode = 'lott' | 'zy' | 'elott' | 'sea';
export type LotteryDrawStatus = 'open' | 'closed' | 'resulted' | 'settled' | 'paying' | 'paid' | 'voiding' | 'void';
export type LotteryResultSource = 'staff' | 'file' | 'simulated' | 'server';
export type LotteryResultStatus = 'pending' | 'confirmed' | 'rejected';
export type LotteryBetStatus = 'open' | 'won' | 'lost' | 'void';

export type LotteryGamesTable = {
  code: string;
  family: LotteryFamily;
  prize_mode: LotteryPrizeMode;
  menu_group: string;
  /** The catalog vendor and game the wallet books the bets under. */
  vendor_code: string;
  game_code: string;
  /** The current version of the odds and prize tables (lottery_terms). */
  terms_id: bigint | null;
  /** Region, calendar or cadence, in the family's shape. */
  schedule: Json<Record<string, unknown>>;
  close_before_seconds: number;
  payout_delay_seconds: Generated<number>;
  number_limit: bigint | null;
  min_stake: bigint;
  max_stake: bigint;
  member_draw_limit: bigint | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  updated_at: Timestamp;
};

export type LotteryTermsTable = {
  id: Generated<bigint>;
  game_code: string;
  /** Odds and prize tables, in the family's shape (families/). */
  terms: Json<Record<string, unknown>>;
  created_by: number | null;
  created_at: Timestamp;
};

export type LotteryDrawsTable = {
  id: Generated<bigint>;
  game_code: string;
  draw_key: string;
  province: string | null;
  opens_at: Date;
  close_at: Date;
  draw_at: Date;
  status: Generated<LotteryDrawStatus>;
  seed: string | null;
  seed_hash: string | null;
  result: Json<Record<string, unknown>> | null;
  result_version: Generated<number>;
  settled_version: number | null;
  pay_after: Date | null;
  bet_count: Generated<number>;
  stake_total: Generated<bigint>;
  payout_total: Generated<bigint>;
  settled_at: Date | null;
  paid_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
  created_at: Timestamp;
};

export type LotteryResultEntriesTable = {
  id: Generated<bigint>;
  draw_id: bigint;
  result: Json<Record<string, unknown>>;
  source: LotteryResultSource;
  entered_by: number | null;
  entered_at: Timestamp;
  status: Generated<LotteryResultStatus>;
  decided_by: number | null;
  decided_at: Date | null;
  version: number | null;
};

export type LotteryOrdersTable = {
  id: Generated<bigint>;
  draw_id: bigint;
  member_id: bigint;
  client_key: string;
  request_hash: string;
  terms_id: bigint;
  amount: bigint;
  line_count: number;
  payout: bigint | null;
  status: Generated<'open' | 'settled' | 'void'>;
  created_at: Timestamp;
};

export type LotteryBetsTable = {
  id: Generated<bigint>;
  order_id: bigint;
  draw_id: bigint;
  member_id: bigint;
  line: number;
  bet_type: string;
  /** The line as placed, with the odds or prize table it was taken at. */
  selection: Json<Record<string, unknown>>;
  amount: bigint;
  max_payout: bigint;
  payout: bigint | null;
  settled_version: number | null;
  status: Generated<LotteryBetStatus>;
};

export type LotteryOrderRefusalsTable = {
  member_id: bigint;
  client_key: string;
  request_hash: string;
  code: string;
  details: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
};

export type LotteryExposureTable = { draw_id: bigint; number: string; liability: bigint };

export type LotteryMemberStakesTable = { draw_id: bigint; member_id: bigint; staked: bigint; payout: bigint | null };

/** The in-house lottery (migration 2026_11_30_0026). */
export type LotteryTables = {
  lottery_games: LotteryGamesTable;
  lottery_terms: LotteryTermsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_result_entries: LotteryResultEntriesTable;
  lottery_orders: LotteryOrdersTable;
  lottery_bets: LotteryBetsTable;
  lottery_order_refusals: LotteryOrderRefusalsTable;
  lottery_exposure: LotteryExposureTable;
  lottery_member_stakes: LotteryMemberStakesTable;
};
