import { cashierSettings, type CashierSettings } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';
import { splitList, toNumber } from '../../../../shared/forms/text-lists';

/** Amounts are typed in major units (rupees, not paise) and stored as minor units. */
export const cashierMoneyFields = [
  'withdrawMinAmount',
  'withdrawMaxAmount',
  'transferMinAmount',
  'transferMaxAmount',
  'adjustmentSecondApprovalAbove',
] as const satisfies readonly (keyof CashierSettings)[];

export const cashierNumberFields = [
  { name: 'turnoverMultiple', unit: 'times' },
  { name: 'withdrawAutoConfirmMinutes', unit: 'minutes' },
  { name: 'maxPendingWithdrawals', unit: 'withdrawals' },
  { name: 'maxBankAccounts', unit: 'accounts' },
  { name: 'payeeCoolDownHours', unit: 'coolDownHours' },
] as const satisfies readonly { name: keyof CashierSettings; unit: string }[];

/** Text fields in, the contract's document out; ranges and min <= max are checked on the fields. */
export const cashierFormSchema = z
  .object({
    withdrawMinAmount: z.string(),
    withdrawMaxAmount: z.string(),
    transferMinAmount: z.string(),
    transferMaxAmount: z.string(),
    adjustmentSecondApprovalAbove: z.string(),
    turnoverMultiple: z.string(),
    withdrawAutoConfirmMinutes: z.string(),
    maxPendingWithdrawals: z.string(),
    maxBankAccounts: z.string(),
    payeeCoolDownHours: z.string(),
    realityCheckMinutes: z.string(),
  })
  .transform((form): z.input<typeof cashierSettings> => ({
    withdrawMinAmount: parseMoneyInput(form.withdrawMinAmount),
    withdrawMaxAmount: parseMoneyInput(form.withdrawMaxAmount),
    turnoverMultiple: toNumber(form.turnoverMultiple),
    withdrawAutoConfirmMinutes: toNumber(form.withdrawAutoConfirmMinutes),
    maxPendingWithdrawals: toNumber(form.maxPendingWithdrawals),
    maxBankAccounts: toNumber(form.maxBankAccounts),
    payeeCoolDownHours: toNumber(form.payeeCoolDownHours),
    transferMinAmount: parseMoneyInput(form.transferMinAmount),
    transferMaxAmount: parseMoneyInput(form.transferMaxAmount),
    adjustmentSecondApprovalAbove: parseMoneyInput(form.adjustmentSecondApprovalAbove),
    realityCheckMinutes: splitList(form.realityCheckMinutes).map(Number),
  }))
  .pipe(
    cashierSettings
      .refine((v) => v.withdrawMaxAmount >= v.withdrawMinAmount, { path: ['withdrawMaxAmount'], message: 'must not be below minAmount' })
      .refine((v) => v.transferMaxAmount >= v.transferMinAmount, { path: ['transferMaxAmount'], message: 'must not be below minAmount' }),
  );

export type CashierFormValues = z.input<typeof cashierFormSchema>;

export const toCashierForm = (value: CashierSettings): CashierFormValues => {
  return {
    withdrawMinAmount: toMoneyInput(value.withdrawMinAmount),
    withdrawMaxAmount: toMoneyInput(value.withdrawMaxAmount),
    transferMinAmount: toMoneyInput(value.transferMinAmount),
    transferMaxAmount: toMoneyInput(value.transferMaxAmount),
    adjustmentSecondApprovalAbove: toMoneyInput(value.adjustmentSecondApprovalAbove),
    turnoverMultiple: String(value.turnoverMultiple),
    withdrawAutoConfirmMinutes: String(value.withdrawAutoConfirmMinutes),
    maxPendingWithdrawals: String(value.maxPendingWithdrawals),
    maxBankAccounts: String(value.maxBankAccounts),
    payeeCoolDownHours: String(value.payeeCoolDownHours),
    realityCheckMinutes: value.realityCheckMinutes.join(', '),
  };
};
