import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Secrets generated once and shared by every instance (the ALTCHA HMAC key when none is configured). */
export type ServerSecretsTable = {
  name: string;
  value: string;
  created_at: CreatedAt;
};

/** An image captcha waiting for its answer: SHA-256 of id and upper-cased answer; deleted on any attempt. */
export type BotCheckCaptchasTable = {
  id: string;
  answer_hash: string;
  expires_at: Date;
};

/** ALTCHA solutions already accepted, by challenge signature, until their challenge expires. */
export type BotCheckUsedAltchaTable = {
  signature: string;
  expires_at: Date;
};

export type BotCheckTables = {
  server_secrets: ServerSecretsTable;
  bot_check_captchas: BotCheckCaptchasTable;
  bot_check_used_altcha: BotCheckUsedAltchaTable;
};
