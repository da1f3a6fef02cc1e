import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { minorTotal, moneyHardMaxMinor } from './money';

// Back office, cashier: manual adjustments with a second approver, a member's
// wallet and ledger, and the reconciliation report. Amounts are integer minor units.

export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;
export const adjustmentStatus = z.enum(adjustmentStatuses);
export type AdjustmentStatus = z.infer<typeof adjustmentStatus>;

const minorAmount = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** One of memberId or memberAccount names the member; amount is signed (a debit is negative). */
export const boAdjustmentCreate = z
  .strictObject({
    memberId: z.number().int().min(1).optional(),
    memberAccount: z.string().trim().min(1).max(64).optional(),
    amount: minorAmount.refine((v) => v !== 0, { message: 'must not be zero' }),
    reason: z.string().trim().min(5).max(500),
    /** Chosen by the client per intended adjustment; a retry with the same key has one effect. */
    idempotencyKey: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9._:-]+$/),
  })
  .refine((v) => (v.memberId === undefined) !== (v.memberAccount === undefined), {
    message: 'give memberId or memberAccount',
    path: ['memberAccount'],
  });
export type BoAdjustmentCreate = z.infer<typeof boAdjustmentCreate>;

export const boAdjustmentReject = z.strictObject({ reason: z.string().trim().min(5).max(500) });
export type BoAdjustmentReject = z.infer<typeof boAdjustmentReject>;

export const boAdjustmentIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const boAdjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  idempotencyKey: z.string(),
  status: adjustmentStatus,
  requestedBy: z.object({ id: z.number().int(), name: z.string() }),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  journalId: z.number().int().nullable(),
  /** The threshold in force when it was requested: above it a second staff member must approve. */
  needsSecondApprover: z.boolean(),
  createdAt: z.string(),
});
export type BoAdjustment = z.infer<typeof boAdjustment>;

export const boAdjustmentListQuery = boPageQuery.extend({
  status: adjustmentStatus.optional(),
  memberId: z.coerce.number().int().min(1).optional(),
});
export type BoAdjustmentListQuery = z.infer<typeof boAdjustmentListQuery>;

export const boAdjustmentPage = boPage(boAdjustment);
export type BoAdjustmentPage = z.infer<typeof boAdjustmentPage>;

// Members: search by account, wallet, ledger.

export const boMemberKind = z.enum(['member', 'agent', 'trial', 'other']);
export type BoMemberKind = z.infer<typeof boMemberKind>;

/** Without `account`, the 20 newest members. */
export const boMemberSearchQuery = z.strictObject({ account: z.string().trim().min(1).max(64).optional() });
export type BoMemberSearchQuery = z.infer<typeof boMemberSearchQuery>;

export const boMemberSummary = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  kind: boMemberKind,
  status: z.string(),
  createdAt: z.string(),
});
export type BoMemberSummary = z.infer<typeof boMemberSummary>;

/** Exact (case-insensitive) match first, then accounts starting with the text; at most 20. */
export const boMemberSearchResult = z.object({ list: z.array(boMemberSummary) });
export type BoMemberSearchResult = z.infer<typeof boMemberSearchResult>;

export const boMemberIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const walletAccountKinds = ['player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main'] as const;

export const boWalletAccount = z.object({
  accountId: z.number().int(),
  kind: z.enum(walletAccountKinds),
  vendorCode: z.string().nullable(),
  currency: z.string(),
  balance: z.number().int(),
});
export type BoWalletAccount = z.infer<typeof boWalletAccount>;

export const boMemberWallet = z.object({
  member: boMemberSummary,
  currency: z.string(),
  currencySymbol: z.string(),
  /** Main, withdrawal hold and vendor wallets the member has; a wallet never opened is absent. */
  accounts: z.array(boWalletAccount),
  /** Sum over every wallet of the member, per the merchant currency. */
  total: minorTotal,
});
export type BoMemberWallet = z.infer<typeof boMemberWallet>;

export const boMemberLedgerQuery = boPageQuery.extend({
  kind: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
});
export type BoMemberLedgerQuery = z.infer<typeof boMemberLedgerQuery>;

