import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { gameCategory, vendorWalletMode } from './catalog';
import { boPage, boPageQuery } from './content';
import { minorTotal } from './money';
import { vendorWalletApiVersions } from './vendor-wallet';

// Back office, games: vendor wallet settings and secrets, the round explorer and
// the gross gaming revenue report. Amounts are integer minor units; ids of bigint rows are numbers.

/** The placeholders a launch URL template may carry (filled in, URL-encoded, at launch). */
export const launchUrlPlaceholders = ['launchToken', 'vendorCode', 'gameCode', 'language', 'lobbyUrl', 'mode'] as const;

const placeholderPattern = /\{([^{}]*)\}/g;

/**
 * Why a launch URL template is refused, or null when it is fine: an unknown `{placeholder}`, a stray
 * brace, or something that is not an absolute http(s) URL once the placeholders are filled in.
 * Empty means "no launch URL" (in-house games launch into the SPA).
 */
export const launchUrlProblem = (template: string): 'UNKNOWN_PLACEHOLDER' | 'NOT_HTTP_URL' | null => {
  if (template === '') return null;
  const known = new Set<string>(launchUrlPlaceholders);
  for (const [, name] of template.matchAll(placeholderPattern)) if (!known.has(name ?? '')) return 'UNKNOWN_PLACEHOLDER';
  const filled = template.replace(placeholderPattern, 'x');
  if (filled.includes('{') || filled.includes('}')) return 'UNKNOWN_PLACEHOLDER';
  try {
    const url = new URL(filled);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'NOT_HTTP_URL';
  } catch {
    return 'NOT_HTTP_URL';
  }
};

const launchUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((v, ctx) => {
    const problem = launchUrlProblem(v);
    if (problem === 'UNKNOWN_PLACEHOLDER')
      ctx.addIssue({ code: 'custom', message: `placeholders allowed: ${launchUrlPlaceholders.map((p) => `{${p}}`).join(' ')}` });
    if (problem === 'NOT_HTTP_URL') ctx.addIssue({ code: 'custom', message: 'an absolute http(s) URL' });
  });

/** An IPv4/IPv6 address or CIDR range, checked by the parser the gateway matches callers with. */
export const ipOrCidr = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((v) => (v.includes('/') ? ipaddr.isValidCIDR(v) : ipaddr.isValid(v)), { message: 'an IP address or CIDR range' });

/** Empty: any address may call. */
const ipAllowList = z.array(ipOrCidr).max(100);
/** Up to the ledger's hard ceiling (10^15 minor units); null removes the limit. */
const maxRoundWin = z.number().int().min(1).max(1_000_000_000_000_000);

export const boGameVendorIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A vendor's wallet settings; secrets are never listed (only whether there are credentials). */
export const boGameVendor = z.object({
  id: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  gameType: gameCategory,
  enabled: z.boolean(),
  maintenance: z.boolean(),
  walletMode: vendorWalletMode,
  hasCredentials: z.boolean(),
  ipAllowList: z.array(z.string()),
  launchUrl: z.string(),
  /** The operator's maximum win per round in minor units (a larger win is LIMIT_EXCEEDED); null: none. */
  maxRoundWin: z.number().int().nullable(),
  /** The wallet API version the vendor speaks: 1.1 adds `adjust` (docs/vendor-wallet.md). */
  walletApiVersion: z.enum(vendorWalletApiVersions),
  rotatedAt: z.string().nullable(),
  /** Until when the secret before the last rotation is still accepted; null when none is. */
  previousSecretUntil: z.string().nullable(),
  credentialsUpdatedAt: z.string().nullable(),
});
export type BoGameVendor = z.infer<typeof boGameVendor>;

export const boGameVendorList = z.object({ list: z.array(boGameVendor), secretGraceMinutes: z.number().int() });
export type BoGameVendorList = z.infer<typeof boGameVendorList>;

/** Allow-list and launch URL need credentials (create them first); mode, maintenance and enabled do not. */
export const boGameVendorUpdate = z
  .strictObject({
    walletMode: vendorWalletMode.optional(),
    maintenance: z.boolean().optional(),
    enabled: z.boolean().optional(),
    ipAllowList: ipAllowList.optional(),
    launchUrl: launchUrl.optional(),
    maxRoundWin: maxRoundWin.nullable().optional(),
    walletApiVersion: z.enum(vendorWalletApiVersions).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'change at least one field' });
