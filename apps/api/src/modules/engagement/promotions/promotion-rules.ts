import { promotionParametersSchema, type PromotionMemberStatus, type PromotionParameters } from '@gp/contracts';
import type { PromotionClaimStatus } from '@gp/db';
import { nextClaimPeriod, type ClaimLimits, type NextPeriod } from './claim-period';

/** Pure rules of the promotions engine, kept apart so they are tested without a database. */

const BASIS = 10_000n;

/** The kinds a member claims from the hall: a press pays (or draws, for a raffle) at once. */
export const claimableKinds = ['first_deposit', 'reload', 'signup', 'raffle'] as const;
/** The kinds a scheduled run pays; the hall shows whether the member takes part. */
export const runKinds = ['cashback_daily', 'cashback_weekly', 'rebate'] as const;
/** Kinds a member applies to and staff decide (engagement/promotions apply.service.ts). */
export const applyKinds = ['apply'] as const;
export const hallKinds = [...claimableKinds, ...runKinds, ...applyKinds] as const;
export const oncePeriod = 'once';
/** The period key of an opt-in row: the member joined a cashback or rebate promotion. */
export const joinedPeriod = 'joined';
/** How many of the latest credited deposits a reload looks at for one not yet matched. */
export const reloadLookback = 20;

export type FirstDeposit = { amount: bigint; methodCode: string };
export type CreditedDeposit = FirstDeposit & { id: bigint; creditedAt: Date };

export type EligibilityRule = {
  member_types: number[];
  vip_levels: number[];
  countries: string[];
  new_members_only: boolean;
};

export type EligibilityMember = { type: number; createdAt: Date; vipLevel: number; country: string | null };

/** Stored parameters are re-checked on the way out: a row edited by hand never pays by a wrong shape. */
export const parametersOf = (stored: unknown): PromotionParameters | null => {
  const parsed = promotionParametersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** A cashback or rebate rule whose members must opt in (`optIn: true` in its parameters). */
export const asksOptIn = (stored: unknown): boolean =>
  typeof stored === 'object' && stored !== null && 'optIn' in stored && (stored as { optIn: unknown }).optIn === true;

/** A percent of the deposit (rounded down to a minor unit), up to the cap; nothing under the minimum or by another method. */
export const depositMatch = (deposit: FirstDeposit, p: { percentBp: number; cap: number; minDeposit: number; paymentMethods: string[] }): bigint => {
  if (deposit.amount < BigInt(p.minDeposit)) return 0n;
  if (p.paymentMethods.length > 0 && !p.paymentMethods.includes(deposit.methodCode)) return 0n;
  const match = (deposit.amount * BigInt(p.percentBp)) / BASIS;
  const cap = BigInt(p.cap);
  return match > cap ? cap : match;
};

/** The largest prize of a raffle: what the hall shows a claim may pay and what the budget must hold. */
export const topPrize = (prizes: readonly { amount: number }[]): bigint => prizes.reduce((top, p) => (BigInt(p.amount) > top ? BigInt(p.amount) : top), 0n);

/**
 * The prize a roll picks: `roll` is uniform in [0, total weight) (a CSPRNG's, in the service), and
 * each prize owns a run of rolls as long as its weight, in table order.
 */
export const prizeAt = (prizes: readonly { amount: number; weight: number }[], roll: number): number => {
  let edge = 0;
  for (const [index, prize] of prizes.entries()) {
    edge += prize.weight;
    if (roll < edge) return index;
  }
  return prizes.length - 1;
};

export const totalWeight = (prizes: readonly { weight: number }[]): number => prizes.reduce((sum, p) => sum + p.weight, 0);

/**
 * A reload's deposit: the newest credited deposit that is not the member's first, was credited
 * at or after the promotion's start, has no bonus of this promotion yet, and pays something.
 */
export const reloadDeposit = (
  p: { percentBp: number; cap: number; minDeposit: number; paymentMethods: string[] },
  deposits: readonly CreditedDeposit[],
  firstDepositId: bigint | null,
  matched: ReadonlySet<bigint>,
  startAt: Date | null,
): { deposit: CreditedDeposit; amount: bigint } | null => {
  for (const deposit of deposits) {
    if (deposit.id === firstDepositId || matched.has(deposit.id)) continue;
    if (startAt && deposit.creditedAt < startAt) continue;
    const amount = depositMatch(deposit, p);
    if (amount > 0n) return { deposit, amount };
  }
  return null;
};

/**
 * The period key a reload claim takes. Under a day, week or lifetime limit it is the limit's slot
 * (so the unique key refuses a claim past the limit even when two deposits race); with no limit it
 * is the deposit itself (`dep-<id>`), one bonus per deposit. Either way the claim row names the deposit.
 */
export const reloadPeriod = (limits: ClaimLimits, past: readonly { createdAt: Date }[], depositId: bigint, now: Date, zone: string): NextPeriod => {
  const unlimited = limits.limitPerDay === null && limits.limitPerWeek === null && limits.limitLifetime === null;
  return unlimited ? { ok: true, periodKey: `dep-${depositId}` } : nextClaimPeriod(limits, past, now, zone);
};

/**
 * Member type, "new members only" (joined at or after the promotion's start), VIP levels and
 * countries: a named list admits only members whose value is in it, so a member with no country
 * is outside a rule that names countries.
 */
export const isEligible = (rule: EligibilityRule, member: EligibilityMember, startAt: Date | null): boolean => {
  if (rule.member_types.length > 0 && !rule.member_types.includes(member.type)) return false;
  if (rule.vip_levels.length > 0 && !rule.vip_levels.includes(member.vipLevel)) return false;
  if (rule.countries.length > 0 && (member.country === null || !rule.countries.includes(member.country))) return false;
  if (rule.new_members_only && startAt && member.createdAt < startAt) return false;
  return true;
};

export type StatusInput = {
  /** The member's claims of this promotion, newest first. */
  claims: readonly { status: PromotionClaimStatus }[];
  startAt: Date | null;
  budgetLeft: bigint | null;
  due: bigint;
  eligible: boolean;
  /** Whether the limits leave a period free for another claim. */
  periodFree: boolean;
};

/**
 * The one status the hall shows for a promotion of a claimable kind: a claim waiting on staff or
 * the payer first, then whether something is due now, then the last claim's outcome.
 */
export const memberStatus = (input: StatusInput, now: Date): PromotionMemberStatus => {
  if (input.startAt && input.startAt > now) return 'coming_soon';
  const waiting = input.claims.find((c) => c.status === 'processing' || c.status === 'applying');
  if (waiting) return waiting.status;
  const budgetShort = input.budgetLeft !== null && input.budgetLeft < input.due;
  if (input.eligible && input.periodFree && input.due > 0n && !budgetShort) return 'claim';
  return input.claims[0]?.status ?? 'closed';
};

/**
 * A cashback or rebate promotion in the hall: one that asks members to opt in shows `join` until
 * they do and `signed_up` after; one that does not shows `signed_up` to every eligible member,
 * since the next run considers them all.
 */
export const runStatus = (input: { startAt: Date | null; eligible: boolean; optIn: boolean; joined: boolean }, now: Date): PromotionMemberStatus => {
  if (input.startAt && input.startAt > now) return 'coming_soon';
  if (!input.eligible) return 'closed';
  if (!input.optIn || input.joined) return 'signed_up';
  return 'join';
};

export type { ClaimLimits, NextPeriod };
