import { boAdjustmentCreate } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { adjustmentFormSchema, emptyAdjustmentForm, toAdjustmentRequest } from './adjustment-form-schema';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('adjustment form schema', () => {
  it('turns credit or debit and a major-unit amount into a signed minor-unit request the contract accepts', () => {
    const credit = adjustmentFormSchema.parse({ memberAccount: ' alice01 ', direction: 'credit', amount: '1,250.50', reason: ' goodwill for ticket 12 ' });
    const request = toAdjustmentRequest(credit, 'bo-1234567890');
    expect(request).toEqual({ memberAccount: 'alice01', amount: 125_050, reason: 'goodwill for ticket 12', idempotencyKey: 'bo-1234567890' });
    expect(boAdjustmentCreate.safeParse(request).success).toBe(true);
    const debit = adjustmentFormSchema.parse({ ...emptyAdjustmentForm('bob'), direction: 'debit', amount: '20', reason: 'reverse duplicate' });
    expect(toAdjustmentRequest(debit, 'bo-1234567890').amount).toBe(-2_000);
  });

  it('reports an empty account, a zero or malformed amount and a short reason on their fields', () => {
    const good = { memberAccount: 'alice01', direction: 'credit' as const, amount: '10', reason: 'a good reason' };
    expect(paths(adjustmentFormSchema.safeParse({ ...good, memberAccount: '  ' }))).toEqual(['memberAccount']);
    expect(paths(adjustmentFormSchema.safeParse({ ...good, amount: '0' }))).toEqual(['amount']);
    expect(paths(adjustmentFormSchema.safeParse({ ...good, amount: '-5' }))).toEqual(['amount']);
    expect(paths(adjustmentFormSchema.safeParse({ ...good, amount: '1.001' }))).toEqual(['amount']);
    expect(paths(adjustmentFormSchema.safeParse({ ...good, reason: 'abc' }))).toEqual(['reason']);
  });
});
