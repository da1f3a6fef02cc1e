import type { Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

export type MemberNoticeKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'transfer_received'
  // Migration 2026_11_22_0021_agent_contracts (issue 7).
  | 'contract_offered'
  | 'contract_accepted'
  | 'contract_rejected'
  | 'contract_terminated'
  | 'contract_auto_terminated'
  | 'contract_expired'
  | 'settlement_paid'
  | 'settlement_insufficient_funds'
  | 'dividend_confirmation_due'
  | 'account_frozen'
  // Migration 2026_11_29_0034_security_changes: params change, action, detail (masked).
  | 'security_changed';

/** Migration 2026_11_21_0009_member_notices. */
export type MemberNoticesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  kind: MemberNoticeKind;
  /** Values for the notice text: amount (minor units), currency, reference, reason. */
  params: Json<Record<string, string | number>>;
  created_at: Timestamp;
  read_at: Date | null;
};

export type NoticeTables = { member_notices: MemberNoticesTable };