export type BoGameVendorUpdate = z.infer<typeof boGameVendorUpdate>;

export const boGameVendorCredentialsCreate = z.strictObject({
  ipAllowList: ipAllowList.default([]),
  launchUrl: launchUrl.default(''),
});
export type BoGameVendorCredentialsCreate = z.infer<typeof boGameVendorCredentialsCreate>;

/** The answer to creating credentials or rotating the secret: the new secret, shown this once. */
export const boGameVendorSecret = z.object({ vendor: boGameVendor, secret: z.string() });
export type BoGameVendorSecret = z.infer<typeof boGameVendorSecret>;

// Round explorer.

export const roundSearchKinds = ['round', 'tx', 'player'] as const;
export const roundSearchKind = z.enum(roundSearchKinds);
export type RoundSearchKind = z.infer<typeof roundSearchKind>;

/**
 * `round`: the vendor's round id; `tx`: the vendor's txId or our platformTxId; `player`: an account
 * name (exact, any case). Without `q`, the newest rounds.
 */
export const boRoundSearchQuery = boPageQuery.extend({
  kind: roundSearchKind.default('round'),
  q: z.string().trim().min(1).max(128).optional(),
  vendorCode: z.string().trim().min(1).max(64).optional(),
});
export type BoRoundSearchQuery = z.infer<typeof boRoundSearchQuery>;

export const gameRoundStatus = z.enum(['open', 'closed', 'cancelled']);

/** A stored wallet call's action; `adjust` is wallet API v1.1's resettlement. */
export const gameWalletAction = z.enum(['bet', 'win', 'rollback', 'adjust']);

export const boRoundSummary = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  roundId: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  currency: z.string(),
  betCount: z.number().int(),
  /** The round's sums: a number while exact, past 2^53 a decimal string. */
  betAmount: minorTotal,
  winAmount: minorTotal,
  refundAmount: minorTotal,
  status: gameRoundStatus,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BoRoundSummary = z.infer<typeof boRoundSummary>;

export const boGameTransaction = z.object({
  platformTxId: z.number().int(),
  vendorCode: z.string(),
  txId: z.string(),
  action: gameWalletAction,
  memberId: z.number().int(),
  roundId: z.string(),
  roundPk: z.number().int().nullable(),
  gameCode: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refTxId: z.string().nullable(),
  requestHash: z.string(),
  response: z.record(z.string(), z.unknown()),
  journalId: z.number().int().nullable(),
  rolledBackBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type BoGameTransaction = z.infer<typeof boGameTransaction>;

/** A refused bet, win or rollback: the answer every replay of its txId gets. */
export const boWalletRefusal = z.object({
  vendorCode: z.string(),
  txId: z.string(),
  action: gameWalletAction,
  /** Null when the vendor's playerId was no member id at all. */
  memberId: z.number().int().nullable(),
  requestHash: z.string(),
  response: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type BoWalletRefusal = z.infer<typeof boWalletRefusal>;

/**
 * A page of rounds; a txId search also lists matching calls that belong to no round (a rollback of
 * an unknown bet) and the refusals given to that txId.
 */
export const boRoundSearchResult = boPage(boRoundSummary).extend({ unmatchedTransactions: z.array(boGameTransaction), refusals: z.array(boWalletRefusal) });
export type BoRoundSearchResult = z.infer<typeof boRoundSearchResult>;

export const boRoundIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const boLedgerLeg = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountKind: z.string(),
  ownerType: z.string().nullable(),
  ownerId: z.string().nullable(),
  vendorCode: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
});

export const boLedgerJournal = z.object({
  id: z.number().int(),
  kind: z.string(),
  idempotencyKey: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  legs: z.array(boLedgerLeg),
});
export type BoLedgerJournal = z.infer<typeof boLedgerJournal>;

/** What the vendor last said the round's bet is (wallet API v1.1 `details`), and which call said it. */
export const boRoundBetDetails = z.object({
  /**
   * The stored object as the gateway's schema read it (vendorBetDetails): a sports bet (kind `sports`:
   * betType, legs, cashOut) or a table, room or fight round (kind `round`: game, place, roundNo, lines,
   * result, cards). Kept open so a round stored under an older shape still shows.
   */
  details: z.record(z.string(), z.unknown()),
  platformTxId: z.number().int(),
  updatedAt: z.string(),
});
export type BoRoundBetDetails = z.infer<typeof boRoundBetDetails>;

/** A round with every wallet call, every ledger movement those calls made, and the bet's details. */
export const boRoundDetail = z.object({
  round: boRoundSummary,
  transactions: z.array(boGameTransaction),
  journals: z.array(boLedgerJournal),
  /** Null when no call of the round carried details. */
  betDetails: boRoundBetDetails.nullable(),
});
export type BoRoundDetail = z.infer<typeof boRoundDetail>;

// Adjustment shortfalls.

/**
 * Debits of `adjust` (wallet API v1.1) that met a balance too small: `taken` came off the wallet,
 * `shortfall` was written off to the house. Newest first.
 */
export const boAdjustShortfallQuery = boPageQuery.extend({
  vendorCode: z.string().trim().min(1).max(64).optional(),
  account: z.string().trim().min(1).max(64).optional(),
});
export type BoAdjustShortfallQuery = z.infer<typeof boAdjustShortfallQuery>;

export const boAdjustShortfall = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  vendorCode: z.string(),
  /** The round explorer's id of the round (`/bo/games/rounds/:id`). */
  roundPk: z.number().int(),
  roundId: z.string(),
  txId: z.string(),
  platformTxId: z.number().int(),
  currency: z.string(),
  /** The debit asked for; `taken + shortfall`. */
  requested: z.number().int(),
  taken: z.number().int(),
  shortfall: z.number().int(),
  createdAt: z.string(),
});
export type BoAdjustShortfall = z.infer<typeof boAdjustShortfall>;

