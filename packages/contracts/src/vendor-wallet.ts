import { z } from 'zod';
import { roundBetDetails } from './round-bet-details';

/**
 * Vendor wallet API v1 (docs/vendor-wallet.md): `POST /gw/v1/{vendorCode}/{action}`, JSON body signed
 * with `X-Signature: hex(HMAC-SHA256(vendor secret, raw body))`. Amounts are integer minor units.
 * The platform (apps/api/src/modules/games/gateway), the demo vendor (apps/demo-vendor), the conformance
 * suite and the benchmarks all read these shapes.
 */

/**
 * The protocol versions a vendor may speak. 1.1 adds `adjust` (resettlement of a settled round); a
 * vendor on 1.0 gets `adjust` answered as any unknown action.
 */
export const vendorWalletApiVersions = ['1.0', '1.1'] as const;
export type VendorWalletApiVersion = (typeof vendorWalletApiVersions)[number];

export const vendorWalletActions = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'adjust'] as const;
export type VendorWalletAction = (typeof vendorWalletActions)[number];

/** The actions each version adds; a vendor may call those of its version and every earlier one. */
export const vendorWalletActionsSince: Readonly<Record<VendorWalletAction, VendorWalletApiVersion>> = {
  authenticate: '1.0',
  balance: '1.0',
  bet: '1.0',
  win: '1.0',
  rollback: '1.0',
  adjust: '1.1',
};

/** Whether a vendor on `version` may call `action` (versions compare in the order of vendorWalletApiVersions). */
export const vendorMayCall = (version: VendorWalletApiVersion, action: VendorWalletAction): boolean =>
  vendorWalletApiVersions.indexOf(version) >= vendorWalletApiVersions.indexOf(vendorWalletActionsSince[action]);

/**
 * v1.1: `POST /gw/v1/{vendorCode}/batch` carries many settlements in one signed request. Only these
 * actions: a bet needs the player's answer at once and stays a single call.
 */
export const vendorWalletBatchActions = ['win', 'adjust', 'rollback'] as const;
export type VendorWalletBatchAction = (typeof vendorWalletBatchActions)[number];
/** The protocol version that brought `batch`; a vendor on an earlier one gets it answered as an unknown action. */
export const vendorWalletBatchSince: VendorWalletApiVersion = '1.1';
/** Most calls in one batch; more (or none) refuses the whole batch. */
export const vendorWalletBatchMaxCalls = 500;
/** Most bytes of a batch's raw body (every other action keeps its 16 KiB). */
export const vendorWalletBatchMaxBytes = 1024 * 1024;
/** `message` of an INVALID_REQUEST answer to a whole batch whose `calls` is empty or too long. */
export const vendorBatchSizeRefusal = 'BATCH_SIZE';

export const vendorMayBatch = (version: VendorWalletApiVersion): boolean =>
  vendorWalletApiVersions.indexOf(version) >= vendorWalletApiVersions.indexOf(vendorWalletBatchSince);

export const vendorWalletStatuses = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'GAME_NOT_FOUND',
  'WRONG_CURRENCY',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'DUPLICATE_TRANSACTION',
  'ROUND_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'TRANSACTION_ROLLED_BACK',
  'INTERNAL_ERROR',
] as const;
export type VendorWalletStatus = (typeof vendorWalletStatuses)[number];

/** A request more than this far from the platform's clock is refused (`INVALID_REQUEST`). */
export const vendorTimestampWindowMs = 5 * 60 * 1000;

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const id = z.string().trim().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/);

const base = z.object({
  requestId: z.uuid(),
  timestamp: z.number().int().positive(),
});

