import { z } from 'zod';
import { minorTotal } from './money';

/** `/wps/v2/wallets/balance`: the main wallet in minor units; the UI formats it (docs/money.md). */
export const walletBalance = z.object({
  balance: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/**
 * A key the client makes once per money action (a UUID, say) and resends on every retry of that
 * action: the same key twice has one effect. Scoped to the member, so keys of two members never meet.
 */
export const walletRequestKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -');

/** A positive amount in minor units. */
export const walletAmount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A player wallet at one vendor running in transfer mode. */
export const vendorWalletEntry = z.object({
  vendorCode: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  balance: z.number().int(),
  /** The vendor's games are in maintenance (its wallet still moves). */
  maintenance: z.boolean(),
});
export type VendorWalletEntry = z.infer<typeof vendorWalletEntry>;

/** `/wps/member/info/funds/consolidated` (T, real accounts): every wallet of the member in minor units. */
export const consolidatedFunds = z.object({
  mainBalance: z.number().int(),
  /** Withdrawals requested and not yet paid or returned. */
  withdrawalHold: z.number().int(),
  vendorWallets: z.array(vendorWalletEntry),
  /** main + hold + every vendor wallet: a number while exact, past 2^53 a decimal string. */
  total: minorTotal,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFunds>;

/** `/wps/relay/GCS_merchantWallet` (T, GET): single wallet, or the main wallet and one per transfer-mode vendor. */
export const merchantWallet = z.object({
  /** True when no enabled vendor runs in transfer mode: every game plays from the main wallet. */
  isSingle: z.boolean(),
  mainBalance: z.number().int(),
  wallets: z.array(vendorWalletEntry),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type MerchantWallet = z.infer<typeof merchantWallet>;

/**
 * `/wps/relay/GCS_walletTransfer` (T, POST): `toVendor` moves `amount` from the main wallet to the
 * vendor's wallet, `toMain` moves it back, `recallAll` empties every vendor wallet into the main one.
 */
export const walletTransferRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('toVendor'), vendorCode: z.string().trim().min(1).max(32), amount: walletAmount, idempotencyKey: walletRequestKey }),
  z.strictObject({ action: z.literal('toMain'), vendorCode: z.string().trim().min(1).max(32), amount: walletAmount, idempotencyKey: walletRequestKey }),
  z.strictObject({ action: z.literal('recallAll'), idempotencyKey: walletRequestKey }),
]);
export type WalletTransferRequest = z.infer<typeof walletTransferRequest>;

export const walletTransferResponse = z.object({
  /** What moved, in minor units (0 when recall all found nothing to recall). */
  moved: z.number().int(),
  /** True when this key had already been used: nothing moved again, the first result is shown. */
  replayed: z.boolean(),
  wallet: merchantWallet,
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponse>;

/** `/wps/relay/transferUpline` (T, E): main wallet to the member's upline. */
export const transferUplineRequest = z.strictObject({
  amount: walletAmount,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: walletRequestKey,
});
export type TransferUplineRequest = z.infer<typeof transferUplineRequest>;

/** `/wps/agent/transferDownline` (T, E): an agent's wallet to a downline it owns, by account name. */
export const transferDownlineRequest = transferUplineRequest.extend({
  account: z.string().trim().min(1).max(64),
});
export type TransferDownlineRequest = z.infer<typeof transferDownlineRequest>;

export const memberTransferResponse = z.object({
  amount: z.number().int(),
  /** The receiving account name. */
  to: z.string(),
  /** The sender's main wallet after the transfer. */
  balance: z.number().int(),
  /** The journal key: what the account record shows as the reference. */
  reference: z.string(),
  replayed: z.boolean(),
  createdAt: z.string(),
});
export type MemberTransferResponse = z.infer<typeof memberTransferResponse>;

/** `GET /wps/relay/transferUpline`: who would receive an upline transfer and the limits. */
export const transferUplineInfo = z.object({
  upline: z.string().nullable(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  paymentPasswordSet: z.boolean(),
  balance: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TransferUplineInfo = z.infer<typeof transferUplineInfo>;
