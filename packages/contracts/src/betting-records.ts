import { z } from 'zod';
import { gameCategory } from './catalog';
import { languageCode } from './language-code';
import { recordPeriodQuery } from './records';
import { roundBetGame } from './round-bet-details';
import { sportsBetTypes, sportsLegOutcome } from './vendor-wallet';

/**
 * The member's betting record (the `personalHistoryCopy` page): one row per game round,
 * read from `game_rounds`, and a round's detail with every vendor wallet call and ledger movement.
 * Amounts are integer minor units; times ISO 8601 UTC.
 */

export const bettingRoundStatuses = ['open', 'closed', 'cancelled'] as const;
export const bettingRoundStatus = z.enum(bettingRoundStatuses);
export type BettingRoundStatus = z.infer<typeof bettingRoundStatus>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/**
 * `GET /wps/member/bettingRecord`: the period (a preset or from/to days, by the time the round
 * opened; default the past 30 days), an optional game category and round status, a page.
 */
export const bettingRecordQuery = recordPeriodQuery.extend({
  gameType: gameCategory.optional(),
  status: bettingRoundStatus.optional(),
  language: languageCode.optional(),
  pageNo,
  pageSize,
});
export type BettingRecordQuery = z.infer<typeof bettingRecordQuery>;

/** One leg of a sports bet, as the vendor described it in the player's language (wallet API v1.1 details). */
export const bettingSportsLeg = z.object({
  eventName: z.string(),
  /** ISO 8601; null when the vendor did not say. */
  startsAt: z.string().nullable(),
  market: z.string(),
  selection: z.string(),
  line: z.number().nullable(),
  /** Decimal odds in integer thousandths (1_950 = 1.95). */
  odds: z.number().int(),
  inPlay: z.boolean(),
  /** Null while the leg is open. */
  outcome: sportsLegOutcome.nullable(),
  score: z.string().nullable(),
});
export type BettingSportsLeg = z.infer<typeof bettingSportsLeg>;

/** A sports round's bet: single or parlay, its legs with their results, and whether it was cashed out. */
export const bettingSportsBet = z.object({
  betType: z.enum(sportsBetTypes),
  cashOut: z.boolean(),
  legs: z.array(bettingSportsLeg),
});
export type BettingSportsBet = z.infer<typeof bettingSportsBet>;

/** One bet or stake of a table, room or fight round and what it paid (wallet API v1.1 details, kind `round`). */
export const bettingRoundBetLine = z.object({
  label: z.string(),
  /** The stake, minor units. */
  amount: z.number().int(),
  /** What the line returned, stake included; null while the vendor has not said. */
  payout: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type BettingRoundBetLine = z.infer<typeof bettingRoundBetLine>;

/** The cards one hand was dealt, each 0-51 (rank card % 13, ace first; suit floor(card / 13): playing-cards.ts). */
export const bettingRoundBetHand = z.object({ hand: z.string(), cards: z.array(z.number().int()) });
export type BettingRoundBetHand = z.infer<typeof bettingRoundBetHand>;

/**
 * A round of a shared table, room or fight game (live baccarat, roulette, dragon tiger, Teen Patti,
 * fishing, cockfight) as the vendor described it in the player's language: where, which round, each
 * bet with what it paid, the result in words and the dealt cards (empty for games without cards).
 */
export const bettingRoundBet = z.object({
  game: roundBetGame,
  place: z.string().nullable(),
  roundNo: z.string().nullable(),
  lines: z.array(bettingRoundBetLine),
  result: z.string().nullable(),
  cards: z.array(bettingRoundBetHand),
});
export type BettingRoundBet = z.infer<typeof bettingRoundBet>;

export const bettingRound = z.object({
  /** The platform's round id (stable, used for the detail call). */
  id: z.string(),
  /** The vendor's own round id. */
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** The game's display name in the caller's language (else English, else its own name, else its code). */
  gameName: z.string(),
  gameType: z.string(),
  currency: z.string(),
  betCount: z.number().int(),
  bet: z.number().int(),
  win: z.number().int(),
  refund: z.number().int(),
  /** The member's result: win - bet + refund (negative is a loss). */
  profit: z.number().int(),
  status: bettingRoundStatus,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** A sports bet's type and legs, when the vendor sent them; null for every other round. */
  sports: bettingSportsBet.nullable(),
  /** A table, room or fight round's bets, result and cards, when the vendor sent them; null for every other round. */
  roundBet: bettingRoundBet.nullable(),
});
export type BettingRound = z.infer<typeof bettingRound>;

/** Bets, wins, refunds and profit over every round the filters match (not only this page). */
export const bettingTotals = z.object({ bet: z.number().int(), win: z.number().int(), refund: z.number().int(), profit: z.number().int() });
export type BettingTotals = z.infer<typeof bettingTotals>;

/** The player-list page shape of docs/api.md (`content, pageNum, totalPages`) plus totals and the period. */
export const bettingRecordPage = z.object({
  content: z.array(bettingRound),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  totals: bettingTotals,
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BettingRecordPage = z.infer<typeof bettingRecordPage>;

export const bettingRoundParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const bettingRoundDetailQuery = z.object({ language: languageCode.optional() });

/** One vendor wallet call of the round (docs/vendor-wallet.md), as stored. */
export const bettingWalletCall = z.object({
  /** The platformTxId. */
  platformTxId: z.string(),
  action: z.enum(['bet', 'win', 'rollback', 'adjust']),
  txId: z.string(),
  /** betTxId of a win, originalTxId of a rollback or an adjustment (the win it corrects). */
  refTxId: z.string().nullable(),
  amount: z.number().int(),
  /** The status answered (`OK` or an error status of docs/vendor-wallet.md). */
  status: z.string(),
  /** A bet a later rollback cancelled. */
  rolledBack: z.boolean(),
  journalId: z.string().nullable(),
  createdAt: z.string(),
});
export type BettingWalletCall = z.infer<typeof bettingWalletCall>;

/** A movement on one of the member's wallets posted by a call of the round. */
export const bettingMovement = z.object({
  /** The ledger leg id. */
  id: z.string(),
  journalId: z.string(),
  kind: z.string(),
  wallet: z.enum(['main', 'vendor', 'withdrawal_hold']),
  /** Signed: a bet is negative, a win or refund positive. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type BettingMovement = z.infer<typeof bettingMovement>;

/** `GET /wps/member/bettingRecord/:id`: the round, its wallet calls in order, and its ledger movements. */
export const bettingRoundDetail = z.object({
  round: bettingRound,
  calls: z.array(bettingWalletCall),
  movements: z.array(bettingMovement),
  currencySymbol: z.string(),
});
export type BettingRoundDetail = z.infer<typeof bettingRoundDetail>;
