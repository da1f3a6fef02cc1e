import { z } from 'zod';
import { minorTotal } from './money';
import { recordPeriodQuery } from './records';

/**
 * The credit report: the member's statement per UTC day over a period (default the past 7 days, at
 * most 90), from the ledger. Each day opens with the balance of all the member's wallets together,
 * adds money in, takes money out and closes; a day's closing is the next day's opening. Moves
 * between the member's own wallets (to a vendor wallet, a withdrawal on hold) are neither.
 */
export const creditReportMaxDays = 90;

export const creditReportQuery = recordPeriodQuery;
export type CreditReportQuery = z.infer<typeof creditReportQuery>;

/** Money in and money out by kind; every figure is positive (minor units). */
export const creditReportFlows = z.object({
  deposit: minorTotal,
  transferIn: minorTotal,
  bonus: minorTotal,
  win: minorTotal,
  refund: minorTotal,
  otherIn: minorTotal,
  withdrawal: minorTotal,
  transferOut: minorTotal,
  bet: minorTotal,
  otherOut: minorTotal,
  moneyIn: minorTotal,
  moneyOut: minorTotal,
});
export type CreditReportFlows = z.infer<typeof creditReportFlows>;

export const creditReportDay = creditReportFlows.extend({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  opening: minorTotal,
  closing: minorTotal,
});
export type CreditReportDay = z.infer<typeof creditReportDay>;

export const creditReport = z.object({
  /** Every day of the period up to today, oldest first. */
  days: z.array(creditReportDay),
  total: creditReportFlows.extend({ opening: minorTotal, closing: minorTotal }),
  /** The period as instants: [from, to). */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type CreditReport = z.infer<typeof creditReport>;
