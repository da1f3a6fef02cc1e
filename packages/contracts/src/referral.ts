import { z } from 'zod';
import { boPage, boPageQuery } from './content';

/**
 * The referral programme (docs/referral.md): a member's code, link and QR code, the labelled links
 * they add with what each brought, the public click count, and the staff settings and report.
 */

const minorUnits = z.number().int().min(0).max(1_000_000_000_000);
/** A referral code: letters and digits, sent in any case, kept upper case. */
export const referralCode = z
  .string()
  .trim()
  .min(6)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/u, 'letters and digits')
  .transform((code) => code.toUpperCase());
/** A link's own name: 1 to 40 characters after trimming (NUL bytes are refused before this). */
export const referralLinkLabel = z.string().trim().min(1).max(40);

export const referralLinkFigures = z.object({
  clicks: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  /** Rewards paid for this link's referees, in minor units. */
  rewards: z.number().int(),
});

export const referralLink = referralLinkFigures.extend({
  id: z.number().int(),
  code: z.string(),
  /** Null for the member's default link. */
  label: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type ReferralLink = z.infer<typeof referralLink>;

export const referralRewardRules = ['first_deposit', 'valid_bets'] as const;
export const referralRewardRule = z.enum(referralRewardRules);
export type ReferralRewardRule = z.infer<typeof referralRewardRule>;
export const referralRewardStatuses = ['paid', 'held', 'refused'] as const;
export const referralRewardStatus = z.enum(referralRewardStatuses);

/** GET /wps/referral: the member's code and default link, the programme's terms and totals. */
export const referralOverview = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The path a friend opens; the site prefixes its own address. */
  registerPath: z.string(),
  terms: z.object({
    firstDeposit: z.object({ amount: minorUnits, minDeposit: minorUnits }).nullable(),
    validBets: z.object({ amount: minorUnits, figure: minorUnits }).nullable(),
  }),
  linkLimit: z.number().int(),
  totals: referralLinkFigures,
  rewards: z.array(
    z.object({
      id: z.number().int(),
      refereeAccount: z.string(),
      rule: referralRewardRule,
      amount: minorUnits,
      status: referralRewardStatus,
      createdAt: z.string(),
    }),
  ),
});
export type ReferralOverview = z.infer<typeof referralOverview>;

export const referralLinkList = z.object({ list: z.array(referralLink), limit: z.number().int() });
export type ReferralLinkList = z.infer<typeof referralLinkList>;

export const referralLinkInput = z.strictObject({ label: referralLinkLabel });
export type ReferralLinkInput = z.infer<typeof referralLinkInput>;
export const referralLinkIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** POST /wps/referral/click: the site opened /register?referralCode=; counted once a visitor a day. */
export const referralClickRequest = z.strictObject({ code: referralCode });
export const referralClickResult = z.object({ valid: z.boolean() });
export type ReferralClickResult = z.infer<typeof referralClickResult>;

// Staff.

export const boReferralSettings = z.object({
  enabled: z.boolean(),
  promotionId: z.number().int().nullable(),
  firstDeposit: z.object({ amount: minorUnits, minDeposit: minorUnits }).nullable(),
  validBets: z.object({ amount: minorUnits, figure: minorUnits }).nullable(),
  turnoverMultipleBp: z.number().int(),
  linkLimit: z.number().int(),
  identityReview: z.boolean(),
  updatedAt: z.string(),
});
export type BoReferralSettings = z.infer<typeof boReferralSettings>;

export const boReferralSettingsInput = z.strictObject({
  enabled: z.boolean(),
  firstDeposit: z.strictObject({ amount: minorUnits.min(1), minDeposit: minorUnits }).nullable(),
  validBets: z.strictObject({ amount: minorUnits.min(1), figure: minorUnits.min(1) }).nullable(),
  /** Basis points of a multiple: 10 000 = bets of once the reward before a withdrawal. */
  turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
  linkLimit: z.number().int().min(1).max(100),
  /** Hold a reward for staff when referee and referrer share a device, an IP or a payout account. */
  identityReview: z.boolean(),
});
export type BoReferralSettingsInput = z.infer<typeof boReferralSettingsInput>;

export const boReferralReportQuery = boPageQuery.extend({
  referrerAccount: z.string().trim().min(1).max(64).optional(),
  refereeAccount: z.string().trim().min(1).max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type BoReferralReportQuery = z.infer<typeof boReferralReportQuery>;

export const boReferralRow = z.object({
  refereeId: z.number().int(),
  refereeAccount: z.string(),
  referrerId: z.number().int(),
  referrerAccount: z.string(),
  linkCode: z.string(),
  linkLabel: z.string().nullable(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  validBets: minorUnits,
  rewards: z.array(
    z.object({ rule: referralRewardRule, amount: minorUnits, status: referralRewardStatus, reason: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type BoReferralRow = z.infer<typeof boReferralRow>;
export const boReferralReport = boPage(boReferralRow);
export type BoReferralReport = z.infer<typeof boReferralReport>;

export const boReferralRunResult = z.object({ paid: z.number().int(), held: z.number().int(), refused: z.number().int() });
export type BoReferralRunResult = z.infer<typeof boReferralRunResult>;
