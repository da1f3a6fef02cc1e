import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { languageCode } from './language-code';
import { minorTotal } from './money';

/**
 * Red-envelope rains and the prize wheel. Amounts are minor units (strings or numbers in answers,
 * `minorTotal`); turnover multiples basis points (10,000 = once the amount). Titles and labels are
 * per language code; the SPAs pick the reader's language (languageFallbacks).
 */

const minor = z.number().int().positive().max(1_000_000_000_000);
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A request's own key, so a retried spin or open answers the first result. */
export const loyaltyClientKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Text per language, at least one. */
export const loyaltyTexts = (max: number) =>
  z.partialRecord(languageCode, z.string().trim().min(1).max(max)).refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });
export type LoyaltyTexts = Partial<Record<z.infer<typeof languageCode>, string>>;

// ---------- the prize wheel ----------

export const wheelPrizeKind = z.enum(['money', 'points', 'none']);
export type WheelPrizeKindCode = z.infer<typeof wheelPrizeKind>;

/** One prize as staff write it: money (minor units) or points with a value, or nothing ("try again"). */
export const wheelPrizeInput = z
  .strictObject({
    kind: wheelPrizeKind,
    value: z.number().int().min(0).max(1_000_000_000_000),
    weight: z.number().int().min(1).max(1_000_000),
    labels: loyaltyTexts(40),
  })
  .refine((p) => (p.kind === 'none' ? p.value === 0 : p.value > 0), { message: 'money and points prizes need a value; none has none', path: ['value'] });

export const boWheelTableRequest = z.strictObject({ prizes: z.array(wheelPrizeInput).min(2).max(24) });
export type BoWheelTableRequest = z.infer<typeof boWheelTableRequest>;

/** A prize as published: its chance is weight / total weight (chanceBp in basis points, rounded). */
export const wheelPrizeView = z.object({
  index: z.number().int(),
  kind: wheelPrizeKind,
  value: minorTotal,
  weight: z.number().int(),
  chanceBp: z.number().int(),
  labels: z.record(z.string(), z.string()),
});
export type WheelPrizeView = z.infer<typeof wheelPrizeView>;

export const wheelTableView = z.object({ version: z.number().int(), totalWeight: z.number().int(), prizes: z.array(wheelPrizeView), createdAt: z.string() });
export type WheelTableView = z.infer<typeof wheelTableView>;

/** The member's wheel: tickets left and the current table with its odds (null before staff set one). */
export const wheelState = z.object({ tickets: z.number().int(), currency: z.string(), table: wheelTableView.nullable() });
export type WheelState = z.infer<typeof wheelState>;

export const wheelSpinRequest = z.strictObject({ clientKey: loyaltyClientKey });
export type WheelSpinRequest = z.infer<typeof wheelSpinRequest>;

export const loyaltyPayoutStatus = z.enum(['none', 'pending', 'paid', 'refused']);

/** One spin, as recorded: the draw (roll in [0, totalWeight)), the table version it was drawn from, and the result. */
export const wheelSpinView = z.object({
  id: z.string(),
  tableVersion: z.number().int(),
  roll: z.number().int(),
  totalWeight: z.number().int(),
  prizeIndex: z.number().int(),
  kind: wheelPrizeKind,
  value: minorTotal,
  labels: z.record(z.string(), z.string()),
  payout: loyaltyPayoutStatus,
  createdAt: z.string(),
});
export type WheelSpinView = z.infer<typeof wheelSpinView>;

export const wheelSpinResult = wheelSpinView.extend({ ticketsLeft: z.number().int(), replayed: z.boolean() });
export type WheelSpinResult = z.infer<typeof wheelSpinResult>;

/** The member's spin history, newest first, each with the table it was drawn from. */
export const wheelSpinHistory = z.object({ list: z.array(wheelSpinView), tables: z.array(wheelTableView) });
export type WheelSpinHistory = z.infer<typeof wheelSpinHistory>;

/** Staff: the wheel's settings (paying promotion and the deposit ticket rule) and the current table. */
export const boWheelSettings = z.object({
  promotionId: z.number().int().nullable(),
  depositMinAmount: minorTotal.nullable(),
  depositTickets: z.number().int(),
  table: wheelTableView.nullable(),
});
export type BoWheelSettings = z.infer<typeof boWheelSettings>;

export const boWheelSettingsRequest = z.strictObject({
  promotionId: id.nullable(),
  /** A credited deposit of at least this grants depositTickets; null turns the rule off. */
  depositMinAmount: minor.nullable(),
  depositTickets: z.number().int().min(0).max(100),
});
export type BoWheelSettingsRequest = z.infer<typeof boWheelSettingsRequest>;

