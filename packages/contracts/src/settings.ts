import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { languageCode } from './language-code';
import { registerSettings } from './registration/register-settings';

const isoCurrency = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code, three capital letters');
const typeCode = z.number().int().min(0).max(999);

/** Merchant configuration. */
export const merchantSettings = z
  .strictObject({
    platformCode: z.string().trim().min(1).max(32),
    merchantCode: z.string().trim().min(1).max(32),
    currency: isoCurrency,
    currencySymbol: z.string().trim().min(1).max(8),
    lotteryType: z.string().trim().max(32),
    defaultLanguage: languageCode,
    supportedLanguages: z.array(languageCode).min(1).max(64),
    agentTypeCodes: z.array(typeCode).min(1).max(16),
    trialTypeCode: typeCode,
  })
  .refine((m) => m.supportedLanguages.includes(m.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'must be one of the supported languages',
  })
  .refine((m) => new Set(m.supportedLanguages).size === m.supportedLanguages.length, {
    path: ['supportedLanguages'],
    message: 'must not repeat a language',
  })
  .refine((m) => !m.agentTypeCodes.includes(m.trialTypeCode), {
    path: ['trialTypeCode'],
    message: 'must differ from the agent type codes',
  });
export type MerchantSettings = z.infer<typeof merchantSettings>;

/** Whitelabel feature flags. */
export const whitelabelFlagNames = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'FREEPLAY',
  'FORCEPASSEXPIRY',
  'VERIFCODELOGIN',
] as const;
export type WhitelabelFlagName = (typeof whitelabelFlagNames)[number];
export const whitelabelSettings = z.strictObject(
  Object.fromEntries(whitelabelFlagNames.map((n) => [n, z.boolean()])) as Record<WhitelabelFlagName, z.ZodBoolean>,
);
export type WhitelabelSettings = z.infer<typeof whitelabelSettings>;

/** A message per language code; the API answers in the caller's language. */
export const localizedText = z.partialRecord(languageCode, z.string().trim().max(2000));
export type LocalizedText = z.infer<typeof localizedText>;

/** Maintenance window: on now, or scheduled between two instants. */
export const maintenanceSettings = z
  .strictObject({
    mode: z.enum(['off', 'on', 'scheduled']),
    startAt: z.iso.datetime({ offset: true }).nullable(),
    endAt: z.iso.datetime({ offset: true }).nullable(),
    message: localizedText,
  })
  .refine((m) => m.mode !== 'scheduled' || (m.startAt !== null && m.endAt !== null), {
    path: ['endAt'],
    message: 'a scheduled window needs a start and an end',
  })
  .refine((m) => m.startAt === null || m.endAt === null || Date.parse(m.startAt) < Date.parse(m.endAt), {
    path: ['endAt'],
    message: 'must be after the start',
  });
export type MaintenanceSettings = z.infer<typeof maintenanceSettings>;

/** An IPv4/IPv6 address or CIDR range, checked by the same parser that later matches visitors. */
const cidr = z
  .string()
  .trim()
  .refine((v) => (v.includes('/') ? ipaddr.isValidCIDR(v) : ipaddr.isValid(v)), { message: 'an IP address or CIDR range' });

/** Region rules: blocked countries and IP ranges; allowed ranges always pass (an office, a vendor). */
export const regionSettings = z.strictObject({
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code')).max(250),
  blockedIpRanges: z.array(cidr).max(1000),
  allowedIpRanges: z.array(cidr).max(1000),
  message: localizedText,
});
export type RegionSettings = z.infer<typeof regionSettings>;

/**
 * The player site's theme for a visitor who has not picked one with the toggle: 'system' follows the
 * device setting. Stored rows from before this field parse to 'dark', the casino look.
 */
export const siteThemes = ['dark', 'light', 'system'] as const;
export const siteTheme = z.enum(siteThemes);
export type SiteTheme = z.infer<typeof siteTheme>;

