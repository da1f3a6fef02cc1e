import type { ColumnType, Generated } from 'kysely';
import type { GameCategory } from './schema-catalog';
import type { Json, Timestamp } from './schema';

/** A column the database computes (generated always): read only. */
type Computed<T> = ColumnType<T, never, never>;

export type GameVendorCredentialsTable = {
  vendor_id: number;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  /** Addresses or CIDR ranges; empty means any address. */
  ip_allow_list: Generated<string[]>;
  /** Where a launch sends the player; `{launchToken}`, `{gameCode}`, `{language}`, `{lobbyUrl}` are filled in. */
  launch_url: Generated<string>;
  rotated_at: Date | null;
  updated_at: Timestamp;
};

export type GameLaunchTokensTable = {
  token_hash: string;
  member_id: bigint;
  vendor_id: number;
  game_id: number;
  currency: string;
  language: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type GameSessionsTable = {
  id: Generated<bigint>;
  token_hash: string;
  member_id: bigint;
  vendor_id: number;
  game_id: number;
  currency: string;
  created_at: Timestamp;
  expires_at: Date;
};

export type GameRoundStatus = 'open' | 'closed' | 'cancelled';

export type GameRoundsTable = {
  id: Generated<bigint>;
  vendor_id: number;
  round_id: string;
  member_id: bigint;
  game_id: number | null;
  game_code: string;
  game_type: GameCategory;
  currency: string;
  bet_count: Generated<number>;
  bet_amount: Generated<bigint>;
  win_amount: Generated<bigint>;
  refund_amount: Generated<bigint>;
  status: Generated<GameRoundStatus>;
  opened_at: Timestamp;
  closed_at: Date | null;
  updated_at: Timestamp;
};

/** `adjust`: wallet API v1.1's resettlement of a settled round (migration 2026_11_30_0027). */
export type GameWalletAction = 'bet' | 'win' | 'rollback' | 'adjust';

export type GameTransactionsTable = {
  /** The platformTxId. */
  id: Generated<bigint>;
  vendor_id: number;
  tx_id: string;
  action: GameWalletAction;
  member_id: bigint;
  round_id: string;
  round_pk: bigint | null;
  game_code: string;
  /** Money moved on the player's wallet; signed only for an adjust (a debit is negative). */
  amount: Generated<bigint>;
  currency: string;
  /** betTxId of a win, originalTxId of a rollback or an adjust. */
  ref_tx_id: string | null;
  request_hash: string;
  /** The first response, returned again to a replay. */
  response: Json<Record<string, unknown>>;
  journal_id: bigint | null;
  rolled_back_by: bigint | null;
  created_at: Timestamp;
};

/** A refused bet, win or rollback: its answer, given again to every replay of the txId. */
export type GameWalletRefusalsTable = {
  vendor_id: number;
  tx_id: string;
  action: GameWalletAction;
  /** Null when the playerId was not a member id at all. */
  member_id: bigint | null;
  request_hash: string;
  response: Json<Record<string, unknown>>;
  created_at: Timestamp;
};

type MemberGameFigures = {
  member_id: bigint;
  vendor_id: number;
  game_type: GameCategory;
  currency: string;
  bet_count: Generated<number>;
  bet_amount: Generated<bigint>;
  refund_amount: Generated<bigint>;
  win_amount: Generated<bigint>;
  /** bet_amount - refund_amount. */
  valid_bet: Computed<bigint>;
  /** The member's result, positive when the member won: win_amount - valid_bet. */
  profit_loss: Computed<bigint>;
};

/** Buckets are local hours of the business time zone (`BUSINESS_TIME_ZONE`). */
export type MemberGameHourlyTable = MemberGameFigures & { hour_start: Date };

/**
 * A row of `member_game_days(zone, from, to)`: a member's figures for one business day, the sum of
 * its hourly buckets. `day` is a date: drivers read it as a Date (midnight UTC); select `day::text`
 * for the calendar day.
 */
export type MemberGameDay = {
  member_id: bigint;
  day: Date;
  vendor_id: number;
  game_type: GameCategory;
  currency: string;
  bet_count: number;
  bet_amount: bigint;
  refund_amount: bigint;
  win_amount: bigint;
  valid_bet: bigint;
  profit_loss: bigint;
};

export type MemberWagerLimitsTable = {
  member_id: bigint;
  span: 'day' | 'week' | 'month';
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_effective_at: Date | null;
  updated_at: Timestamp;
};

export type MemberFavouriteGamesTable = { member_id: bigint; game_id: number; created_at: Timestamp };
export type MemberRecentGamesTable = { member_id: bigint; game_id: number; played_at: Timestamp };

/** One applied adjust per round and settlement version (the round's versions run 2, 3, ... with no gap). */
export type GameRoundAdjustmentsTable = {
  round_pk: bigint;
  settlement_version: number;
  /** The adjust's game_transactions row. */
  transaction_id: bigint;
  /** As requested, signed (never 0). */
  amount: bigint;
  /** What moved on the wallet, signed: the amount, or for a debit only what the balance held. */
  moved: bigint;
  reason: string;
  created_at: Timestamp;
};

/** A debit of an adjust that the balance could not cover: `shortfall` was written off to the house. */
export type GameAdjustShortfallsTable = {
  id: Generated<bigint>;
  transaction_id: bigint;
  member_id: bigint;
  vendor_id: number;
  round_pk: bigint;
  round_id: string;
  tx_id: string;
  currency: string;
  /** The debit asked for (positive): taken + shortfall. */
  requested: bigint;
  taken: bigint;
  shortfall: bigint;
  created_at: Timestamp;
};

/**
 * What a round's bet is, as the vendor last described it (wallet API v1.1 `details` on bet, win or
 * adjust; a sports bet's type and legs): one row per round, the latest call's replacing the last.
 */
export type GameRoundDetailsTable = {
  round_pk: bigint;
  /** The vendor's object as the gateway's schema parsed it (packages/contracts: vendorBetDetails). */
  details: unknown;
  /** The call (game_transactions row) whose details these are. */
  transaction_id: bigint;
  updated_at: Timestamp;
};

/** Tables of sql/baseline/12_games.sql. */
export type GameTables = {
  game_vendor_credentials: GameVendorCredentialsTable;
  game_launch_tokens: GameLaunchTokensTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  game_wallet_refusals: GameWalletRefusalsTable;
  game_round_adjustments: GameRoundAdjustmentsTable;
  game_adjust_shortfalls: GameAdjustShortfallsTable;
  game_round_details: GameRoundDetailsTable;
  member_game_hourly: MemberGameHourlyTable;
  member_wager_limits: MemberWagerLimitsTable;
  member_favourite_games: MemberFavouriteGamesTable;
  member_recent_games: MemberRecentGamesTable;
};
