import { z } from 'zod';

/**
 * Vendor wallet API v1 (docs/vendor-wallet.md): `POST /gw/v1/{vendorCode}/{action}`, JSON body signed
 * with `X-Signature: hex(HMAC-SHA256(vendor secret, raw body))`. Amounts are integer minor units.
 * The platform (apps/api/src/modules/games/gateway), the demo vendor (apps/demo-vendor), the conformance
 * suite and the benchmarks all read these shapes.
 */

export const vendorWalletActions = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type VendorWalletAction = (typeof vendorWalletActions)[number];

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

export const vendorWalletRequests = {
  authenticate: vendorAuthenticateRequest,
  balance: vendorBalanceRequest,
  bet: vendorBetRequest,
  win: vendorWinRequest,
  rollback: vendorRollbackRequest,
} as const;

export type VendorAuthenticateRequest = z.infer<typeof vendorAuthenticateRequest>;
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequest>;
export type VendorBetRequest = z.infer<typeof vendorBetRequest>;
export type VendorWinRequest = z.infer<typeof vendorWinRequest>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequest>;
export type VendorWalletRequest<A extends VendorWalletAction> = z.infer<(typeof vendorWalletRequests)[A]>;

export type VendorAuthenticateValue = { playerId: string; sessionToken: string; currency: string; balance: number; nickname: string };
export type VendorBalanceValue = { balance: number; currency: string };
export type VendorTransactionValue = { txId: string; platformTxId: string; balance: number };

/** What the platform answers (HTTP 200, or 500 with INTERNAL_ERROR, the only retryable status). */
export type VendorWalletResponse =
  | ({ status: 'OK' } & Partial<VendorAuthenticateValue & VendorTransactionValue & VendorBalanceValue>)
  | { status: Exclude<VendorWalletStatus, 'OK'>; balance?: number; message?: string };
