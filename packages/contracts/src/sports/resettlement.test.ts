import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturn } from './bet-settlement';
import { resettlementMovement, signedAdjustment } from './resettlement';

describe('resettlement', () => {
  it('credits the difference when the corrected return is higher', () => {
    // Settled as a loss (0), corrected to a win of 19,500: credit 19,500.
    expect(resettlementMovement(0, 19_500)).toEqual({ kind: 'credit', amountMinor: 19_500 });
  });

  it('debits the difference when the corrected return is lower', () => {
    // A 1,000 double at 1.95 x 2.10 paid 4,095; the second leg is voided afterwards: 1,950. Debit 2,145.
    const first = betReturn(1_000, [
      { odds: 1_950, outcome: 'win' },
      { odds: 2_100, outcome: 'win' },
    ]);
    const corrected = betReturn(1_000, [
      { odds: 1_950, outcome: 'win' },
      { odds: 2_100, outcome: 'void' },
    ]);
    expect(first).toBe(4_095);
    expect(corrected).toBe(1_950);
    expect(resettlementMovement(first, corrected)).toEqual({ kind: 'debit', amountMinor: 2_145 });
    expect(signedAdjustment(resettlementMovement(first, corrected))).toBe(-2_145);
  });

  it('moves nothing when the return is unchanged', () => {
    expect(resettlementMovement(4_095, 4_095)).toEqual({ kind: 'none' });
    expect(signedAdjustment({ kind: 'none' })).toBe(0);
  });

  it('refuses a negative or fractional return', () => {
    expect(() => resettlementMovement(-1, 0)).toThrow('bad-return');
    expect(() => resettlementMovement(0, 1.5)).toThrow('bad-return');
  });

  it('first return + signed adjustment = corrected return, and a correction undone moves it back', () => {
    const amount = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(amount, amount, (first, corrected) => {
        const forward = signedAdjustment(resettlementMovement(first, corrected));
        expect(first + forward).toBe(corrected);
        expect(signedAdjustment(resettlementMovement(corrected, first))).toBe(-forward);
      }),
    );
  });
});
