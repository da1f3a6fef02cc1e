import type { Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

/**
 * Running-balance wallets (player main, per-vendor, withdrawal hold, agent) and append-only house
 * and system accounts. The insert trigger's function, sql/functions/ledger_check_new_account.sql, lists the same kinds.
 */
export type LedgerAccountKind =
  | 'player_main'
  | 'player_vendor'
  | 'player_withdrawal_hold'
  | 'agent_main'
  | 'house_game'
  | 'house_payment'
  | 'house_bonus'
  | 'house_commission'
  | 'house_adjustment';

export type LedgerOwnerType = 'player' | 'agent' | 'vendor' | 'payment_provider';

export type LedgerAccountsTable = {
  id: Generated<bigint>;
  kind: LedgerAccountKind;
  owner_type: LedgerOwnerType | null;
  owner_id: string | null;
  vendor_code: string | null;
  currency: string;
  /** NULL for house and system accounts, whose balance is the sum of their legs. */
  balance: bigint | null;
  created_at: Timestamp;
};

export type LedgerJournalsTable = {
  id: Generated<bigint>;
  idempotency_key: string;
  kind: string;
  request_hash: string;
  metadata: Json<Record<string, unknown>>;
  created_at: Timestamp;
};

export type LedgerLegsTable = {
  id: Generated<bigint>;
  journal_id: bigint;
  account_id: bigint;
  amount: bigint;
  /** Set on running-balance accounts only. */
  balance_after: bigint | null;
  created_at: Timestamp;
};

/** A currency's maximum amount and running balance in minor units; without a row, ledger_max_minor()'s default. */
export type LedgerCurrencyLimitsTable = {
  currency: string;
  max_minor: bigint;
  updated_at: Timestamp;
};

/** Ledger tables (docs/money.md). */
export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_journals: LedgerJournalsTable;
  ledger_legs: LedgerLegsTable;
  ledger_currency_limits: LedgerCurrencyLimitsTable;
};
