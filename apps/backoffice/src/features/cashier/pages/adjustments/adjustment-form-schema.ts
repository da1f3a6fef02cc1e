import type { BoAdjustmentCreate } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput } from '../../../../shared/format/money';

export const adjustmentDirections = ['credit', 'debit'] as const;

/**
 * Staff pick credit or debit and type a positive amount in major units; the request carries the
 * signed amount in minor units (the contract's rules: non-zero, reason 5 to 500 characters).
 */
export const adjustmentFormSchema = z
  .object({ memberAccount: z.string(), direction: z.enum(adjustmentDirections), amount: z.string(), reason: z.string() })
  .transform((form) => ({
    memberAccount: form.memberAccount.trim(),
    direction: form.direction,
    amount: parseMoneyInput(form.amount),
    reason: form.reason.trim(),
  }))
  .pipe(
    z.object({
      memberAccount: z.string().min(1).max(64),
      direction: z.enum(adjustmentDirections),
      amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      reason: z.string().min(5).max(500),
    }),
  );

export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;
export type AdjustmentFormOutput = z.output<typeof adjustmentFormSchema>;

export const emptyAdjustmentForm = (memberAccount = ''): AdjustmentFormValues => ({ memberAccount, direction: 'credit', amount: '', reason: '' });

/** The request body; the key is made once per opened form, so a double submit is one adjustment. */
export const toAdjustmentRequest = (values: AdjustmentFormOutput, idempotencyKey: string): BoAdjustmentCreate => ({
  memberAccount: values.memberAccount,
  amount: values.direction === 'debit' ? -values.amount : values.amount,
  reason: values.reason,
  idempotencyKey,
});
