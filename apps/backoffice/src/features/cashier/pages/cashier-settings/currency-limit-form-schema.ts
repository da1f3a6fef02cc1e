import { moneyHardMaxMinor, type BoCurrencyLimitUpdate } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput } from '../../../../shared/format/money';

/**
 * Staff type the new maximum in major units; the request carries whole minor units between 1 and
 * the ledger's hard ceiling (the contract's rules, checked here first so the field says what is wrong).
 */
export const currencyLimitFormSchema = z
  .object({ amount: z.string() })
  .transform((form) => ({ amount: parseMoneyInput(form.amount) }))
  .pipe(z.object({ amount: z.number().int().min(1).max(moneyHardMaxMinor) }));

export type CurrencyLimitFormValues = z.input<typeof currencyLimitFormSchema>;
export type CurrencyLimitFormOutput = z.output<typeof currencyLimitFormSchema>;

export const toCurrencyLimitRequest = (currency: string, values: CurrencyLimitFormOutput): BoCurrencyLimitUpdate => ({ currency, maxMinor: values.amount });
