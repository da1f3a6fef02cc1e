import { boPaymentMethodCreate, boPaymentMethodUpdate, type BoPaymentMethod, type LanguageCode, type PaymentMethodKind } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';
import { toNumber } from '../../../../shared/forms/text-lists';

/** Amounts typed in major units; the contract's create or update schema checks the rest. */
const formFields = z.object({
  code: z.string(),
  kind: z.enum(['manual_bank', 'gateway']),
  providerCode: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
  sortOrder: z.string(),
});

export type PaymentMethodFormValues = z.input<typeof formFields>;

const common = (form: PaymentMethodFormValues) => ({
  name: form.name.trim(),
  // The names editor only produces language codes of the registry.
  names: form.names as Partial<Record<LanguageCode, string>>,
  bankName: form.bankName.trim(),
  accountName: form.accountName.trim(),
  accountNumber: form.accountNumber.trim(),
  instructions: form.instructions.trim(),
  minAmount: parseMoneyInput(form.minAmount),
  maxAmount: parseMoneyInput(form.maxAmount),
  enabled: form.enabled,
  sortOrder: toNumber(form.sortOrder),
});

export const paymentMethodCreateSchema = formFields
  .transform((form): z.input<typeof boPaymentMethodCreate> => ({
    code: form.code.trim(),
    kind: form.kind,
    ...(form.kind === 'gateway' ? { providerCode: form.providerCode.trim() } : {}),
    ...common(form),
  }))
  .pipe(boPaymentMethodCreate);

// Code, kind and provider are fixed once created.
export const paymentMethodUpdateSchema = formFields
  .transform((form): z.input<typeof boPaymentMethodUpdate> => common(form))
  .pipe(boPaymentMethodUpdate.refine((m) => (m.maxAmount ?? 0) >= (m.minAmount ?? 0), { path: ['maxAmount'], message: 'must not be below minAmount' }));

export const emptyPaymentMethodForm = (kind: PaymentMethodKind = 'manual_bank'): PaymentMethodFormValues => ({
  code: '',
  kind,
  providerCode: '',
  name: '',
  names: {},
  bankName: '',
  accountName: '',
  accountNumber: '',
  instructions: '',
  minAmount: '',
  maxAmount: '',
  enabled: true,
  sortOrder: '0',
});

export const toPaymentMethodForm = (method: BoPaymentMethod): PaymentMethodFormValues => ({
  code: method.code,
  kind: method.kind,
  providerCode: method.providerCode,
  name: method.name,
  names: Object.fromEntries(Object.entries(method.names).filter((e): e is [string, string] => typeof e[1] === 'string')),
  bankName: method.bankName,
  accountName: method.accountName,
  accountNumber: method.accountNumber,
  instructions: method.instructions,
  minAmount: toMoneyInput(method.minAmount),
  maxAmount: toMoneyInput(method.maxAmount),
  enabled: method.enabled,
  sortOrder: String(method.sortOrder),
});