export const boTicketGrantRequest = z.strictObject({
  account: z.string().trim().min(1).max(64),
  count: z.number().int().min(1).max(1000),
  reason: z.string().trim().min(1).max(200),
  clientKey: loyaltyClientKey,
});
export type BoTicketGrantRequest = z.infer<typeof boTicketGrantRequest>;
export const boTicketGrantResult = z.object({
  memberId: z.string(),
  account: z.string(),
  granted: z.number().int(),
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type BoTicketGrantResult = z.infer<typeof boTicketGrantResult>;

export const boWheelSpinQuery = boPageQuery.extend({ account: z.string().trim().max(64).optional() });
export const boWheelSpinRow = wheelSpinView.extend({ account: z.string(), payoutError: z.string().nullable(), claimId: z.string().nullable() });
export type BoWheelSpinRow = z.infer<typeof boWheelSpinRow>;
export const boWheelSpinPage = boPage(boWheelSpinRow);
export type BoWheelSpinPage = z.infer<typeof boWheelSpinPage>;

// ---------- red-envelope rains ----------

export const envelopeEligibility = z.strictObject({
  vipLevels: z.array(z.number().int().min(0).max(100)).max(101).default([]),
  memberTypes: z.array(z.number().int().min(0).max(100)).max(101).default([]),
  /** Credited deposits of at least `amount` in the last `days` days. */
  minDeposit: z
    .strictObject({ amount: minor, days: z.number().int().min(1).max(365) })
    .nullable()
    .default(null),
});
export type EnvelopeEligibilityInput = z.infer<typeof envelopeEligibility>;

export const boEnvelopeRainRequest = z
  .strictObject({
    titles: loyaltyTexts(80),
    poolAmount: minor,
    envelopeCount: z.number().int().min(1).max(100_000),
    minAmount: minor,
    maxAmount: minor,
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    eligibility: envelopeEligibility.default({ vipLevels: [], memberTypes: [], minDeposit: null }),
    /** Absent: the paying promotion's turnover multiple. */
    turnoverMultipleBp: z.number().int().min(0).max(1_000_000).nullable().default(null),
  })
  .refine((r) => Date.parse(r.startsAt) < Date.parse(r.endsAt), { message: 'the rain must end after it starts', path: ['endsAt'] });
export type BoEnvelopeRainRequest = z.infer<typeof boEnvelopeRainRequest>;

export const boEnvelopeRainRow = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  poolAmount: minorTotal,
  currency: z.string(),
  envelopeCount: z.number().int(),
  minAmount: minorTotal,
  maxAmount: minorTotal,
  startsAt: z.string(),
  endsAt: z.string(),
  eligibility: envelopeEligibility,
  turnoverMultipleBp: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  opened: z.number().int(),
  openedAmount: minorTotal,
  paidAmount: minorTotal,
  left: z.number().int(),
  leftAmount: minorTotal,
});
export type BoEnvelopeRainRow = z.infer<typeof boEnvelopeRainRow>;
export const boEnvelopeRainPage = boPage(boEnvelopeRainRow);
export type BoEnvelopeRainPage = z.infer<typeof boEnvelopeRainPage>;
export const boEnvelopeRainParams = z.object({ id });

export const boEnvelopeSettings = z.object({ promotionId: z.number().int().nullable() });
export const boEnvelopeSettingsRequest = z.strictObject({ promotionId: id.nullable() });
export type BoEnvelopeSettingsRequest = z.infer<typeof boEnvelopeSettingsRequest>;

/** A rain as a member sees it while it is open: whether they opened theirs, and how many are left. */
export const envelopeRainView = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  left: z.number().int(),
  currency: z.string(),
  opened: z.object({ amount: minorTotal, openedAt: z.string() }).nullable(),
  eligible: z.boolean(),
});
export type EnvelopeRainView = z.infer<typeof envelopeRainView>;
export const envelopeRainList = z.object({ list: z.array(envelopeRainView) });
export type EnvelopeRainList = z.infer<typeof envelopeRainList>;

export const envelopeOpenRequest = z.strictObject({ rainId: id });
export type EnvelopeOpenRequest = z.infer<typeof envelopeOpenRequest>;
export const envelopeOpenResult = z.object({
  rainId: z.string(),
  amount: minorTotal,
  currency: z.string(),
  openedAt: z.string(),
  payout: loyaltyPayoutStatus,
  replayed: z.boolean(),
});
export type EnvelopeOpenResult = z.infer<typeof envelopeOpenResult>;
