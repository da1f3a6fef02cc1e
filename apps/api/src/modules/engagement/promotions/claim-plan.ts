import type { PromotionMemberStatus, PromotionParameters } from '@gp/contracts';
import type { PromotionClaimStatus } from '@gp/db';
import { applyStatus } from './apply-rules';
import { nextClaimPeriod, type ClaimLimits, type NextPeriod } from './claim-period';
import {
  asksOptIn,
  depositMatch,
  isEligible,
  joinedPeriod,
  memberStatus,
  oncePeriod,
  parametersOf,
  reloadDeposit,
  reloadPeriod,
  runKinds,
  runStatus,
  topPrize,
  type CreditedDeposit,
  type EligibilityMember,
  type EligibilityRule,
} from './promotion-rules';

/** A promotion and its rule as the hall reads them. */
export type PlanRow = EligibilityRule & {
  id: number;
  start_at: Date | null;
  kind: string;
  parameters: unknown;
  limit_per_day: number | null;
  limit_per_week: number | null;
  limit_lifetime: number | null;
  budget_total: bigint | null;
  budget_used: bigint;
};

export type PlanClaim = { period_key: string; status: PromotionClaimStatus; created_at: Date | string; deposit_id: bigint | null };

export type PlanFacts = { member: EligibilityMember; firstDeposit: CreditedDeposit | null; deposits: readonly CreditedDeposit[] };

export type ClaimPlan = {
  parameters: PromotionParameters | null;
  status: PromotionMemberStatus;
  /** What a claim pays now (a raffle's top prize: the draw decides). */
  due: bigint;
  eligible: boolean;
  period: NextPeriod;
  depositId: bigint | null;
  /** No limit is set: the promotion pays a member once, and a repeated claim answers the first. */
  once: boolean;
  budgetLeft: bigint | null;
};

const limitsOf = (row: PlanRow): ClaimLimits => ({ limitPerDay: row.limit_per_day, limitPerWeek: row.limit_per_week, limitLifetime: row.limit_lifetime });
const unlimited = (l: ClaimLimits) => l.limitPerDay === null && l.limitPerWeek === null && l.limitLifetime === null;
const refused: NextPeriod = { ok: false, limit: 'lifetime' };

/**
 * What one promotion offers the member now, from the rule, the member's claims of it (newest first)
 * and their deposits: the status the hall shows, what a claim pays, and the period key it takes.
 */
export const planClaim = (row: PlanRow, claims: readonly PlanClaim[], facts: PlanFacts, now: Date, zone: string): ClaimPlan => {
  const parameters = parametersOf(row.parameters);
  const eligible = parameters !== null && isEligible(row, facts.member, row.start_at);
  const budgetLeft = row.budget_total === null ? null : row.budget_total - row.budget_used;
  const limits = limitsOf(row);
  const past = claims.filter((c) => c.period_key !== joinedPeriod).map((c) => ({ createdAt: new Date(c.created_at) }));
  let due = 0n;
  let period: NextPeriod = refused;
  let depositId: bigint | null = null;
  let once = unlimited(limits);
  if (parameters?.kind === 'first_deposit') {
    // A member has one first deposit: the bonus is paid once whatever the limits say.
    once = true;
    due = facts.firstDeposit ? depositMatch(facts.firstDeposit, parameters) : 0n;
    depositId = facts.firstDeposit?.id ?? null;
    period = past.length === 0 ? { ok: true, periodKey: oncePeriod } : refused;
  } else if (parameters?.kind === 'signup' || parameters?.kind === 'raffle') {
    due = parameters.kind === 'signup' ? BigInt(parameters.amount) : topPrize(parameters.prizes);
    period = nextClaimPeriod(limits, past, now, zone);
  } else if (parameters?.kind === 'apply') {
    once = false;
    period = nextClaimPeriod(limits, past, now, zone);
  } else if (parameters?.kind === 'reload') {
    once = false;
    const matched = new Set(claims.flatMap((c) => (c.deposit_id === null ? [] : [c.deposit_id])));
    const found = reloadDeposit(parameters, facts.deposits, facts.firstDeposit?.id ?? null, matched, row.start_at);
    if (found) {
      due = found.amount;
      depositId = found.deposit.id;
      period = reloadPeriod(limits, past, found.deposit.id, now, zone);
    }
  }
  const status = (runKinds as readonly string[]).includes(row.kind)
    ? runStatus({ startAt: row.start_at, eligible, optIn: asksOptIn(row.parameters), joined: claims.some((c) => c.period_key === joinedPeriod) }, now)
    : parameters?.kind === 'apply'
      ? applyStatus({ claims, startAt: row.start_at, eligible, periodFree: period.ok }, now)
      : memberStatus({ claims, startAt: row.start_at, budgetLeft, due, eligible, periodFree: period.ok }, now);
  return { parameters, status, due, eligible, period, depositId, once, budgetLeft };
};
