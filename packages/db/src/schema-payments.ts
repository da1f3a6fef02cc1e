import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

export type PaymentMethodKind = 'manual_bank' | 'gateway';
export type DepositStatus = 'pending' | 'credited' | 'rejected' | 'failed';

/** Tables of sql/baseline/08_payments.sql. Amounts are minor units. */
export type PaymentMethodsTable = {
  id: Generated<number>;
  code: string;
  name: string;
  /** Display names per language code (EN, HI, ...); `name` when a language has none. */
  names: Json<Record<string, string>>;
  kind: PaymentMethodKind;
  provider_code: string;
  bank_name: Generated<string>;
  account_name: Generated<string>;
  account_number: Generated<string>;
  instructions: Generated<string>;
  min_amount: bigint;
  max_amount: bigint;
  enabled: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DepositsTable = {
  id: Generated<bigint>;
  order_no: string;
  member_id: bigint;
  holder_is_agent: Generated<boolean>;
  method_id: number;
  kind: PaymentMethodKind;
  provider_code: string;
  amount: bigint;
  currency: string;
  status: Generated<DepositStatus>;
  idempotency_key: string;
  request_hash: string;
  transfer_reference: string | null;
  provider_ref: string | null;
  redirect_url: string | null;
  reason: string | null;
  journal_id: bigint | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DepositProofsTable = {
  id: Generated<bigint>;
  token: string;
  member_id: bigint;
  deposit_id: bigint | null;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: Timestamp;
};

export type SandboxCheckoutsTable = {
  token: string;
  order_no: string;
  payment_id: string;
  amount: bigint;
  currency: string;
  return_url: string;
  status: Generated<'open' | 'paid' | 'failed'>;
  created_at: Timestamp;
};

export type SandboxPayoutsTable = {
  payout_no: string;
  payment_id: string;
  amount: bigint;
  currency: string;
  status: 'paid' | 'failed';
  reason: string | null;
  created_at: Timestamp;
};

export type PaymentTables = {
  payment_methods: PaymentMethodsTable;
  deposits: DepositsTable;
  deposit_proofs: DepositProofsTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  sandbox_payouts: SandboxPayoutsTable;
};
