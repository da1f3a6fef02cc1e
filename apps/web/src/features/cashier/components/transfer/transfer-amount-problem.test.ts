import { describe, expect, it } from 'vitest';
import { transferAmountProblem } from './transfer-amount-problem';

const limits = { minAmount: 100, maxAmount: 50_000, balance: 20_000 };

describe('transferAmountProblem', () => {
  it('says nothing until an amount is typed and the limits are known', () => {
    expect(transferAmountProblem('', null, limits)).toBeUndefined();
    expect(transferAmountProblem('5', 500, undefined)).toBeUndefined();
  });

  it('checks the amount, then the limits (both ends included), then the balance', () => {
    expect(transferAmountProblem('x', null, limits)).toBe('invalid');
    expect(transferAmountProblem('0.99', 99, limits)).toBe('range');
    expect(transferAmountProblem('1', 100, limits)).toBeUndefined();
    expect(transferAmountProblem('200', 20_000, limits)).toBeUndefined();
    expect(transferAmountProblem('200.01', 20_001, limits)).toBe('overBalance');
    expect(transferAmountProblem('500.01', 50_001, limits)).toBe('range');
  });
});
