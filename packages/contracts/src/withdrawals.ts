import { z } from 'zod';
import { paymentPasswordInput } from './accounts/security-centre';
import { boPage, boPageQuery } from './content';
import { payeeConfirmOptions } from './payee-confirm';

/** Withdrawals: bank accounts, requests, receipts and disputes. Amounts are minor units. */

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().min(1).max(max);

export const bankAccountIdParams = z.strictObject({ id });
export const withdrawalIdParams = z.strictObject({ id });
/** A receipt dispute's proof image (1 to 3), served to finance staff only. */
export const boDisputeProofParams = z.strictObject({ id, index: z.coerce.number().int().min(1).max(3) });
/** One of the proof images of the member's own withdrawal (1 to 3), served to that member only. */
export const withdrawalProofParams = z.strictObject({ id, index: z.coerce.number().int().min(1).max(3) });

export const bankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** Every digit but the last four starred. */
  accountNumberMasked: z.string(),
  payeeName: z.string(),
  /** The branch code of an Indian (INR) account; null for other currencies. */
  ifsc: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A new payee waits out the operator's cool-down (`cashier.payeeCoolDownHours`) before it can
   * receive a withdrawal, unless confirmed with the password and a second factor: when it becomes
   * usable, or null when it already is.
   */
  usableFrom: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccountList = z.object({ list: z.array(bankAccount), max: z.number().int(), confirm: payeeConfirmOptions });
export type BankAccountList = z.infer<typeof bankAccountList>;

/** IFSC: 4 letters (the bank), 0, then 6 letters or digits (the branch), e.g. SBIN0001234. */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * The banks a rupee (INR) payout account is chosen from; other currencies type the bank's name.
 * The API refuses an INR account at a bank not listed here.
 */
export const inrBanks = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'Punjab National Bank',
  'Bank of Baroda',
  'Canara Bank',
  'Union Bank of India',
  'Bank of India',
  'Indian Bank',
  'Central Bank of India',
  'Indian Overseas Bank',
  'UCO Bank',
  'Bank of Maharashtra',
  'Punjab & Sind Bank',
  'IndusInd Bank',
  'Yes Bank',
  'IDFC FIRST Bank',
  'Federal Bank',
  'IDBI Bank',
  'Bandhan Bank',
  'South Indian Bank',
  'Karnataka Bank',
  'Karur Vysya Bank',
  'City Union Bank',
  'RBL Bank',
  'AU Small Finance Bank',
  'Airtel Payments Bank',
  'India Post Payments Bank',
  'Paytm Payments Bank',
] as const;

/** Which bank details a currency asks for: rupees take a listed bank and an IFSC. */
export const bankFieldsOf = (currency: string): 'inr' | 'generic' => (currency.toUpperCase() === 'INR' ? 'inr' : 'generic');

/**
 * `POST /wps/member/bankAccounts`: the payee is always the member's real name on file, so
 * `payeeName` may be left out (the API fills it in); when sent it must match. In rupees the bank
 * is one of `inrBanks` and `ifsc` is required (upper or lower case; stored upper case).
 */
export const bankAccountCreateRequest = z.strictObject({
  bankName: text(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,34}$/, '6 to 34 digits'),
  payeeName: text(100).optional(),
  ifsc: z.string().trim().toUpperCase().max(11).optional(),
});
export type BankAccountCreateRequest = z.infer<typeof bankAccountCreateRequest>;

export const bankAccountDeleted = z.object({ id: z.number().int() });

/** `GET /wps/withdraw/options`: what the withdraw page needs before the player types anything. */
export const withdrawOptions = z.object({
  /**
   * The one figure the page shows as available to withdraw, computed here: the main wallet balance,
   * or 0 while the turnover of the last deposit is not met (then all of it is `lockedByTurnover`).
   */
  available: z.number().int(),
  /** The main wallet balance (withdrawals in progress already taken out of it). */
  balance: z.number().int(),
  /** Held for withdrawals in progress (pending or being paid): not in `balance`, not available again. */
  pendingWithdrawals: z.number().int(),
  /** The part of `balance` that cannot be withdrawn until the turnover is met. */
  lockedByTurnover: z.number().int(),
  /** Valid bets still needed before anything can be withdrawn. */
  turnoverRemaining: z.number().int(),
  /** The real name on file: the holder of every bank account (null until the member sets it). */
  realName: z.string().nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  paymentPasswordSet: z.boolean(),
  realNameSet: z.boolean(),
  autoConfirmMinutes: z.number().int(),
  maxBankAccounts: z.number().int(),
});
export type WithdrawOptions = z.infer<typeof withdrawOptions>;

