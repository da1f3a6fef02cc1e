import type { DepositLimitWindow, MemberExclusionKind } from '@gp/db';

/**
 * The pure rules of player protection: rolling windows, when a limit change takes effect, which
 * remaining allowance applies, and how long an exclusion lasts. No clock and no database here, so
 * every rule is unit-tested with plain values.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const depositLimitWindows = ['day', 'week', 'month'] as const satisfies readonly DepositLimitWindow[];

/** Rolling window lengths: 24 hours, 7 days, 30 days. */
const windowLengthMs: Record<DepositLimitWindow, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** A raise or removal of a limit waits this long (responsible-gaming rule: loosening is never instant). */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

export const windowStart = (window: DepositLimitWindow, now: Date): Date => new Date(now.getTime() - windowLengthMs[window]);

/**
 * Where a rolling window starts among hourly game buckets (member_game_hourly): a bucket counts when
 * any part of it lies in the window, so buckets starting after this time count whole. Counting a
 * partly covered hour in full errs towards the player's limit, never past it.
 */
export const hourlyBucketsAfter = (window: DepositLimitWindow, now: Date): Date => new Date(windowStart(window, now).getTime() - HOUR_MS);

export type LimitState = { amount: bigint | null; pendingAmount: bigint | null; pendingEffectiveAt: Date | null };

export const noLimit: LimitState = { amount: null, pendingAmount: null, pendingEffectiveAt: null };

/** Applies a pending change once it is due (lazily, whenever the limit is read). */
export const settleLimit = (state: LimitState, now: Date): LimitState => {
  if (state.pendingEffectiveAt === null || state.pendingEffectiveAt.getTime() > now.getTime()) return state;
  return { amount: state.pendingAmount, pendingAmount: null, pendingEffectiveAt: null };
};

/** True when `next` allows more than `current` (a higher amount, or no limit at all). */
export const loosens = (current: bigint | null, next: bigint | null): boolean => {
  if (current === null) return false;
  return next === null || next > current;
};

/**
 * The state after the player asks for `requested` (null: no limit). Tightening (lower, or a first
 * limit) applies at once and drops any waiting raise; loosening waits 24 hours, and asking again
 * for the value already waiting keeps its original time so the wait cannot be restarted by
 * mistake. Asking for the limit already in force cancels a waiting raise.
 */
export const changeLimit = (current: LimitState, requested: bigint | null, now: Date): LimitState => {
  const settled = settleLimit(current, now);
  if (!loosens(settled.amount, requested)) return { amount: requested, pendingAmount: null, pendingEffectiveAt: null };
  const alreadyWaiting = settled.pendingEffectiveAt !== null && settled.pendingAmount === requested;
  if (alreadyWaiting) return settled;
  return { amount: settled.amount, pendingAmount: requested, pendingEffectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) };
};

export type WindowUsage = { window: DepositLimitWindow; limit: bigint | null; used: bigint };

/** What is left in a window (never below zero); null when the window has no limit. */
export const remainingOf = (usage: WindowUsage): bigint | null => {
  if (usage.limit === null) return null;
  const left = usage.limit - usage.used;
  return left > 0n ? left : 0n;
};

/** The lowest remaining allowance across the windows that have a limit, or null when none does. */
export const tightestWindow = (usages: readonly WindowUsage[]): { window: DepositLimitWindow; remaining: bigint } | null => {
  let best: { window: DepositLimitWindow; remaining: bigint } | null = null;
  for (const usage of usages) {
    const remaining = remainingOf(usage);
    if (remaining === null) continue;
    if (best === null || remaining < best.remaining) best = { window: usage.window, remaining };
  }
  return best;
};

export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export const timeOutPeriods = ['24h', '7d', '30d'] as const;
type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];
type TimeOutPeriod = (typeof timeOutPeriods)[number];
export type ExclusionPeriod = SelfExclusionPeriod | TimeOutPeriod;

const addUtcMonths = (start: Date, months: number): Date => {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
};

/** When a period taken at `start` ends: calendar months and years for self-exclusion, hours for a time-out. */
export const exclusionEnd = (period: ExclusionPeriod, start: Date): Date => {
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY_MS);
    case '7d':
      return new Date(start.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(start.getTime() + 30 * DAY_MS);
    case '6m':
      return addUtcMonths(start, 6);
    case '1y':
      return addUtcMonths(start, 12);
    case '5y':
      return addUtcMonths(start, 60);
  }
};

export const exclusionKindOf = (period: ExclusionPeriod): MemberExclusionKind =>
  (selfExclusionPeriods as readonly string[]).includes(period) ? 'self_exclusion' : 'time_out';

/** The error a blocked member gets: self-exclusion outranks a time-out. */
export const exclusionErrorCode = (kind: MemberExclusionKind): 'SELF_EXCLUDED' | 'TIME_OUT_ACTIVE' =>
  kind === 'self_exclusion' ? 'SELF_EXCLUDED' : 'TIME_OUT_ACTIVE';

/** Minor units as a plain decimal with 2 places and thousands separators (e.g. 1,234.50), for messages. */
export const minorToDecimal = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
};
