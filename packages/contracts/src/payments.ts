import { z } from 'zod';
import { languageCode } from './language-code';

/**
 * Deposits and payment methods. Amounts are integers in minor units (docs/money.md); the UI
 * formats them.
 */
export const paymentMethodKind = z.enum(['manual_bank', 'gateway']);
export type PaymentMethodKind = z.infer<typeof paymentMethodKind>;

/** pending until staff confirm (manual) or the provider reports (gateway); then credited, rejected (staff) or failed (provider). */
export const depositStatus = z.enum(['pending', 'credited', 'rejected', 'failed']);
export type DepositStatus = z.infer<typeof depositStatus>;

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() });

/** The receiving bank account a manual transfer goes to, shown to the player. */
export const receivingBank = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), instructions: z.string() });
export type ReceivingBank = z.infer<typeof receivingBank>;

/** GET /wps/deposit/methods: enabled methods, in the caller's language. */
export const depositMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: paymentMethodKind,
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Manual bank transfers only. */
  bank: receivingBank.nullable(),
});
export type DepositMethod = z.infer<typeof depositMethod>;
export const depositMethodList = z.object({ list: z.array(depositMethod), currency: z.string(), currencySymbol: z.string() });
export type DepositMethodList = z.infer<typeof depositMethodList>;

/** A proof image id answered by POST /wps/deposit/proofs. */
export const depositProofId = z.string().regex(/^[a-f0-9]{32}$/);
export const depositProofUpload = z.object({ proofId: depositProofId, contentType: z.enum(['image/png', 'image/jpeg']), size: z.number().int() });
export type DepositProofUpload = z.infer<typeof depositProofUpload>;

/**
 * POST /wps/deposit. `idempotencyKey` is made by the client once per deposit form (a UUID): the same
 * key sent again (double click, retry after a lost answer) answers the deposit it created the first
 * time; the same key with a different request is IDEMPOTENCY_CONFLICT.
 */
export const depositCreateRequest = z.strictObject({
  methodId: z.number().int().positive().max(2_147_483_647),
  amount: minorUnits,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Manual bank transfer: the reference of the player's transfer (required there). */
  transferReference: z.string().trim().min(3).max(64).optional(),
  /** Manual bank transfer: up to 3 proof images uploaded before. */
  proofIds: z.array(depositProofId).max(3).optional(),
});
export type DepositCreateRequest = z.infer<typeof depositCreateRequest>;

export const depositOrder = z.object({
  orderNo: z.string(),
  methodId: z.number().int(),
  methodName: z.string(),
  kind: paymentMethodKind,
  amount: z.number().int(),
  currency: z.string(),
  status: depositStatus,
  transferReference: z.string().nullable(),
  /** Why it was rejected or failed. */
  reason: z.string().nullable(),
  /** Gateway deposits still pending: the provider's hosted payment page. */
  redirectUrl: z.string().nullable(),
  proofCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositListQuery = z.strictObject({ pageNo, pageSize, status: depositStatus.optional() });
export type DepositListQuery = z.infer<typeof depositListQuery>;
export const depositPage = page(depositOrder);
export type DepositPage = z.infer<typeof depositPage>;
export const depositOrderParams = z.strictObject({ orderNo: z.string().regex(/^D[0-9A-Z]{8,40}$/) });

/** The answer a provider's webhook gets: what happened to the order. */
export const webhookAck = z.object({ orderNo: z.string(), status: depositStatus, changed: z.boolean() });
export type WebhookAck = z.infer<typeof webhookAck>;

// Back office.

const methodNames = z.partialRecord(languageCode, z.string().trim().min(1).max(64));
const providerCode = z.string().regex(/^[a-z][a-z0-9_]{1,31}$/);

export const boPaymentMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: methodNames,
  kind: paymentMethodKind,
  providerCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type BoPaymentMethod = z.infer<typeof boPaymentMethod>;
export const boPaymentMethodList = z.object({ list: z.array(boPaymentMethod), providers: z.array(z.string()) });
export type BoPaymentMethodList = z.infer<typeof boPaymentMethodList>;

const methodFields = {
  name: z.string().trim().min(1).max(64),
  names: methodNames,
  bankName: z.string().trim().max(100),
  accountName: z.string().trim().max(100),
  accountNumber: z.string().trim().max(64),
  instructions: z.string().trim().max(1000),
  minAmount: minorUnits,
  maxAmount: minorUnits,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
};

/** Manual methods need the receiving account; gateways a provider the server knows (checked there). */
export const boPaymentMethodCreate = z
  .strictObject({
    code: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/),
    kind: paymentMethodKind,
    providerCode: providerCode.optional(),
    ...methodFields,
    names: methodNames.default({}),
    bankName: methodFields.bankName.default(''),
    accountName: methodFields.accountName.default(''),
    accountNumber: methodFields.accountNumber.default(''),
    instructions: methodFields.instructions.default(''),
    enabled: z.boolean().default(true),
    sortOrder: methodFields.sortOrder.default(0),
  })
  .refine((m) => m.maxAmount >= m.minAmount, { path: ['maxAmount'], message: 'must not be below minAmount' });
export type BoPaymentMethodCreate = z.infer<typeof boPaymentMethodCreate>;

export const boPaymentMethodUpdate = z
  .strictObject(methodFields)
  .partial()
  .refine((m) => Object.keys(m).length > 0, { message: 'nothing to change' });
export type BoPaymentMethodUpdate = z.infer<typeof boPaymentMethodUpdate>;

export const boDeposit = depositOrder.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  providerCode: z.string(),
  providerRef: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Proof images: GET /bo/deposits/:id/proofs/:index. */
  proofs: z.array(z.object({ index: z.number().int(), contentType: z.string(), size: z.number().int() })),
});
export type BoDeposit = z.infer<typeof boDeposit>;

export const boDepositListQuery = z.strictObject({
  pageNo,
  pageSize,
  status: depositStatus.optional(),
  kind: paymentMethodKind.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  orderNo: z.string().trim().min(1).max(64).optional(),
});
export type BoDepositListQuery = z.infer<typeof boDepositListQuery>;
export const boDepositPage = page(boDeposit);
export type BoDepositPage = z.infer<typeof boDepositPage>;

export const boDepositIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const boDepositProofParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  index: z.coerce.number().int().min(1).max(3),
});
export const boDepositConfirm = z.strictObject({ note: z.string().trim().max(500).optional() });
export const boDepositReject = z.strictObject({ reason: z.string().trim().min(2).max(500) });
