import { describe, expect, it } from 'vitest';
import { emptyPaymentMethodForm, paymentMethodCreateSchema, paymentMethodUpdateSchema, toPaymentMethodForm } from './payment-method-form-schema';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

const manual = {
  ...emptyPaymentMethodForm(),
  code: 'BANK1',
  name: 'Bank transfer',
  bankName: 'SBI',
  accountName: 'GP Ltd',
  accountNumber: '123456789',
  minAmount: '100',
  maxAmount: '50,000.50',
};

describe('payment method form schema', () => {
  it('creates a manual method with amounts in minor units and no provider', () => {
    const value = paymentMethodCreateSchema.parse(manual);
    expect(value).toMatchObject({ code: 'BANK1', kind: 'manual_bank', minAmount: 10_000, maxAmount: 5_000_050, enabled: true, sortOrder: 0 });
    expect(value).not.toHaveProperty('providerCode');
  });

  it('sends the provider of a gateway', () => {
    expect(paymentMethodCreateSchema.parse({ ...manual, kind: 'gateway', providerCode: 'sandbox' })).toMatchObject({
      kind: 'gateway',
      providerCode: 'sandbox',
    });
  });

  it('reports a bad amount, a maximum below the minimum and a bad code on their fields', () => {
    expect(paths(paymentMethodCreateSchema.safeParse({ ...manual, minAmount: 'ten' }))).toEqual(['minAmount']);
    expect(paths(paymentMethodCreateSchema.safeParse({ ...manual, maxAmount: '99' }))).toEqual(['maxAmount']);
    expect(paths(paymentMethodCreateSchema.safeParse({ ...manual, code: 'a b' }))).toEqual(['code']);
    expect(paths(paymentMethodUpdateSchema.safeParse({ ...manual, maxAmount: '99' }))).toEqual(['maxAmount']);
  });

  it('edits without code, kind or provider and round-trips a stored method', () => {
    const stored = {
      id: 1,
      code: 'BANK1',
      name: 'Bank',
      names: { HI: 'बैंक' },
      kind: 'manual_bank' as const,
      providerCode: 'manual',
      bankName: 'SBI',
      accountName: 'GP',
      accountNumber: '1',
      instructions: '',
      minAmount: 10_000,
      maxAmount: 20_000,
      enabled: false,
      sortOrder: 3,
      updatedAt: '',
    };
    const update = paymentMethodUpdateSchema.parse(toPaymentMethodForm(stored));
    expect(update).toEqual({
      name: 'Bank',
      names: { HI: 'बैंक' },
      bankName: 'SBI',
      accountName: 'GP',
      accountNumber: '1',
      instructions: '',
      minAmount: 10_000,
      maxAmount: 20_000,
      enabled: false,
      sortOrder: 3,
    });
  });
});
