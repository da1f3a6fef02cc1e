import type { CatalogTag } from '@gp/i18n';

/**
 * What the account flows need from the bot-check and verification modules, as narrow ports so each
 * side can be built and tested on its own.
 */
export type BotChecks = {
  verifyCaptcha: (captchaId: string | undefined, answer: string | undefined) => Promise<void>;
  verifyAltcha: (payload: string | undefined) => Promise<void>;
};

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'twoFactor';
export type EmailPurpose = 'reset' | 'bind' | 'twoFactor';

export type CodeVerification = {
  sendSmsCode: (input: { purpose: SmsPurpose; countryDialingCode: string; mobileNum: string; ip: string; language: CatalogTag }) => Promise<{ expiredMinutes: number }>;
  /** `keep`: check without consuming, for a flow that still needs another answer. */
  verifySmsCode: (input: { purpose: SmsPurpose; countryDialingCode: string; mobileNum: string; code: string; keep?: boolean }) => Promise<void>;
  sendEmailCode: (input: { purpose: EmailPurpose; email: string; ip: string; language: CatalogTag }) => Promise<{ expiredMinutes: number }>;
  verifyEmailCode: (input: { purpose: EmailPurpose; email: string; code: string }) => Promise<void>;
};

export type Mailer = {
  send: (message: { channel: 'sms' | 'email'; to: string; subject?: string; body: string; memberId?: bigint | number | null }) => Promise<unknown>;
};

/** Who is calling, as the HTTP layer saw them. */
export type CallerContext = { ip: string; userAgent: string | null; language: CatalogTag };