/** `GET /wps/withdraw/turnover`: valid bets since the last credited deposit against what it requires. */
export const turnoverProgress = z.object({
  required: z.number().int(),
  done: z.number().int(),
  remaining: z.number().int(),
  multiple: z.number(),
  depositAmount: z.number().int().nullable(),
  depositAt: z.string().nullable(),
});
export type TurnoverProgress = z.infer<typeof turnoverProgress>;

/** `POST /wps/withdraw` (E). The idempotency key makes a retried request one withdrawal. */
export const withdrawRequest = z.strictObject({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  bankAccountId: z.number().int().positive(),
  paymentPassword: paymentPasswordInput,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

export const withdrawalStatuses = ['pending', 'paying', 'approved', 'rejected'] as const;
export const withdrawalStatus = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

/** `auto`: not confirmed within the configured minutes, so counted as received. */
export const receiptKinds = ['full', 'partial', 'notReceived', 'auto'] as const;
export const receiptKind = z.enum(receiptKinds);

export const withdrawalReceipt = z.object({
  kind: receiptKind,
  receivedAmount: z.number().int(),
  remainder: z.number().int(),
  at: z.string(),
});

export const withdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: withdrawalStatus,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Approved and not yet confirmed: when it will count as received. */
  autoConfirmAt: z.string().nullable(),
  receipt: withdrawalReceipt.nullable(),
  disputeStatus: z.enum(['open', 'resolved']).nullable(),
  /**
   * The receipt dispute's proof images: API paths that need the caller's bearer token (the
   * member's own under /wps, staff's under /bo), never a public address.
   */
  proofUrls: z.array(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalListQuery = boPageQuery;
export const withdrawalList = boPage(withdrawal);
export type WithdrawalList = z.infer<typeof withdrawalList>;

/**
 * `POST /wps/withdraw/:id/receipt` is multipart: these text fields plus 1 to 3 `proof` files (PNG or
 * JPG, under 5 MB each) for `partial` and `notReceived`.
 */
export const receiptFields = z.strictObject({
  kind: z.enum(['full', 'partial', 'notReceived']),
  receivedAmount: z.coerce.number().int().min(0).optional(),
});
export type ReceiptFields = z.infer<typeof receiptFields>;
export const maxProofImages = 3;

// Back office.

export const boWithdrawal = withdrawal.extend({
  memberId: z.number().int(),
  account: z.string(),
  accountNumber: z.string(),
  payeeName: z.string(),
  /** The payee account's IFSC (rupee accounts), needed to pay it; null for other currencies. */
  ifsc: z.string().nullable(),
  payoutAttempts: z.number().int(),
  payoutError: z.string().nullable(),
  providerCode: z.string().nullable(),
  providerRef: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type BoWithdrawal = z.infer<typeof boWithdrawal>;

export const boWithdrawalQuery = boPageQuery.extend({
  status: withdrawalStatus.optional(),
  account: z.string().trim().max(64).optional(),
  orderNo: z.string().trim().max(64).optional(),
});
export type BoWithdrawalQuery = z.infer<typeof boWithdrawalQuery>;
export const boWithdrawalPage = boPage(boWithdrawal);

export const boWithdrawalRejectRequest = z.strictObject({ reason: text(500) });

export const disputeStatus = z.enum(['open', 'resolved']);

export const boWithdrawalDispute = z.object({
  id: z.number().int(),
  withdrawalId: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  kind: z.enum(['partial', 'notReceived']),
  amount: z.number().int(),
  receivedAmount: z.number().int(),
  remainder: z.number().int(),
  currency: z.string(),
  /** Staff API paths of the proof images (`/bo/withdrawal-disputes/{id}/proofs/{n}`): fetch them with the staff token. */
  proofUrls: z.array(z.string()),
  status: disputeStatus,
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BoWithdrawalDispute = z.infer<typeof boWithdrawalDispute>;

export const boDisputeQuery = boPageQuery.extend({ status: disputeStatus.optional() });
export const boDisputePage = boPage(boWithdrawalDispute);
export const boDisputeResolveRequest = z.strictObject({ note: text(1000) });
