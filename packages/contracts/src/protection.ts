import { z } from 'zod';
import { passwordInput } from './accounts/login';

/**
 * Player protection (responsible gaming): deposit and wager limits over rolling 24-hour, 7-day and
 * 30-day windows, self-exclusion and time-out, and the reality check. Amounts are integer minor units.
 */

export const depositLimitWindow = z.enum(['day', 'week', 'month']);
export type DepositLimitWindowName = z.infer<typeof depositLimitWindow>;

export const selfExclusionPeriod = z.enum(['6m', '1y', '5y']);
export const timeOutPeriod = z.enum(['24h', '7d', '30d']);
export type SelfExclusionPeriodName = z.infer<typeof selfExclusionPeriod>;
export type TimeOutPeriodName = z.infer<typeof timeOutPeriod>;

export const exclusionKind = z.enum(['self_exclusion', 'time_out']);

/** A limit in minor units: positive, and small enough to stay exact in JSON. */
export const depositLimitAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One window as the player sees it: the limit in force, what was deposited in it, and a waiting raise. */
export const depositLimitView = z.object({
  window: depositLimitWindow,
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** A raise or removal waiting its 24 hours; `limit` null means the limit will be removed. */
  pending: z.object({ limit: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});
export type DepositLimitView = z.infer<typeof depositLimitView>;

/**
 * A wager-limit window: the same shape, `used` being the valid bets (bets less refunds) of the
 * window, counted from hourly game buckets (a partly covered hour counts whole).
 */
export const wagerLimitView = depositLimitView;
export type WagerLimitView = DepositLimitView;

export const exclusionView = z.object({
  kind: exclusionKind,
  period: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ExclusionView = z.infer<typeof exclusionView>;

/** `GET /wps/member/protection`: everything the responsible-gaming page shows. */
export const protectionOverview = z.object({
  depositLimits: z.array(depositLimitView),
  /** The lowest remaining allowance across windows, null when no limit is set. */
  depositRemaining: z.number().int().nullable(),
  wagerLimits: z.array(wagerLimitView),
  /** The lowest remaining wager allowance across windows, null when no wager limit is set. */
  wagerRemaining: z.number().int().nullable(),
  exclusion: exclusionView.nullable(),
  realityCheck: z.object({ minutes: z.number().int().nullable(), choices: z.array(z.number().int()) }),
  selfExclusionPeriods: z.array(selfExclusionPeriod),
  timeOutPeriods: z.array(timeOutPeriod),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ProtectionOverview = z.infer<typeof protectionOverview>;

/**
 * `PUT /wps/member/protection/depositLimits`: a window left out is unchanged; null removes its
 * limit (after 24 hours, like any raise).
 */
export const depositLimitsRequest = z
  .strictObject({
    day: depositLimitAmount.nullable().optional(),
    week: depositLimitAmount.nullable().optional(),
    month: depositLimitAmount.nullable().optional(),
  })
  .refine((body) => body.day !== undefined || body.week !== undefined || body.month !== undefined, { message: 'at least one window' });
export type DepositLimitsRequest = z.infer<typeof depositLimitsRequest>;

/**
 * `PUT /wps/member/protection/wagerLimits`: as deposit limits (lowering at once, raising or removing
 * after 24 hours). A bet past the lowest allowance is refused (`LIMIT_EXCEEDED` to the vendor).
 */
export const wagerLimitsRequest = depositLimitsRequest;
export type WagerLimitsRequest = DepositLimitsRequest;

/** `GET /wps/member/protection/wagerLimits`: the wager part of the overview. */
export const wagerLimitsOverview = z.object({
  wagerLimits: z.array(wagerLimitView),
  wagerRemaining: z.number().int().nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WagerLimitsOverview = z.infer<typeof wagerLimitsOverview>;

/** `POST /wps/member/protection/selfExclusion` (E): the period and the login password as confirmation. */
export const selfExclusionRequest = z.strictObject({ period: selfExclusionPeriod, password: passwordInput });
/** `POST /wps/member/protection/timeOut` (E): the period and the login password as confirmation. */
export const timeOutRequest = z.strictObject({ period: timeOutPeriod, password: passwordInput });
/** The period taken; every session of the member, this one too, has ended. */
export const exclusionResponse = exclusionView.extend({ signedOut: z.literal(true) });

/** `PUT /wps/member/protection/realityCheck`: an interval from the offered choices, or null (off). */
export const realityCheckRequest = z.strictObject({ minutes: z.number().int().positive().nullable() });
export const realityCheckSetting = z.object({ minutes: z.number().int().nullable() });

/** `GET /wps/member/protection/realityCheck`: what the periodic dialog shows. */
export const realityCheckStatus = z.object({
  minutes: z.number().int().nullable(),
  sessionStartedAt: z.string(),
  elapsedMinutes: z.number().int(),
  /** game_win + game_refund - game_bet on the member's wallets since the session started (minor units). */
  netResult: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatus>;

/** `GET /bo/members/:id/protection` (staff, read-only): the player's view plus every period ever taken. */
export const memberProtectionStaffView = protectionOverview.extend({
  memberId: z.string(),
  account: z.string(),
  exclusionHistory: z.array(exclusionView.extend({ createdAt: z.string() })),
});
export type MemberProtectionStaffView = z.infer<typeof memberProtectionStaffView>;

export const protectionMemberIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
