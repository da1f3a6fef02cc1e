import { z } from 'zod';

/**
 * The promotions engine: activity kinds, their parameters, claim statuses and what a member sees.
 * Amounts are minor units; percents and rates are basis points (1 = 0.01 %, 10,000 = 100 %).
 */

export const promotionKinds = [
  'first_deposit',
  'reload',
  'signup',
  'cashback_daily',
  'cashback_weekly',
  'rebate',
  'apply',
  'raffle',
  'loyalty',
  'referral',
] as const;
export const promotionKind = z.enum(promotionKinds);
export type PromotionKind = z.infer<typeof promotionKind>;

/** Statuses a claim row can hold. */
export const promotionClaimStatuses = ['signed_up', 'applying', 'processing', 'issued', 'claimed', 'rejected'] as const;
export const promotionClaimStatus = z.enum(promotionClaimStatuses);
export type PromotionClaimStatus = z.infer<typeof promotionClaimStatus>;

/** What a member sees for a promotion: a stored status, or what having no row means right now. */
export const promotionMemberStatus = z.enum(['join', 'claim', 'coming_soon', 'closed', ...promotionClaimStatuses]);
export type PromotionMemberStatus = z.infer<typeof promotionMemberStatus>;

export const wageringStatus = z.enum(['active', 'met', 'waived', 'forfeited']);
export type WageringStatus = z.infer<typeof wageringStatus>;

const minorUnits = z.number().int().min(0).max(1_000_000_000_000);
const basisPoints = z.number().int().min(0).max(10_000);
const methodCode = z.string().trim().min(1).max(32);

/** A rate for one game category (null = every category) and VIP level (null = every level). */
const tierRate = z.strictObject({
  category: z.string().trim().min(1).max(32).nullable(),
  vipLevel: z.number().int().min(0).max(100).nullable(),
  rateBp: basisPoints,
});

const depositMatch = z.strictObject({
  percentBp: basisPoints,
  cap: minorUnits,
  minDeposit: minorUnits,
  /** Payment method codes the deposit must come by; empty accepts any method. */
  paymentMethods: z.array(methodCode).max(50),
});

/** One prize of a raffle: what it pays (at least one minor unit) and its weight (chance = weight / the table's total). */
const rafflePrize = z.strictObject({ amount: minorUnits.min(1), weight: z.number().int().min(1).max(1_000_000) });

const rateTable = z.strictObject({
  rates: z.array(tierRate).min(1).max(200),
  cap: minorUnits.nullable(),
  /** Only members who pressed "sign up" (a `signed_up` claim, period key `joined`) are paid; absent = false. */
  optIn: z.boolean().optional(),
  /** A computed run waits at `held` until staff release it; absent = false. */
  holdRuns: z.boolean().optional(),
});

/** The kind-specific parameters stored in promotion_rules.parameters, one shape per kind. */
export const promotionParametersSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('first_deposit'), ...depositMatch.shape }),
  z.strictObject({ kind: z.literal('reload'), ...depositMatch.shape }),
  z.strictObject({ kind: z.literal('signup'), amount: minorUnits }),
  z.strictObject({ kind: z.literal('cashback_daily'), ...rateTable.shape }),
  z.strictObject({ kind: z.literal('cashback_weekly'), ...rateTable.shape }),
  z.strictObject({ kind: z.literal('rebate'), ...rateTable.shape }),
  z.strictObject({ kind: z.literal('apply'), maxAmount: minorUnits }),
  /** A random prize drawn (CSPRNG) from the table at each claim, paid like any bonus. */
  z.strictObject({ kind: z.literal('raffle'), prizes: z.array(rafflePrize).min(1).max(50) }),
  /**
   * Pays loyalty rewards (VIP bonuses, mission rewards, prizes, points converted to cash): nothing is
   * claimed from the hall; the loyalty features issue its bonuses and its budget and turnover apply.
   */
  z.strictObject({ kind: z.literal('loyalty') }),
  /** Pays the referral programme's rewards (docs/referral.md): its settings hold the rules; nothing is claimed from the hall. */
  z.strictObject({ kind: z.literal('referral') }),
]);
export type PromotionParameters = z.infer<typeof promotionParametersSchema>;