export const boLedgerEntry = z.object({
  legId: z.number().int(),
  journalId: z.number().int(),
  accountId: z.number().int(),
  accountKind: z.enum(walletAccountKinds),
  vendorCode: z.string().nullable(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  idempotencyKey: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type BoLedgerEntry = z.infer<typeof boLedgerEntry>;

export const boMemberLedgerPage = boPage(boLedgerEntry);
export type BoMemberLedgerPage = z.infer<typeof boMemberLedgerPage>;

// Reconciliation: stored balances against the legs, per account kind and currency. Sums are
// minorTotal: a number while exact, past 2^53 a decimal string.

export const boReconciliationKindTotal = z.object({
  kind: z.string(),
  currency: z.string(),
  accountCount: z.number().int(),
  running: z.boolean(),
  /** Sum of stored balances; null for house and system accounts (no stored balance). */
  storedBalance: minorTotal.nullable(),
  sumOfLegs: minorTotal,
  /** storedBalance - sumOfLegs on running wallets; 0 on house accounts. */
  difference: minorTotal,
});

export const boReconciliationCurrency = z.object({
  currency: z.string(),
  /** Stored balances of every running wallet. */
  walletBalances: minorTotal,
  /** Legs on running wallets: equals walletBalances when the books are sound. */
  walletLegs: minorTotal,
  /** Legs on house and system accounts: the negative of walletLegs when the books are sound. */
  houseLegs: minorTotal,
  /** Every leg of the currency: 0 when every journal balances. */
  allLegs: minorTotal,
  balanced: z.boolean(),
});

export const boReconciliationHouseAccount = z.object({
  accountId: z.number().int(),
  kind: z.string(),
  ownerId: z.string().nullable(),
  currency: z.string(),
  /** Derived from its legs. */
  balance: minorTotal,
});

export const boReconciliationDifference = z.object({
  accountId: z.number().int(),
  kind: z.string(),
  ownerType: z.string().nullable(),
  ownerId: z.string().nullable(),
  vendorCode: z.string().nullable(),
  currency: z.string(),
  /** One stored balance: within the ledger's ceiling. */
  storedBalance: z.number().int(),
  sumOfLegs: minorTotal,
  difference: minorTotal,
});
export type BoReconciliationDifference = z.infer<typeof boReconciliationDifference>;

export const ledgerRules = ['JOURNAL_UNBALANCED', 'JOURNAL_MIXED_CURRENCY', 'BALANCE_MISMATCH', 'NEGATIVE_BALANCE', 'BALANCE_AFTER_MISMATCH'] as const;

/** A breach of a ledger invariant (docs/money.md) with the figures that show it. */
export const boLedgerViolation = z.object({
  rule: z.enum(ledgerRules),
  journalId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  legId: z.number().int().nullable(),
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type BoLedgerViolation = z.infer<typeof boLedgerViolation>;

export const boReconciliation = z.object({
  generatedAt: z.string(),
  /** True when nothing below is flagged. */
  balanced: z.boolean(),
  currencies: z.array(boReconciliationCurrency),
  kinds: z.array(boReconciliationKindTotal),
  houseAccounts: z.array(boReconciliationHouseAccount),
  differences: z.array(boReconciliationDifference),
  violations: z.array(boLedgerViolation),
  journalCount: z.number().int(),
  legCount: z.number().int(),
});
export type BoReconciliation = z.infer<typeof boReconciliation>;

// Currency limits: the largest amount and running balance the ledger accepts per currency.

export const boCurrencyLimit = z.object({
  currency: z.string(),
  maxMinor: z.number().int(),
  updatedAt: z.string(),
});
export type BoCurrencyLimit = z.infer<typeof boCurrencyLimit>;

export const boCurrencyLimits = z.object({
  /** The merchant currency's maximum in force: its row, or the ledger's default when it has none. */
  merchant: z.object({ currency: z.string(), maxMinor: z.number().int(), isDefault: z.boolean() }),
  /** No maximum can exceed this (10^15 minor units). */
  hardMaxMinor: z.number().int(),
  /** Every currency with a maximum of its own. */
  limits: z.array(boCurrencyLimit),
});
export type BoCurrencyLimits = z.infer<typeof boCurrencyLimits>;

/** Sets one currency's maximum; refused while any wallet of that currency holds more. */
export const boCurrencyLimitUpdate = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/),
  maxMinor: z.number().int().min(1).max(moneyHardMaxMinor),
});
export type BoCurrencyLimitUpdate = z.infer<typeof boCurrencyLimitUpdate>;
