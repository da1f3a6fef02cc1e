import type { Executor } from '@gp/db';
import type { CatalogTag } from '@gp/i18n';

/**
 * What the account flows need from the bot-check and verification modules, as narrow ports so each
 * side can be built and tested on its own.
 */
export type BotChecks = {
  verifyCaptcha: (captchaId: string | undefined, answer: string | undefined) => Promise<void>;
  verifyAltcha: (payload: string | undefined) => Promise<void>;
};

type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'twoFactor';
type EmailPurpose = 'reset' | 'bind' | 'twoFactor';

export type CodeVerification = {
  sendSmsCode: (input: {
    purpose: SmsPurpose;
    countryDialingCode: string;
    mobileNum: string;
    ip: string;
    language: CatalogTag;
  }) => Promise<{ expiredMinutes: number }>;
  /** `keep`: check without consuming, for a flow that still needs another answer. */
  verifySmsCode: (input: { purpose: SmsPurpose; countryDialingCode: string; mobileNum: string; code: string; keep?: boolean }) => Promise<void>;
  sendEmailCode: (input: { purpose: EmailPurpose; email: string; ip: string; language: CatalogTag }) => Promise<{ expiredMinutes: number }>;
  verifyEmailCode: (input: { purpose: EmailPurpose; email: string; code: string }) => Promise<void>;
};

export type Mailer = {
  send: (message: { channel: 'sms' | 'email'; to: string; subject?: string; body: string; memberId?: bigint | number | null }) => Promise<unknown>;
};

/**
 * The agent centre's invitation links as registration reads them: an enabled link by its code, and
 * a registration counted in the caller's transaction (undefined when the link was disabled meanwhile).
 */
export type InviteCodes = {
  findEnabled: (db: Executor, code: string) => Promise<{ id: bigint; agent_id: bigint; kind: 'player' | 'agent' } | undefined>;
  countRegistration: (db: Executor, id: bigint) => Promise<{ id: bigint } | undefined>;
};

/**
 * The referral programme as registration reads it: binds the new member to the member whose code
 * they registered with, in the registration's transaction. An unknown code binds nothing.
 */
export type ReferralBinder = (db: Executor, input: { refereeId: bigint; code: string | null | undefined }) => Promise<unknown>;

/** Player protection's say on a login: throws while the member is self-excluded or timed out. */
export type LoginGate = (db: Executor, memberId: bigint, now: Date) => Promise<void>;
