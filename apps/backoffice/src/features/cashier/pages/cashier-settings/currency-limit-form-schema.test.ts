import { describe, expect, it } from 'vitest';
import { currencyLimitFormSchema, toCurrencyLimitRequest } from './currency-limit-form-schema';

describe('currency limit form', () => {
  it('reads major units into whole minor units, up to the ceiling of 10^15', () => {
    expect(currencyLimitFormSchema.parse({ amount: '100,000.50' })).toEqual({ amount: 10_000_050 });
    expect(currencyLimitFormSchema.parse({ amount: '10000000000000' })).toEqual({ amount: 1_000_000_000_000_000 });
    expect(toCurrencyLimitRequest('INR', { amount: 500 })).toEqual({ currency: 'INR', maxMinor: 500 });
  });

  it.each(['', '0', '0.001', '-5', 'ten', '10000000000000.01'])('refuses %j', (amount) => {
    expect(currencyLimitFormSchema.safeParse({ amount }).success).toBe(false);
  });
});
