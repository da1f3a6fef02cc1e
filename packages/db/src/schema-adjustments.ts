import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

export type WalletAdjustmentStatus = 'pending' | 'posted' | 'rejected';

/** A staff request to move money into or out of a member's main wallet (signed minor units). */
export type WalletAdjustmentsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  amount: bigint;
  currency: string;
  reason: string;
  idempotency_key: string;
  status: WalletAdjustmentStatus;
  requested_by: number;
  requested_by_name: string;
  decided_by: number | null;
  decided_by_name: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  /** Set once posted: the ledger journal that moved the money. */
  journal_id: bigint | null;
  created_at: Timestamp;
};

/** Tables of sql/baseline/11_adjustments.sql. */
export type AdjustmentTables = {
  wallet_adjustments: WalletAdjustmentsTable;
};
