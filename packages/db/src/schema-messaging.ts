import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MessageChannel = 'sms' | 'email';
export type OutboxStatus = 'queued' | 'sent' | 'failed';
export type VerificationPurpose = 'register' | 'login' | 'reset' | 'bind' | 'twoFactor';

/** Tables of sql/baseline/05_messaging.sql. */
export type OutboxMessagesTable = {
  id: Generated<bigint>;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  status: Generated<OutboxStatus>;
  provider: string;
  provider_ref: string | null;
  error: string | null;
  /** A member id without a foreign key (messaging does not depend on the accounts tables). */
  member_id: bigint | null;
  created_at: Timestamp;
  sent_at: Date | null;
};

export type VerificationCodesTable = {
  channel: MessageChannel;
  purpose: VerificationPurpose;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  created_at: Date;
};

export type VerificationSendsTable = {
  id: Generated<bigint>;
  target: string;
  ip: string;
  sent_at: Date;
};

export type VerificationLocksTable = {
  key: string;
  locked_until: Date;
};

export type MessagingTables = {
  outbox_messages: OutboxMessagesTable;
  verification_codes: VerificationCodesTable;
  verification_sends: VerificationSendsTable;
  verification_locks: VerificationLocksTable;
};
