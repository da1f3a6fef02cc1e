import type { BoPromotionRule } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { defaultRuleValues, formatScaled, parseScaled, ruleToValues, valuesToInput } from './rule-form-model';

const eligibility = { memberTypes: [], vipLevels: [], newMembersOnly: false, countries: [], limitPerDay: null, limitPerWeek: null, limitLifetime: null };

describe('rule form figures', () => {
  it('reads percents and multiples exactly, refusing more places than allowed', () => {
    expect([parseScaled('12.5', 2), parseScaled('100', 2), parseScaled('0.01', 2), parseScaled('1.234', 2), parseScaled('-1', 2), parseScaled('', 2)]).toEqual([
      1250,
      10000,
      1,
      Number.NaN,
      Number.NaN,
      Number.NaN,
    ]);
    expect([parseScaled('10', 4), parseScaled('1.5', 4)]).toEqual([100_000, 15_000]);
    expect([formatScaled(1250, 2), formatScaled(10_000, 2), formatScaled(15_000, 4), formatScaled(5, 2)]).toEqual(['12.5', '100', '1.5', '0.05']);
  });

  it('turns a deposit match typed in major units into minor units and basis points', () => {
    const result = valuesToInput({
      ...defaultRuleValues(),
      kind: 'reload',
      percent: '50',
      cap: '1,000.50',
      minDeposit: '100',
      paymentMethods: ['UPI'],
      vipLevels: '1, 2',
      countries: 'in, bd',
      limitPerDay: '1',
      budgetTotal: '5000',
      turnoverMultiple: '10',
    });
    expect(result).toEqual({
      input: {
        parameters: { kind: 'reload', percentBp: 5_000, cap: 100_050, minDeposit: 10_000, paymentMethods: ['UPI'] },
        eligibility: { ...eligibility, vipLevels: [1, 2], countries: ['IN', 'BD'], limitPerDay: 1 },
        budgetTotal: 500_000,
        turnoverMultipleBp: 100_000,
      },
    });
  });

  it('names the fields that are wrong, rates by their row', () => {
    const result = valuesToInput({
      ...defaultRuleValues(),
      kind: 'cashback_daily',
      rates: [
        { category: 'RNG', vipLevel: '', rate: '0.5' },
        { category: '', vipLevel: 'x', rate: '101' },
      ],
      countries: 'India',
      limitPerWeek: '0',
    });
    expect('problems' in result && result.problems.map((p) => p.path).sort()).toEqual(['countries', 'limitPerWeek', 'rates.1.rate', 'rates.1.vipLevel']);
  });

  it('shows a stored rate table rule and writes it back unchanged', () => {
    const rule: BoPromotionRule = {
      promotionId: 1,
      kind: 'rebate',
      parameters: { kind: 'rebate', rates: [{ category: 'LIVE', vipLevel: 3, rateBp: 75 }], cap: 200_000, optIn: true, holdRuns: true },
      eligibility,
      budgetTotal: null,
      budgetUsed: 0,
      budgetLeft: null,
      turnoverMultipleBp: 10_000,
      hasClaims: false,
      updatedAt: '2026-11-30T00:00:00.000Z',
    };
    const values = ruleToValues(rule);
    expect([values.rates, values.optIn, values.holdRuns]).toEqual([[{ category: 'LIVE', vipLevel: '3', rate: '0.75' }], true, true]);
    expect(valuesToInput(values)).toEqual({ input: { parameters: rule.parameters, eligibility, budgetTotal: null, turnoverMultipleBp: 10_000 } });
  });
});
