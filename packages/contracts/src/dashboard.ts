import { z } from 'zod';
import { minorTotal } from './money';

// The back office's first screen: today's money and play at a glance, and what needs someone now.

/** A count of orders and their sum in one currency. */
export const boDashboardTally = z.object({ currency: z.string(), count: z.number().int(), amount: minorTotal });
export type BoDashboardTally = z.infer<typeof boDashboardTally>;

/** Cashier figures, for the roles that work the cashier (admin, finance). One tally per currency. */
export const boDashboardCashier = z.object({
  /** Credited since midnight in the business time zone. */
  depositsToday: z.array(boDashboardTally),
  /** Waiting for a decision or for the provider, whenever they were made. */
  depositsPending: z.array(boDashboardTally),
  /** Approved (paid out) since midnight in the business time zone. */
  withdrawalsToday: z.array(boDashboardTally),
  /** Waiting for review or in payout. */
  withdrawalsPending: z.array(boDashboardTally),
});
export type BoDashboardCashier = z.infer<typeof boDashboardCashier>;

/** One business day's play in one currency. */
export const boDashboardGgrDay = z.object({
  day: z.string(),
  currency: z.string(),
  /** Bets less refunds. */
  validBet: minorTotal,
  winAmount: minorTotal,
  /** validBet - winAmount: what the house kept. */
  ggr: minorTotal,
  /** Distinct members who bet that day. */
  players: z.number().int(),
});
export type BoDashboardGgrDay = z.infer<typeof boDashboardGgrDay>;

export const boDashboardGgrTotal = z.object({ currency: z.string(), validBet: minorTotal, winAmount: minorTotal, ggr: minorTotal });
export type BoDashboardGgrTotal = z.infer<typeof boDashboardGgrTotal>;

/** Play figures, for the roles that read GGR (admin, operator, finance). */
export const boDashboardGames = z.object({
  ggrToday: z.array(boDashboardGgrTotal),
  /** The last 7 business days, today included. */
  ggrWeek: z.array(boDashboardGgrTotal),
  /** Per day and currency over the same 7 days; days without play are absent. */
  days: z.array(boDashboardGgrDay),
  /** Distinct members who placed a bet today. */
  activePlayersToday: z.number().int(),
});
export type BoDashboardGames = z.infer<typeof boDashboardGames>;

export const dashboardAlertKinds = ['reconciliationDifference', 'staleWithdrawals', 'staleDeposits', 'openDisputes'] as const;
export const dashboardAlertKind = z.enum(dashboardAlertKinds);
export type DashboardAlertKind = z.infer<typeof dashboardAlertKind>;

/** Something that needs someone; the back office links each kind to the screen that resolves it. */
export const boDashboardAlert = z.object({ kind: dashboardAlertKind, count: z.number().int() });
export type BoDashboardAlert = z.infer<typeof boDashboardAlert>;

export const boDashboard = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  /** Today in the business time zone (YYYY-MM-DD). */
  today: z.string(),
  /** The 7 business days the week figures cover, oldest first, today last. */
  days: z.array(z.string()),
  /** The merchant's currency: figures in it are always present, zero when nothing happened. */
  currency: z.string(),
  /** Null for roles that may not see cashier figures. */
  cashier: boDashboardCashier.nullable(),
  /** Null for roles that may not see GGR. */
  games: boDashboardGames.nullable(),
  /** Regular members (not agents, not trial accounts) who registered today. */
  newMembersToday: z.number().int(),
  /** Only alerts with a count above zero that the caller's roles may act on. */
  alerts: z.array(boDashboardAlert),
});
export type BoDashboard = z.infer<typeof boDashboard>;
