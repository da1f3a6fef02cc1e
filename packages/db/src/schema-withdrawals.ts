import type { Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

export type WithdrawalStatus = 'pending' | 'paying' | 'approved' | 'rejected';
export type WithdrawalReceiptKind = 'full' | 'partial' | 'not_received' | 'auto';

export type MemberBankAccountsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  bank_name: string;
  account_number: string;
  payee_name: string;
  /** The branch code of an Indian (INR) account, e.g. SBIN0001234; null for other currencies. */
  ifsc: Generated<string | null>;
  created_at: Timestamp;
  deleted_at: Date | null;
  /** Confirmed with the login password and a second factor: usable before the cool-down ends. */
  confirmed_at: Generated<Date | null>;
};

export type WithdrawalsTable = {
  id: Generated<bigint>;
  order_no: string;
  member_id: bigint;
  idempotency_key: string;
  amount: bigint;
  currency: string;
  main_account_id: bigint;
  hold_account_id: bigint;
  bank_account_id: bigint;
  bank_name: string;
  account_number: string;
  payee_name: string;
  /** The payee account's IFSC at request time (rupee accounts); null otherwise. */
  ifsc: Generated<string | null>;
  status: Generated<WithdrawalStatus>;
  payout_attempts: Generated<number>;
  payout_error: string | null;
  provider_code: string | null;
  provider_ref: string | null;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  /** Set at approval: without a receipt by then, the payout counts as received. */
  auto_confirm_at: Date | null;
  receipt_kind: WithdrawalReceiptKind | null;
  received_amount: bigint | null;
  receipt_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type WithdrawalDisputesTable = {
  id: Generated<bigint>;
  withdrawal_id: bigint;
  member_id: bigint;
  kind: 'partial' | 'not_received';
  amount: bigint;
  received_amount: bigint;
  proof_urls: Json<string[]>;
  status: Generated<'open' | 'resolved'>;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Timestamp;
};

export type PaymentPasswordFailuresTable = {
  id: Generated<bigint>;
  member_id: bigint;
  created_at: Timestamp;
};

/** Tables of sql/baseline/09_withdrawals.sql. */
export type WithdrawalTables = {
  member_bank_accounts: MemberBankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_disputes: WithdrawalDisputesTable;
  payment_password_failures: PaymentPasswordFailuresTable;
};
