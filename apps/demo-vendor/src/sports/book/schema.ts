import type { ColumnType, Generated } from 'kysely';

/**
 * The sportsbook's own tables, in the PostgreSQL schema `sportsbook` of the vendor's database
 * (never the platform's). Money is int8 (bigint in JS), odds are int4 thousandths, lines int4
 * quarters. Created by ./migrations.
 */

export const betStatuses = [
  /** In-play: waiting out the acceptance delay; no money moved yet. */
  'pending',
  /** The wallet's `bet` is in flight: a crash here is rolled back. */
  'placing',
  'open',
  'won',
  'half-won',
  'push',
  'half-lost',
  'lost',
  'void',
  'cashed-out',
  /** Refused at acceptance (odds, suspension, limits) or by the wallet: no money moved. */
  'refused',
  /** The wallet never answered the `bet`: it was rolled back. */
  'failed',
] as const;
export type BetStatus = (typeof betStatuses)[number];

export const settledStatuses = ['won', 'half-won', 'push', 'half-lost', 'lost', 'void'] as const satisfies readonly BetStatus[];

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Money = ColumnType<bigint, bigint | number, bigint | number>;
/** A timestamp the database fills in when omitted. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type BetsTable = {
  id: string;
  vendor_code: string;
  game_code: string;
  player_id: string;
  /** The platform session the bet was placed in: wins carry it (the platform settles them even once it expired). */
  session_token: string;
  currency: string;
  kind: 'single' | 'parlay';
  stake: Money;
  potential_return: Money;
  odds_policy: 'any' | 'higher' | 'none';
  status: BetStatus;
  /** Why a bet was refused or failed: `{ code, ...details }`. */
  refusal: ColumnType<unknown, string | null, string | null> | null;
  in_play: boolean;
  /** 0 until settled; 1 for the first settlement, +1 for each correction that moved money. */
  settlement_version: Generated<number>;
  /** What the player has been paid back in total (stake included), after the latest settlement. */
  settled_return: Money | null;
  /** A leg's result changed since the bet was last looked at: the settlement run takes it. */
  dirty: Generated<boolean>;
  placed_at: Timestamp;
  accept_at: Timestamp | null;
  accepted_at: Timestamp | null;
  settled_at: Timestamp | null;
  bet_tx_id: string;
  platform_bet_tx_id: string | null;
  /** The session's language tag: the settlement's wallet calls describe the bet in it. */
  language: ColumnType<string, string | undefined, string>;
};

export type LegsTable = {
  bet_id: string;
  leg_no: number;
  selection_id: string;
  event_id: string;
  market_key: string;
  market_kind: string;
  selection_key: string;
  /** Locked at acceptance. */
  odds: number;
  /** What the player saw and sent. */
  requested_odds: number;
  line_quarters: number | null;
  in_play: boolean;
  outcome: string | null;
  result_version: number | null;
  decided_at: Timestamp | null;
};

export type CashOutsTable = {
  bet_id: string;
  amount: Money;
  seen_price: Money;
  tx_id: string;
  created_at: Timestamp;
};

export type WalletCallState = 'recorded' | 'answered';

/** The settlement outbox: a wallet call is recorded here before it is sent, and marked when answered. */
export type WalletCallsTable = {
  seq: Generated<bigint>;
  vendor_code: string;
  tx_id: string;
  bet_id: string;
  action: 'win' | 'adjust' | 'rollback';
  /** The call without requestId and timestamp, which each attempt stamps afresh. */
  body: ColumnType<Record<string, unknown>, string, string>;
  state: WalletCallState;
  /** The platform's status once answered (OK or a refusal). */
  status: string | null;
  response: ColumnType<unknown, string | null, string | null> | null;
  attempts: Generated<number>;
  next_at: DefaultTimestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  created_at: DefaultTimestamp;
  answered_at: Timestamp | null;
};

/** Corrections the wallet could not carry (a debit without `adjust`), for staff to settle by hand. */
export type ManualCasesTable = {
  id: Generated<bigint>;
  bet_id: string;
  kind: string;
  /** Signed: negative takes money back from the player. */
  amount: Money;
  settlement_version: number;
  created_at: DefaultTimestamp;
  resolved_at: Timestamp | null;
  note: string | null;
};

/** Per-member limits an operator sets (tighter than the book's). */
export type MemberLimitsTable = {
  vendor_code: string;
  player_id: string;
  min_stake: Money | null;
  max_stake: Money | null;
  max_payout: Money | null;
  updated_at: DefaultTimestamp;
};

/** Where the settlement run has read the feed's changes up to. */
export type CursorsTable = { name: string; at_ms: Money };

export type BookDB = {
  'sportsbook.bets': BetsTable;
  'sportsbook.legs': LegsTable;
  'sportsbook.cash_outs': CashOutsTable;
  'sportsbook.wallet_calls': WalletCallsTable;
  'sportsbook.manual_cases': ManualCasesTable;
  'sportsbook.member_limits': MemberLimitsTable;
  'sportsbook.cursors': CursorsTable;
};
