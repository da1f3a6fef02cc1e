import { periodAt } from '../../../lib/business-periods/periods';

/** How often one member may take part in a promotion; null is no limit of that span. */
export type ClaimLimits = { limitPerDay: number | null; limitPerWeek: number | null; limitLifetime: number | null };

/** A claim the member already made for the promotion (rejected ones included: they used their slot). */
export type PastClaim = { createdAt: Date };

export type NextPeriod = { ok: true; periodKey: string } | { ok: false; limit: 'day' | 'week' | 'lifetime' };

/**
 * The period key a member's next claim takes, or the limit that refuses it.
 *
 * The key is the narrowest limited span and the claim's number in it (`2026-11-30_2`, `2026-W49_1`,
 * `life_1`), so the unique (promotion, member, period) key itself refuses a claim past the limit of
 * that span: two claims racing for the same slot compute the same key and the second gets the
 * first's answer. Wider spans are checked by counting. With no limit at all, a member takes part
 * once (`once`), the same key first-deposit and sign-up bonuses use.
 */
export const nextClaimPeriod = (limits: ClaimLimits, past: readonly PastClaim[], now: Date, zone: string): NextPeriod => {
  const day = periodAt('daily', now, zone);
  const week = periodAt('weekly', now, zone);
  const within = (start: Date, end: Date) => past.filter((c) => c.createdAt >= start && c.createdAt < end).length;
  const inDay = within(day.start, day.end);
  const inWeek = within(week.start, week.end);
  if (limits.limitLifetime !== null && past.length >= limits.limitLifetime) return { ok: false, limit: 'lifetime' };
  if (limits.limitPerWeek !== null && inWeek >= limits.limitPerWeek) return { ok: false, limit: 'week' };
  if (limits.limitPerDay !== null && inDay >= limits.limitPerDay) return { ok: false, limit: 'day' };
  if (limits.limitPerDay !== null) return { ok: true, periodKey: `${day.key}_${inDay + 1}` };
  if (limits.limitPerWeek !== null) return { ok: true, periodKey: `${week.key}_${inWeek + 1}` };
  if (limits.limitLifetime !== null) return { ok: true, periodKey: `life_${past.length + 1}` };
  return past.length === 0 ? { ok: true, periodKey: 'once' } : { ok: false, limit: 'lifetime' };
};
