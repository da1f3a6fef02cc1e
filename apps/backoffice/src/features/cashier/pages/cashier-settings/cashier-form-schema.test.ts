import { describe, expect, it } from 'vitest';
import { cashierFormSchema, toCashierForm } from './cashier-form-schema';

const value = {
  withdrawMinAmount: 10_000,
  withdrawMaxAmount: 5_000_000,
  turnoverMultiple: 1.5,
  withdrawAutoConfirmMinutes: 60,
  maxPendingWithdrawals: 2,
  maxBankAccounts: 3,
  payeeCoolDownHours: 24,
  transferMinAmount: 100,
  transferMaxAmount: 10_000_000,
  adjustmentSecondApprovalAbove: 1_000_050,
  realityCheckMinutes: [15, 30, 60],
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('cashier settings form schema', () => {
  it('shows amounts in major units and stores minor units', () => {
    const form = toCashierForm(value);
    expect(form).toMatchObject({ withdrawMinAmount: '100', adjustmentSecondApprovalAbove: '10000.50', realityCheckMinutes: '15, 30, 60' });
    expect(cashierFormSchema.parse(form)).toEqual(value);
    expect(cashierFormSchema.parse({ ...form, withdrawMaxAmount: '60,000.25', realityCheckMinutes: '5 120' })).toEqual({
      ...value,
      withdrawMaxAmount: 6_000_025,
      realityCheckMinutes: [5, 120],
    });
  });

  it('reports bad amounts, ranges and a maximum below the minimum on their fields', () => {
    const form = toCashierForm(value);
    expect(paths(cashierFormSchema.safeParse({ ...form, withdrawMinAmount: '1.234' }))).toEqual(['withdrawMinAmount']);
    expect(paths(cashierFormSchema.safeParse({ ...form, transferMinAmount: '' }))).toEqual(['transferMinAmount']);
    expect(paths(cashierFormSchema.safeParse({ ...form, maxBankAccounts: '0' }))).toEqual(['maxBankAccounts']);
    expect(paths(cashierFormSchema.safeParse({ ...form, payeeCoolDownHours: '-1' }))).toEqual(['payeeCoolDownHours']);
    expect(cashierFormSchema.parse({ ...form, payeeCoolDownHours: '0' }).payeeCoolDownHours).toBe(0);
    expect(paths(cashierFormSchema.safeParse({ ...form, realityCheckMinutes: '' }))).toEqual(['realityCheckMinutes']);
    expect(paths(cashierFormSchema.safeParse({ ...form, withdrawMaxAmount: '99' }))).toEqual(['withdrawMaxAmount']);
    expect(paths(cashierFormSchema.safeParse({ ...form, transferMaxAmount: '0.5' }))).toEqual(['transferMaxAmount']);
  });
});
