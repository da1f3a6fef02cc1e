import { describe, expect, it } from 'vitest';
import { currencyFigures, toViolation, type KindTotalRow } from './reconciliation-figures';

const row = (kind: string, currency: string, running: boolean, storedBalance: bigint | null, sumOfLegs: bigint): KindTotalRow => ({
  kind,
  currency,
  accountCount: 1,
  running,
  storedBalance,
  sumOfLegs,
  difference: running && storedBalance !== null ? storedBalance - sumOfLegs : 0n,
});

describe('currency figures', () => {
  it('balances when wallets match their legs and all legs sum to zero', () => {
    const figures = currencyFigures([
      row('player_main', 'INR', true, 700n, 700n),
      row('player_withdrawal_hold', 'INR', true, 300n, 300n),
      row('house_payment', 'INR', false, null, -1_000n),
      row('player_main', 'USD', true, 5n, 5n),
      row('house_adjustment', 'USD', false, null, -5n),
    ]);
    expect(figures).toEqual([
      { currency: 'INR', walletBalances: 1_000, walletLegs: 1_000, houseLegs: -1_000, allLegs: 0, balanced: true },
      { currency: 'USD', walletBalances: 5, walletLegs: 5, houseLegs: -5, allLegs: 0, balanced: true },
    ]);
  });

  it('flags a stored balance that differs from the legs, and legs that do not sum to zero', () => {
    expect(currencyFigures([row('player_main', 'INR', true, 701n, 700n), row('house_game', 'INR', false, null, -700n)])[0]?.balanced).toBe(false);
    expect(currencyFigures([row('player_main', 'INR', true, 700n, 700n), row('house_game', 'INR', false, null, -699n)])[0]).toMatchObject({
      allLegs: 1,
      balanced: false,
    });
  });

  it('adds in bigint, so totals beyond 2^53 in parts stay exact until reported', () => {
    const big = 2n ** 60n;
    expect(currencyFigures([row('player_main', 'INR', true, big, big), row('house_bonus', 'INR', false, null, -big)])[0]).toMatchObject({
      allLegs: 0,
      balanced: true,
    });
  });

  it('reports a sum past 2^53 as its exact digits, and a safe one as a number', () => {
    const wallets = 9_007_199_254_740_993n;
    expect(currencyFigures([row('player_main', 'INR', true, wallets, wallets), row('house_payment', 'INR', false, null, -wallets)])[0]).toEqual({
      currency: 'INR',
      walletBalances: '9007199254740993',
      walletLegs: '9007199254740993',
      houseLegs: '-9007199254740993',
      allLegs: 0,
      balanced: true,
    });
  });
});

describe('violations', () => {
  it('name the row and the figures that disagree', () => {
    expect(toViolation({ rule: 'BALANCE_MISMATCH', accountId: 7n, balance: 10n, sumOfLegs: 9n })).toEqual({
      rule: 'BALANCE_MISMATCH',
      journalId: null,
      accountId: 7,
      legId: null,
      figures: { balance: 10, sumOfLegs: 9 },
    });
    expect(toViolation({ rule: 'JOURNAL_MIXED_CURRENCY', journalId: 3n, currencies: ['INR', 'USD'] }).figures).toEqual({ currencies: 'INR,USD' });
    expect(toViolation({ rule: 'BALANCE_AFTER_MISMATCH', legId: 4n, accountId: 2n, balanceAfter: null, expected: 5n })).toMatchObject({
      legId: 4,
      accountId: 2,
      figures: { balanceAfter: null, expected: 5 },
    });
  });
});
