import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './schema';

export type MemberNoticeKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'transfer_received'
  // Agent contracts and settlements.
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
  // A security setting changed: params change, action, detail (masked).
  | 'security_changed'
  // The promotions engine issued a bonus: params amount (minor units), promotionId.
  | 'bonus_issued'
  // Feedback answered; an affiliate application decided: params feedbackId, answer; applicationId, inviteCode, upline, reason.
  | 'feedback_answered'
  | 'affiliate_approved'
  | 'affiliate_rejected';

/** Tables of sql/baseline/07_notices.sql. */
export type MemberNoticesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  kind: MemberNoticeKind;
  /** Values for the notice text: amount (minor units), currency, reference, reason. */
  params: Json<Record<string, string | number>>;
  created_at: Timestamp;
  read_at: Date | null;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type NoticeTables = { member_notices: MemberNoticesTable };