/** Who may take part and how often. Empty lists mean everyone. */
export const promotionEligibility = z.strictObject({
  memberTypes: z.array(z.number().int().min(0).max(99)).max(20),
  vipLevels: z.array(z.number().int().min(0).max(100)).max(101),
  newMembersOnly: z.boolean(),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  limitPerDay: z.number().int().positive().nullable(),
  limitPerWeek: z.number().int().positive().nullable(),
  limitLifetime: z.number().int().positive().nullable(),
});
export type PromotionEligibility = z.infer<typeof promotionEligibility>;

export const promotionRule = z.strictObject({
  promotionId: z.number().int().positive(),
  parameters: promotionParametersSchema,
  eligibility: promotionEligibility,
  /** Null: no budget limit. */
  budgetTotal: minorUnits.nullable(),
  budgetUsed: minorUnits,
  /** The turnover multiple in basis points of a multiple (10,000 = bets of once the bonus). */
  turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
});
export type PromotionRule = z.infer<typeof promotionRule>;

export const promotionClaim = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  periodKey: z.string(),
  status: promotionClaimStatus,
  amount: minorUnits,
  journalId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PromotionClaim = z.infer<typeof promotionClaim>;

/** The hall buttons: the member's status for each running promotion that can be claimed. */
export const promotionHallItem = z.object({
  promotionId: z.number().int(),
  kind: promotionKind,
  status: promotionMemberStatus,
  /** What a claim would pay now (minor units); 0 when nothing is due. */
  amountDue: minorUnits,
});
export const promotionHallList = z.object({ list: z.array(promotionHallItem) });
export type PromotionHallList = z.infer<typeof promotionHallList>;

export const promotionIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const promotionClaimResult = z.object({
  promotionId: z.number().int(),
  status: promotionClaimStatus,
  amount: minorUnits,
  /** The turnover in valid bets the bonus asks before a withdrawal (minor units). */
  turnoverRequired: minorUnits,
});
export type PromotionClaimResult = z.infer<typeof promotionClaimResult>;

/** A paid bonus as the reward centre lists it. */
export const promotionBonus = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  amount: minorUnits,
  status: promotionClaimStatus,
  turnoverRequired: minorUnits,
  turnoverDone: minorUnits,
  wageringStatus: wageringStatus.nullable(),
  createdAt: z.string(),
});
/** The member's open wagering over every active requirement: what withdrawals check (minor units). */
export const memberWageringProgress = z.object({ required: minorUnits, done: minorUnits, remaining: minorUnits });
export const promotionBonusList = z.object({ list: z.array(promotionBonus), wagering: memberWageringProgress });
export type PromotionBonusList = z.infer<typeof promotionBonusList>;

/** Joining a cashback or rebate promotion that asks members to opt in; a repeated join answers the same. */
export const promotionJoinResult = z.object({ promotionId: z.number().int(), status: promotionClaimStatus });
export type PromotionJoinResult = z.infer<typeof promotionJoinResult>;

/** MCS2_claimRafflePromotion: a promotion id, or none for the first raffle due to the member. */
export const raffleClaimRequest = z.strictObject({ promotionId: z.number().int().positive().max(2_147_483_647).optional() });
export type RaffleClaimRequest = z.infer<typeof raffleClaimRequest>;

/** A raffle claim's answer: the claim, and the draw that chose its prize. */
export const raffleClaimResult = promotionClaimResult.extend({
  draw: z.object({ roll: z.number().int(), totalWeight: z.number().int(), prizeIndex: z.number().int() }).nullable(),
});
export type RaffleClaimResult = z.infer<typeof raffleClaimResult>;
