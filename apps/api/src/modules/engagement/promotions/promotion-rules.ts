import { promotionParametersSchema, type PromotionMemberStatus, type PromotionParameters } from '@gp/contracts';
import type { PromotionClaimStatus } from '@gp/db';

/** Pure rules of the promotions engine, kept apart so they are tested without a database. */

const BASIS = 10_000n;

/** The kinds a member claims from the hall today, each paid once (`once` is their period key). */
export const claimableKinds = ['first_deposit', 'signup'] as const;
export const oncePeriod = 'once';

export type FirstDeposit = { amount: bigint; methodCode: string };

export type EligibilityRule = {
  member_types: number[];
  vip_levels: number[];
  countries: string[];
  new_members_only: boolean;
};

export type EligibilityMember = { type: number; createdAt: Date };

/** Stored parameters are re-checked on the way out: a row edited by hand never pays by a wrong shape. */
export const parametersOf = (stored: unknown): PromotionParameters | null => {
  const parsed = promotionParametersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** A percent of the deposit (rounded down to a minor unit), up to the cap; nothing under the minimum or by another method. */
export const depositMatch = (deposit: FirstDeposit, p: { percentBp: number; cap: number; minDeposit: number; paymentMethods: string[] }): bigint => {
  if (deposit.amount < BigInt(p.minDeposit)) return 0n;
  if (p.paymentMethods.length > 0 && !p.paymentMethods.includes(deposit.methodCode)) return 0n;
  const match = (deposit.amount * BigInt(p.percentBp)) / BASIS;
  const cap = BigInt(p.cap);
  return match > cap ? cap : match;
};

/** What a claim pays now, in minor units; 0 when nothing is due. */
export const amountDue = (parameters: PromotionParameters, firstDeposit: FirstDeposit | null): bigint => {
  if (parameters.kind === 'signup') return BigInt(parameters.amount);
  if (parameters.kind === 'first_deposit') return firstDeposit ? depositMatch(firstDeposit, parameters) : 0n;
  return 0n;
};

/**
 * Member type and "new members only" (joined at or after the promotion's start) are checked here.
 * Members carry no VIP level or country yet: a rule that names either admits no one until they do,
 * so money never goes to someone the rule did not mean.
 */
export const isEligible = (rule: EligibilityRule, member: EligibilityMember, startAt: Date | null): boolean => {
  if (rule.vip_levels.length > 0 || rule.countries.length > 0) return false;
  if (rule.member_types.length > 0 && !rule.member_types.includes(member.type)) return false;
  if (rule.new_members_only && startAt && member.createdAt < startAt) return false;
  return true;
};

export type StatusInput = {
  claimStatus: PromotionClaimStatus | null;
  startAt: Date | null;
  budgetLeft: bigint | null;
  due: bigint;
  eligible: boolean;
};

/** The one status the hall shows for a promotion of a claimable kind. */
export const memberStatus = (input: StatusInput, now: Date): PromotionMemberStatus => {
  if (input.claimStatus) return input.claimStatus;
  if (input.startAt && input.startAt > now) return 'coming_soon';
  if (!input.eligible || input.due <= 0n) return 'closed';
  if (input.budgetLeft !== null && input.budgetLeft < input.due) return 'closed';
  return 'claim';
};
