import type { ColumnType, Generated } from 'kysely';
import type { BotCheckTables } from './schema-bot-check';
import type { AccountTables } from './schema-accounts';
import type { CatalogTables } from './schema-catalog';
import type { LedgerTables } from './schema-ledger';
import type { MessagingTables } from './schema-messaging';
import type { NoticeTables } from './schema-notices';
import type { PaymentTables } from './schema-payments';
import type { WithdrawalTables } from './schema-withdrawals';
import type { ProtectionTables } from './schema-protection';
import type { AdjustmentTables } from './schema-adjustments';
import type { GameTables } from './schema-games';
import type { AgentTables } from './schema-agents';
import type { BgsTables } from './schema-bgs';
import type { LinkCodeTables } from './schema-link-codes';
import type { PromotionCategoryTables } from './schema-promotion-categories';
import type { PromotionTables } from './schema-promotions';
import type { PromotionRunTables } from './schema-promotion-runs';
import type { LoyaltyPointTables } from './schema-loyalty-points';
import type { LoyaltyAccrualTables } from './schema-loyalty-accrual';
import type { MissionTables } from './schema-missions';
import type { VipTables } from './schema-vip';
import type { PointsMallTables } from './schema-points-mall';
import type { EnvelopeWheelTables } from './schema-envelopes-wheel';
import type { ReferralTables } from './schema-referral';
import type { LiveChatTables } from './schema-live-chat';
import type { InboxTables } from './schema-inbox';
import type { ContentPageTables } from './schema-content-pages';
import type { FeedbackAffiliateTables } from './schema-feedback-affiliate';
import type { LotteryTables } from './schema-lottery';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T = unknown> = ColumnType<T, string, string>;

export type SettingsTable = {
  key: string;
  value: Json;
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
};

export type StaffUsersTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  roles: string[];
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  totp_last_step: bigint | null;
  disabled: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Timestamp;
  password_change_required: Generated<boolean>;
};

/** Wrong passwords for staff names no account has, counted like a real account's. */
export type StaffUnknownLoginFailuresTable = {
  username_lower: string;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  last_failed_at: Generated<Date>;
};

export type StaffSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
};

export type StaffLoginChallengesTable = {
  token_hash: string;
  staff_id: number;
  kind: 'enroll' | 'verify';
  pending_secret: string | null;
  expires_at: Date;
  used_at: Date | null;
  attempts: Generated<number>;
};

export type CustomerServiceEntriesTable = {
  id: Generated<number>;
  cs_type: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';
  cs_position: Generated<number>;
  title: string;
  /** The language of `title` (a code of languages.ts). */
  language: string;
  translations: ColumnType<Partial<Record<string, { title: string }>>, string | undefined, string>;
  path: string;
  enabled: Generated<boolean>;
};

export type ResourcesTable = {
  id: Generated<number>;
  name: string;
  /** The label in `language`; named for the upstream API, which had only English. */
  label_name_en: string;
  language: string;
  translations: ColumnType<Partial<Record<string, { label: string }>>, string | undefined, string>;
  resource_type: string;
  url: string;
  enabled: Generated<boolean>;
};

export type AuditLogTable = {
  id: bigint;
  at: Date;
  actor_type: 'staff' | 'member' | 'system';
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  prev_hash: string;
  hash: string;
};

export type AuditChainHeadTable = {
  id: number;
  last_id: bigint;
  last_hash: string;
};

export type PlatformTables = {
  settings: SettingsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_login_challenges: StaffLoginChallengesTable;
  staff_unknown_login_failures: StaffUnknownLoginFailuresTable;
  customer_service_entries: CustomerServiceEntriesTable;
  resources: ResourcesTable;
  audit_log: AuditLogTable;
  audit_chain_head: AuditChainHeadTable;
};

export type DB = PlatformTables &
  LedgerTables &
  CatalogTables &
  MessagingTables &
  AccountTables &
  BotCheckTables &
  NoticeTables &
  PaymentTables &
  WithdrawalTables &
  ProtectionTables &
  AdjustmentTables &
  GameTables &
  BgsTables &
  AgentTables &
  LinkCodeTables &
  PromotionCategoryTables &
  PromotionTables &
  PromotionRunTables &
  MissionTables &
  PointsMallTables &
  LoyaltyPointTables &
  LoyaltyAccrualTables &
  VipTables &
  EnvelopeWheelTables &
  ReferralTables &
  LiveChatTables &
  InboxTables &
  ContentPageTables &
  FeedbackAffiliateTables &
  LotteryTables;
