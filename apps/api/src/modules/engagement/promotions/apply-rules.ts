import { createHash } from 'node:crypto';
import type { PromotionMemberStatus } from '@gp/contracts';
import type { PromotionClaimStatus } from '@gp/db';
import { nextClaimPeriod, type ClaimLimits } from './claim-period';

/** Pure rules of `apply` activities and their review, tested without a database. */

/** What identifies an application's body: the remark (trimmed, empty = none) and the pictures, in any order. */
export const applicationHash = (input: { remark: string | null; imageIds: readonly string[] }): string =>
  createHash('sha256')
    .update(JSON.stringify([input.remark, [...input.imageIds].sort()]))
    .digest('hex');

/** The remark as stored: trimmed, and none when empty. */
export const remarkOf = (remark: string | undefined): string | null => {
  const trimmed = remark?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Whether `now` is inside the promotion's window and the promotion is switched on. */
export const isRunning = (row: { enabled: boolean; start_at: Date | null; end_at: Date | null }, now: Date): boolean =>
  row.enabled && (row.end_at === null || row.end_at > now) && (row.start_at === null || row.start_at <= now);

/**
 * The hall's status of an `apply` promotion: an application waiting for staff (`applying`, or a
 * held claim `processing`) first; `join` while the member is eligible and the rule's limits leave a
 * period free; otherwise the latest claim's outcome (`issued`, `rejected`), or `closed`.
 */
export const applyStatus = (
  input: { claims: readonly { status: PromotionClaimStatus }[]; startAt: Date | null; eligible: boolean; periodFree: boolean },
  now: Date,
): PromotionMemberStatus => {
  if (input.startAt && input.startAt > now) return 'coming_soon';
  const waiting = input.claims.find((c) => c.status === 'applying' || c.status === 'processing');
  if (waiting) return waiting.status;
  if (input.eligible && input.periodFree) return 'join';
  return input.claims[0]?.status ?? 'closed';
};

/** The span part of a period key (`2026-11-30_2` -> `2026-11-30`, `life_1` -> `life`, `once` -> `once`). */
const spanOf = (periodKey: string): string => periodKey.replace(/_\d+$/, '');

/**
 * Whether a past claim counts in the span a new claim would take now (the same day, week, lifetime
 * or `once`): an application with the same body there is a replay, and answers the first.
 */
export const inCurrentSpan = (limits: ClaimLimits, periodKey: string, now: Date, zone: string): boolean => {
  const fresh = nextClaimPeriod(limits, [], now, zone);
  return fresh.ok && spanOf(fresh.periodKey) === spanOf(periodKey);
};

export type ApprovalState = {
  status: 'applying' | 'processing' | 'issued' | 'claimed' | 'rejected' | 'signed_up';
  /** The amount a held claim pays (ignored for applications). */
  storedAmount: bigint;
  firstApproval: { staffId: number; amount: bigint } | null;
};

export type ApprovalDecision =
  | { action: 'pay'; amount: bigint }
  | { action: 'record_first'; amount: bigint }
  /** Already decided as asked: answer the claim as it is. */
  | { action: 'answer' }
  | { action: 'refuse'; code: 'INVALID_STATE' | 'VALIDATION_ERROR' | 'AMOUNT_ABOVE_MAXIMUM' | 'CONFLICT'; details: Record<string, unknown> };

/**
 * What an approval does to a claim. An application (`applying`) pays what staff enter, at most the
 * rule's `maxAmount`; a held claim (`processing`) pays its stored amount. Above `secondAbove` the
 * first approval only records who approved what; a different staff member confirming the same amount
 * pays. A paid claim answers as it is, so a repeated approval pays nothing.
 */
export const decideApproval = (
  claim: ApprovalState,
  input: { staffId: number; amount: bigint | null; maxAmount: bigint | null; secondAbove: bigint },
): ApprovalDecision => {
  if (claim.status === 'issued' || claim.status === 'claimed') return { action: 'answer' };
  if (claim.status !== 'applying' && claim.status !== 'processing') return { action: 'refuse', code: 'INVALID_STATE', details: { status: claim.status } };
  let amount: bigint;
  if (claim.status === 'applying') {
    if (input.amount === null) return { action: 'refuse', code: 'VALIDATION_ERROR', details: { field: 'amount', reason: 'required' } };
    if (input.maxAmount !== null && input.amount > input.maxAmount) {
      return { action: 'refuse', code: 'AMOUNT_ABOVE_MAXIMUM', details: { max: Number(input.maxAmount) } };
    }
    amount = input.amount;
  } else {
    if (input.amount !== null && input.amount !== claim.storedAmount) {
      return { action: 'refuse', code: 'VALIDATION_ERROR', details: { field: 'amount', reason: 'a held claim pays its stored amount' } };
    }
    amount = claim.storedAmount;
  }
  if (amount <= 0n) return { action: 'refuse', code: 'VALIDATION_ERROR', details: { field: 'amount', reason: 'must be more than zero' } };
  if (amount <= input.secondAbove) return { action: 'pay', amount };
  const first = claim.firstApproval;
  if (first === null) return { action: 'record_first', amount };
  if (first.amount !== amount)
    return { action: 'refuse', code: 'CONFLICT', details: { reason: 'the second approval must confirm the first amount', amount: Number(first.amount) } };
  if (first.staffId === input.staffId) return { action: 'answer' };
  return { action: 'pay', amount };
};
