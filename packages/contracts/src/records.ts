import { z } from 'zod';

/**
 * The member's records: account record, personal profit and loss, bonus details. Amounts are minor
 * units; times ISO 8601 UTC.
 */

/** Date presets: records are history, so every preset looks back (today, yesterday, the last 7 or 30 days). */
export const recordDatePresets = ['today', 'yesterday', 'past7', 'past30'] as const;
export const recordDatePreset = z.enum(recordDatePresets);
export type RecordDatePreset = z.infer<typeof recordDatePreset>;

/**
 * The kinds of journal the platform posts, in the order screens list them. Records filter and label
 * by these, turnover counts `game_bet`, and personal profit nets `game_bet`, `game_win` (with
 * `game_adjust`, wallet API v1.1's resettlement, as a signed win) and `game_refund`, so a new kind is
 * added here first. Game journals carry `metadata.gameType`
 * (catalog category) and `metadata.vendorCode`.
 */
export const journalKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'transfer_upline',
  'transfer_downline',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'adjustment',
  'bonus',
  'game_bet',
  'game_win',
  'game_refund',
  'game_adjust',
] as const;
export type JournalKind = (typeof journalKinds)[number];
export const isJournalKind = (kind: string): kind is JournalKind => (journalKinds as readonly string[]).includes(kind);

/** The account record filters by every journal kind. */
export const recordTypes = journalKinds;
export const recordType = z.enum(recordTypes);
export type RecordType = z.infer<typeof recordType>;

/**
 * A period: a preset, or `from` / `to` days (YYYY-MM-DD, UTC, both inclusive). A preset wins over
 * from/to; with neither, the past 30 days.
 */
export const recordPeriodQuery = z.object({
  preset: recordDatePreset.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const transactionHistoryQuery = recordPeriodQuery.extend({ type: recordType.optional(), pageNo, pageSize });
export type TransactionHistoryQuery = z.infer<typeof transactionHistoryQuery>;

/** Which of the member's wallets moved. */
export const recordWallet = z.enum(['main', 'vendor', 'withdrawal_hold']);

export const transactionRecord = z.object({
  /** The ledger leg id: unique and stable. */
  id: z.string(),
  type: z.string(),
  wallet: recordWallet,
  vendorCode: z.string().nullable(),
  /** Signed: money in is positive, money out negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string(),
  /** The other account of a transfer between people; null for every other kind. */
  counterparty: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

/** The player-list page shape of docs/api.md (`content, pageNum, totalPages`) plus the total. */
export const transactionHistoryPage = z.object({
  content: z.array(transactionRecord),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type TransactionHistoryPage = z.infer<typeof transactionHistoryPage>;

export const personalProfitQuery = recordPeriodQuery;
export type PersonalProfitQuery = z.infer<typeof personalProfitQuery>;

/** Bets placed, won back and refunded; profit = win + refund - bet (negative is a loss). */
export const profitFigures = z.object({
  bet: z.number().int(),
  win: z.number().int(),
  refund: z.number().int(),
  profit: z.number().int(),
});
export type ProfitFigures = z.infer<typeof profitFigures>;

export const personalProfit = z.object({
  /** Days with play, newest first; `date` is YYYY-MM-DD (UTC). */
  days: z.array(profitFigures.extend({ date: z.string() })),
  /** Per game category (catalog game type), largest turnover first. */
  categories: z.array(profitFigures.extend({ gameType: z.string() })),
  total: profitFigures,
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type PersonalProfit = z.infer<typeof personalProfit>;

export const bonusDetailsQuery = recordPeriodQuery.extend({ pageNo, pageSize });
export type BonusDetailsQuery = z.infer<typeof bonusDetailsQuery>;

export const bonusRecord = z.object({
  id: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  /** What the bonus was for, from the posting (a promotion name, a reason); null when none was given. */
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecord>;

export const bonusDetailsPage = z.object({
  content: z.array(bonusRecord),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The sum of every bonus in the period (not only this page). */
  totalAmount: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type BonusDetailsPage = z.infer<typeof bonusDetailsPage>;