export const boAdjustShortfallPage = boPage(boAdjustShortfall);
export type BoAdjustShortfallPage = z.infer<typeof boAdjustShortfallPage>;

// Gross gaming revenue.

/** The longest period one report covers. */
export const ggrMaxDays = 92;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'a calendar date' });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days of the business time zone, both ends included; without them the last 7 days up to today. */
export const boGgrQuery = z
  .strictObject({
    from: isoDay.optional(),
    to: isoDay.optional(),
    vendorCode: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.from) <= dayNumber(v.to), { path: ['to'], message: 'must not be before from' })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.to) - dayNumber(v.from) + 1 <= ggrMaxDays, {
    path: ['to'],
    message: `at most ${ggrMaxDays} days`,
  });
export type BoGgrQuery = z.infer<typeof boGgrQuery>;

// Amounts are sums over every bet of the row's span: a number while exact, past 2^53 a decimal string.
const ggrFigures = {
  currency: z.string(),
  betCount: z.number().int(),
  betAmount: minorTotal,
  refundAmount: minorTotal,
  validBet: minorTotal,
  winAmount: minorTotal,
  /** validBet - winAmount: what the house kept. */
  ggr: minorTotal,
  rounds: z.number().int(),
  /** Distinct members who bet in the row's span (a period total is not the sum of daily counts). */
  players: z.number().int(),
};

export const boGgrRow = z.object({ day: z.string(), vendorCode: z.string(), vendorName: z.string(), ...ggrFigures });
export type BoGgrRow = z.infer<typeof boGgrRow>;

export const boGgrVendorTotal = z.object({ vendorCode: z.string(), vendorName: z.string(), ...ggrFigures });
export type BoGgrVendorTotal = z.infer<typeof boGgrVendorTotal>;

export const boGgrTotal = z.object(ggrFigures);
export type BoGgrTotal = z.infer<typeof boGgrTotal>;

export const boGgrReport = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Every day of the period in order, so a chart shows days without play too. */
  days: z.array(z.string()),
  rows: z.array(boGgrRow),
  vendors: z.array(boGgrVendorTotal),
  /** One per currency. */
  totals: z.array(boGgrTotal),
});
export type BoGgrReport = z.infer<typeof boGgrReport>;