export const vendorAuthenticateRequest = base.extend({ launchToken: id });
export const vendorBalanceRequest = base.extend({ playerId: id, sessionToken: id });
export const vendorBetRequest = base.extend({
  playerId: id,
  sessionToken: id,
  gameCode: id,
  roundId: id,
  txId: id,
  amount,
  currency,
});
export const vendorWinRequest = base.extend({
  playerId: id,
  sessionToken: id,
  gameCode: id,
  roundId: id,
  txId: id,
  betTxId: id.optional(),
  amount,
  currency,
  roundClosed: z.boolean(),
});
export const vendorRollbackRequest = base.extend({
  playerId: id,
  gameCode: id,
  roundId: id,
  txId: id,
  originalTxId: id,
});

/** Why a settled round is settled again: a short lowercase code such as `result-corrected` or `leg-voided`. */
export const vendorAdjustReason = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,31}$/);
/** The bet's settlement number: the first settlement is 1, so the first correction is 2. */
export const vendorSettlementVersion = z.number().int().min(2).max(2_147_483_647);

/**
 * v1.1: a correction of a settled round (resettlement). `amount` is signed: positive credits the
 * player, negative debits; 0 fails the schema. No session: like win and rollback it always settles.
 */
export const vendorAdjustRequest = base.extend({
  playerId: id,
  gameCode: id,
  roundId: id,
  txId: id,
  originalTxId: id,
  amount: z
    .number()
    .int()
    .min(-Number.MAX_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .refine((v) => v !== 0, { message: 'an adjustment moves money: 0 is refused' }),
  currency,
  reason: vendorAdjustReason,
  settlementVersion: vendorSettlementVersion,
});

/**
 * v1.1: what a bet is, sent by the vendor with `bet`, `win` and `adjust` (optional) and shown in the
 * player's betting record and the back office. Texts are in the player's session language, as the
 * vendor shows them; the platform stores the latest per round (a win's, with the legs' outcomes,
 * replaces the bet's). The bounds keep the largest body (10 legs of 3-byte characters) under the
 * gateway's 16 KiB.
 */
export const sportsLegOutcomes = ['win', 'half-win', 'push', 'half-loss', 'loss', 'void'] as const;
export const sportsLegOutcome = z.enum(sportsLegOutcomes);
export type SportsLegOutcome = z.infer<typeof sportsLegOutcome>;
export const sportsBetTypes = ['single', 'parlay'] as const;
export type SportsBetType = (typeof sportsBetTypes)[number];
export const sportsBetMaxLegs = 10;

const detailText = (max: number) => z.string().trim().min(1).max(max);

export const sportsBetLeg = z.object({
  eventName: detailText(120),
  /** When the event starts (ISO 8601 with offset). */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  market: detailText(80),
  selection: detailText(80),
  /** A handicap or total line (-0.75, 2.5), when the market has one. */
  line: z.number().min(-10_000).max(10_000).optional(),
  /** Decimal odds in integer thousandths (1_950 = 1.95). */
  odds: z.number().int().min(1_001).max(100_000_000),
  /** Taken while the event was being played. */
  inPlay: z.boolean().optional(),
  /** The leg's result; absent or null while open. */
  outcome: sportsLegOutcome.nullable().optional(),
  /** The result as the vendor writes it, e.g. `2-1`. */
  score: detailText(32).optional(),
});
export type SportsBetLeg = z.infer<typeof sportsBetLeg>;

export const sportsBetDetails = z.object({
  kind: z.literal('sports'),
  betType: z.enum(sportsBetTypes),
  legs: z.array(sportsBetLeg).min(1).max(sportsBetMaxLegs),
  /** The bet was cashed out (settled early at the vendor's offer). */
  cashOut: z.boolean().optional(),
});
export type SportsBetDetails = z.infer<typeof sportsBetDetails>;

/**
 * Every kind of bet details; `kind` tells them apart: `sports` (a sportsbook's single or parlay) and
 * `round` (a round of a shared table, room or fight game: round-bet-details.ts).
 */
export const vendorBetDetails = z.discriminatedUnion('kind', [sportsBetDetails, roundBetDetails]);
export type VendorBetDetails = z.infer<typeof vendorBetDetails>;

/** `message` of an INVALID_REQUEST answer to `adjust` (besides the ones every action shares). */
export const vendorAdjustRefusals = {
  /** settlementVersion is not the round's next one (2 when none was applied, then 3, ...). */
  versionOutOfOrder: 'VERSION_OUT_OF_ORDER',
  /** The debit would take the round's total paid (wins plus adjustments) below 0. */
  exceedsWins: 'ADJUST_EXCEEDS_WINS',
} as const;

export const vendorWalletRequests = {
  authenticate: vendorAuthenticateRequest,
  balance: vendorBalanceRequest,
  bet: vendorBetRequest,
  win: vendorWinRequest,
  rollback: vendorRollbackRequest,
  adjust: vendorAdjustRequest,
} as const;

/**
 * The bodies a vendor on v1.1 sends: bet, win and adjust also take `details`. A vendor on v1.0 is
 * read with `vendorWalletRequests`, which drops any field it does not know, `details` included.
 */
export const vendorWalletRequestsV11 = {
  ...vendorWalletRequests,
  bet: vendorBetRequest.extend({ details: vendorBetDetails.optional() }),
  win: vendorWinRequest.extend({ details: vendorBetDetails.optional() }),
  adjust: vendorAdjustRequest.extend({ details: vendorBetDetails.optional() }),
} as const;

/**
 * v1.1: a batch's envelope. Each element of `calls` is `{ action, ...that action's body without
 * requestId and timestamp }`, read on its own with the action's v1.1 schema (a malformed one gets its
 * own INVALID_REQUEST answer), so the envelope only checks that `calls` is an array; its length
 * (1 to vendorWalletBatchMaxCalls) is checked apart, answered BATCH_SIZE.
 */
export const vendorBatchRequest = base.extend({
  calls: z.array(z.unknown()),
});
export type VendorBatchRequest = z.infer<typeof vendorBatchRequest>;
/** One element of a batch's `calls`, as a vendor builds it. */
export type VendorBatchCall = { action: VendorWalletBatchAction } & Record<string, unknown>;

/** The body schemas of a protocol version. */
export const vendorWalletRequestsOf = (version: VendorWalletApiVersion) => (version === '1.1' ? vendorWalletRequestsV11 : vendorWalletRequests);

export type VendorAuthenticateRequest = z.infer<typeof vendorAuthenticateRequest>;
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequest>;
export type VendorBetRequest = z.infer<typeof vendorBetRequest>;
export type VendorWinRequest = z.infer<typeof vendorWinRequest>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequest>;
export type VendorAdjustRequest = z.infer<typeof vendorAdjustRequest>;
export type VendorWalletRequest<A extends VendorWalletAction> = z.infer<(typeof vendorWalletRequests)[A]>;

export type VendorAuthenticateValue = { playerId: string; sessionToken: string; currency: string; balance: number; nickname: string };
export type VendorBalanceValue = { balance: number; currency: string };
export type VendorTransactionValue = { txId: string; platformTxId: string; balance: number };
/**
 * An applied adjustment: what it moved, each part non-negative, so that
 * `credited - debited - shortfall` is the requested amount. A debit takes at most the balance; the
 * rest (`shortfall`) is written off to the house and never collected.
 */
export type VendorAdjustValue = VendorTransactionValue & { credited: number; debited: number; shortfall: number };

/** What the platform answers (HTTP 200, or 500 with INTERNAL_ERROR, the only retryable status). */
export type VendorWalletResponse =
  | ({ status: 'OK' } & Partial<VendorAuthenticateValue & VendorAdjustValue & VendorBalanceValue>)
  | { status: Exclude<VendorWalletStatus, 'OK'>; balance?: number; message?: string };

/**
 * What the platform answers a batch: `results` holds each call's answer, in order, exactly as the
 * single call would have been answered. A refusal of the whole batch (signature, envelope) or
 * INTERNAL_ERROR (HTTP 500: send the whole batch again) has no `results`.
 */
export type VendorBatchResponse = { status: 'OK'; results: VendorWalletResponse[] } | Exclude<VendorWalletResponse, { status: 'OK' }>;