/** Site-wide values of the permission response. */
export const siteSettings = z.strictObject({
  mainDomain: z.string().trim().max(253),
  domainRoute: z.array(z.string().trim().min(1).max(253)).max(50),
  gtagId: z.string().trim().max(32),
  imageCDNs: z.array(z.url()).max(10),
  launchGameCDNs: z.array(z.url()).max(10),
  defaultTheme: siteTheme.default('dark'),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** Member sign-in and session rules (docs/security.md). */
export const accountSecuritySettings = z.strictObject({
  sessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  rememberMeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** With the forced-expiry flag on, a password older than this must be changed at login. */
  passwordExpiryDays: z.number().int().min(1).max(3650),
  loginMaxFailures: z.number().int().min(1).max(100),
  loginFailureWindowMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  loginLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** A login from an IP the member has not used before asks for a second factor. */
  newIpSecondFactor: z.boolean(),
  /**
   * The bank account name (the real name) as a second factor: weak, as anyone who saw a payout
   * knows it, so off unless the operator wants it, and never offered beside SMS, email or TOTP.
   */
  bankNameSecondFactor: z.boolean().default(false),
  passwordResetMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
});
export type AccountSecuritySettings = z.infer<typeof accountSecuritySettings>;

/** One OpenID Connect provider for social sign-in: ID tokens are checked against its keys. */
export const socialProvider = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/, 'lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(64),
  /** The `iss` claim its ID tokens carry. */
  issuer: z.url().max(512),
  /** The `aud` claim: this site's client id at the provider. */
  clientId: z.string().trim().min(1).max(256),
  jwksUri: z.url().max(512),
  /** Where the player's browser starts the OpenID Connect sign-in; without one the provider gets no button. Default: none. */
  authorizationEndpoint: z.url().max(512).optional(),
  enabled: z.boolean(),
});
export type SocialProvider = z.infer<typeof socialProvider>;

export const socialSettings = z
  .strictObject({ providers: z.array(socialProvider).max(10) })
  .refine((v) => new Set(v.providers.map((p) => p.id)).size === v.providers.length, { message: 'provider ids must differ', path: ['providers'] });
export type SocialSettings = z.infer<typeof socialSettings>;

/**
 * Cashier rules. Amounts are minor units. `turnoverMultiple` 0 turns the turnover
 * requirement off; `adjustmentSecondApprovalAbove` is the absolute amount above which a manual
 * adjustment needs a second staff member.
 */
export const cashierSettings = z.strictObject({
  withdrawMinAmount: z.number().int().min(1),
  withdrawMaxAmount: z.number().int().min(1),
  turnoverMultiple: z.number().min(0).max(100),
  withdrawAutoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60),
  /** Withdrawals a member may have waiting for review at once (1: one at a time). */
  maxPendingWithdrawals: z.number().int().min(1).max(100).default(1),
  maxBankAccounts: z.number().int().min(1).max(20),
  /** Hours a newly added bank account waits before it can receive a withdrawal, unless confirmed with the password and a second factor; 0: no wait. */
  payeeCoolDownHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  transferMinAmount: z.number().int().min(1),
  transferMaxAmount: z.number().int().min(1),
  adjustmentSecondApprovalAbove: z.number().int().min(0),
  realityCheckMinutes: z
    .array(
      z
        .number()
        .int()
        .min(5)
        .max(24 * 60),
    )
    .min(1)
    .max(10),
});
export type CashierSettings = z.infer<typeof cashierSettings>;

/**
 * Agent contracts and settlement. `activeMemberMinValidBet` (minor units): a team member
 * counts as active in a period when its valid bet reaches it; `dividendConfirmGraceHours`: how long
 * an upline has to confirm a dividend before it is frozen and the payment forced;
 * `offerExpiryHours`: how long a contract offer waits for an answer.
 */
export const agentContractsSettings = z.strictObject({
  activeMemberMinValidBet: z.number().int().min(0).max(1_000_000_000_000),
  dividendConfirmGraceHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  offerExpiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
});
export type AgentContractsSettings = z.infer<typeof agentContractsSettings>;

/**
 * Promotions. `reviewSecondApprovalAbove` (minor units): a staff approval of a claim paying more than
 * this needs a second, different staff member; the first approval only records who approved.
 */
export const promotionSettings = z.strictObject({
  reviewSecondApprovalAbove: z.number().int().min(0).max(1_000_000_000_000).default(1_000_000),
  /**
   * When on, a claim by a member who shares a device, an IP or a payout account number with another
   * member the same promotion already paid is held as `processing` for staff review instead of paid.
   */
  sharedIdentityReview: z.boolean().default(false),
});
export type PromotionSettings = z.infer<typeof promotionSettings>;

export const settingsSchemas = {
  merchant: merchantSettings,
  whitelabel: whitelabelSettings,
  maintenance: maintenanceSettings,
  region: regionSettings,
  site: siteSettings,
  accountSecurity: accountSecuritySettings,
  register: registerSettings,
  social: socialSettings,
  cashier: cashierSettings,
  agentContracts: agentContractsSettings,
  promotions: promotionSettings,
} as const;
export type SettingsKey = keyof typeof settingsSchemas;
export type SettingsValue<K extends SettingsKey> = z.infer<(typeof settingsSchemas)[K]>;
export const settingsKeys = Object.keys(settingsSchemas) as [SettingsKey, ...SettingsKey[]];
