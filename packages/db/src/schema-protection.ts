import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

/** Rolling windows of a deposit limit: 24 hours, 7 days, 30 days. */
export type DepositLimitWindow = 'day' | 'week' | 'month';

export type MemberDepositLimitsTable = {
  member_id: bigint;
  span: DepositLimitWindow;
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_effective_at: Date | null;
  updated_at: Timestamp;
};

export type MemberExclusionKind = 'self_exclusion' | 'time_out';

export type MemberExclusionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  kind: MemberExclusionKind;
  period: string;
  starts_at: Date;
  ends_at: Date;
  created_at: Timestamp;
};

export type MemberProtectionSettingsTable = {
  member_id: bigint;
  reality_check_minutes: number | null;
  updated_at: Timestamp;
};

/** Tables of sql/baseline/10_protection.sql. */
export type ProtectionTables = {
  member_deposit_limits: MemberDepositLimitsTable;
  member_exclusions: MemberExclusionsTable;
  member_protection_settings: MemberProtectionSettingsTable;
};
