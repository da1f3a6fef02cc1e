import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Where wheel tickets come from (`spin` spends one). */
export type WheelTicketSource = 'mission' | 'deposit' | 'staff' | 'spin';
/** What a prize pays: money (a loyalty bonus), points, or nothing ("try again"). */
export type WheelPrizeKind = 'money' | 'points' | 'none';
/** Where a money or points prize, or an envelope's money, stands. */
export type LoyaltyPayout = 'none' | 'pending' | 'paid' | 'refused';

/** One prize of a prize table version, as stored and as a spin keeps it. */
export type WheelPrizeRow = {
  kind: WheelPrizeKind;
  /** Minor units for money, whole points for points; 0 for none. */
  value: string;
  weight: number;
  /** The label per language code (`EN`, `AR`...). */
  labels: Record<string, string>;
};

export type LoyaltyWheelTicketBalancesTable = {
  member_id: bigint;
  /** Never below zero (a check constraint). */
  balance: Generated<number>;
  granted_total: Generated<number>;
  spent_total: Generated<number>;
  updated_at: Timestamp;
};

/** The append-only tickets journal: written only by loyalty_post_wheel_tickets(). */
export type LoyaltyWheelTicketEntriesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  source: WheelTicketSource;
  /** The source event: one entry per member and key, whatever replays it. */
  source_key: string;
  delta: number;
  balance_after: number;
  remark: string | null;
  details: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
};

export type LoyaltyEnvelopeWheelSettingsTable = {
  id: Generated<number>;
  envelope_promotion_id: number | null;
  wheel_promotion_id: number | null;
  /** A credited deposit of at least this (minor units) grants `deposit_tickets`; null: no rule. */
  deposit_min_amount: bigint | null;
  deposit_tickets: Generated<number>;
  /** Deposits credited before this grant nothing (the rule does not reach back). */
  deposit_rule_from: Generated<Date>;
  updated_at: Timestamp;
};

/** Append-only: a change of the prize table is a new version. */
export type LoyaltyWheelPrizeTablesTable = {
  version: Generated<number>;
  prizes: Json<WheelPrizeRow[]>;
  total_weight: number;
  created_by: string;
  created_at: Timestamp;
};

export type LoyaltyWheelSpinsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  client_key: string;
  table_version: number;
  /** The draw: a uniform integer in [0, total_weight), from node:crypto randomInt. */
  roll: number;
  total_weight: number;
  prize_index: number;
  prize: Json<WheelPrizeRow>;
  kind: WheelPrizeKind;
  amount: bigint | null;
  currency: string | null;
  points: bigint | null;
  payout: LoyaltyPayout;
  payout_error: string | null;
  claim_id: bigint | null;
  points_entry_id: bigint | null;
  ticket_entry_id: bigint;
  created_at: Timestamp;
  paid_at: Date | null;
};

/** Who may open a rain's envelopes; an empty list or an absent field admits everyone. */
export type EnvelopeEligibility = {
  vipLevels?: number[];
  memberTypes?: number[];
  /** Credited deposits of at least `amount` (minor units) in the last `days` days. */
  minDeposit?: { amount: string; days: number } | null;
};

export type LoyaltyEnvelopeRainsTable = {
  id: Generated<bigint>;
  /** The title per language code. */
  titles: Json<Record<string, string>>;
  pool_amount: bigint;
  currency: string;
  envelope_count: number;
  min_amount: bigint;
  max_amount: bigint;
  starts_at: Date;
  ends_at: Date;
  eligibility: JsonWithDefault<EnvelopeEligibility>;
  turnover_multiple_bp: number | null;
  promotion_id: number;
  cancelled_at: Date | null;
  created_by: string;
  created_at: Timestamp;
};

/** One envelope of a rain: taken by one member, a member takes one per rain. */
export type LoyaltyEnvelopesTable = {
  id: Generated<bigint>;
  rain_id: bigint;
  amount: bigint;
  member_id: bigint | null;
  opened_at: Date | null;
  payout: Generated<LoyaltyPayout>;
  payout_error: string | null;
  claim_id: bigint | null;
  paid_at: Date | null;
};

export type EnvelopeWheelTables = {
  loyalty_wheel_ticket_balances: LoyaltyWheelTicketBalancesTable;
  loyalty_wheel_ticket_entries: LoyaltyWheelTicketEntriesTable;
  loyalty_envelope_wheel_settings: LoyaltyEnvelopeWheelSettingsTable;
  loyalty_wheel_prize_tables: LoyaltyWheelPrizeTablesTable;
  loyalty_wheel_spins: LoyaltyWheelSpinsTable;
  loyalty_envelope_rains: LoyaltyEnvelopeRainsTable;
  loyalty_envelopes: LoyaltyEnvelopesTable;
};
