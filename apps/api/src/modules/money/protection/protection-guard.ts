import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import {
  depositLimitWindows,
  hourlyBucketsAfter,
  minorToDecimal,
  exclusionErrorCode,
  settleLimit,
  tightestWindow,
  windowStart,
  type WindowUsage,
} from './protection-rules';
import { findActiveExclusion, findDepositLimits, findWagerLimits, lockMemberRow, sumDepositsSince, sumValidBetsSince } from './protection.repository';

/**
 * The server-side gates of player protection. Other modules call these before they let money in or
 * play start, so a client cannot talk its way past a limit or an exclusion.
 */

const assertNotExcluded = async (db: Executor, memberId: bigint, now: Date): Promise<void> => {
  const exclusion = await findActiveExclusion(db, memberId, now);
  if (exclusion === undefined) return;
  throw new AppError(exclusionErrorCode(exclusion.kind), { details: { until: exclusion.endsAt.toISOString() } });
};

/** Sign-in is refused for the whole of a self-exclusion or time-out. */
export const assertMayLogin = (db: Executor, memberId: bigint, now: Date = new Date()): Promise<void> => assertNotExcluded(db, memberId, now);

/** Bets and game launches are refused for the whole of a self-exclusion or time-out. */
export const assertMayPlay = (db: Executor, memberId: bigint, now: Date = new Date()): Promise<void> => assertNotExcluded(db, memberId, now);

/** Usage of every window that has a limit in force at `now` (pending raises applied when due). */
export const depositUsage = async (db: Executor, memberId: bigint, now: Date): Promise<WindowUsage[]> => {
  const rows = await findDepositLimits(db, memberId);
  const usages: WindowUsage[] = [];
  for (const window of depositLimitWindows) {
    const row = rows.find((r) => r.window === window);
    const limit = row === undefined ? null : settleLimit(row, now).amount;
    usages.push({ window, limit, used: await sumDepositsSince(db, memberId, windowStart(window, now)) });
  }
  return usages;
};

/**
 * Refuses a deposit of `amount` (minor units) while the member is excluded, or when it is more than
 * the lowest remaining allowance of the 24-hour, 7-day and 30-day windows. Call it inside the
 * transaction that writes the deposit: it locks the member's row so parallel deposits are checked
 * one after the other.
 */
export const assertMayDeposit = async (db: Executor, memberId: bigint, amount: bigint, now: Date = new Date()): Promise<void> => {
  await assertNotExcluded(db, memberId, now);
  const limits = await findDepositLimits(db, memberId);
  if (!limits.some((row) => settleLimit(row, now).amount !== null)) return;
  await lockMemberRow(db, memberId);
  const tightest = tightestWindow(await depositUsage(db, memberId, now));
  if (tightest === null || amount <= tightest.remaining) return;
  throw new AppError('DEPOSIT_LIMIT_EXCEEDED', {
    // remaining in minor units for clients; remainingAmount (2 decimals) for the translated message.
    details: { remaining: Number(tightest.remaining), remainingAmount: minorToDecimal(tightest.remaining), window: tightest.window },
  });
};

/**
 * Wager usage of every window: valid bets (bets less refunds) from the hourly game buckets, with the
 * limit in force at `now`. The game wallet refuses a bet past the lowest allowance in SQL
 * (packages/db/src/sql/functions/game_wallet_limit_left.sql) by the same window rule (protection-rules.ts
 * `hourlyBucketsAfter`); this is what the player sees of it.
 */
export const wagerUsage = async (db: Executor, memberId: bigint, now: Date): Promise<WindowUsage[]> => {
  const rows = await findWagerLimits(db, memberId);
  const used = await sumValidBetsSince(db, memberId, {
    day: hourlyBucketsAfter('day', now),
    week: hourlyBucketsAfter('week', now),
    month: hourlyBucketsAfter('month', now),
  });
  return depositLimitWindows.map((window) => {
    const row = rows.find((r) => r.window === window);
    return { window, limit: row === undefined ? null : settleLimit(row, now).amount, used: used[window] };
  });
};
