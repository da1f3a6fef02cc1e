import { describe, expect, it } from 'vitest';
import { checkTerms, initialOfferInput, percentToBp, termsOf, type OfferInput } from './offer-terms';

const input = (over: Partial<OfferInput>): OfferInput => ({ ...initialOfferInput(), ...over });

describe('percentToBp', () => {
  it('turns a typed percentage into basis points exactly', () => {
    expect([percentToBp('0.5'), percentToBp('1'), percentToBp('12.34'), percentToBp('100')]).toEqual([50, 100, 1234, 10000]);
    expect([percentToBp(''), percentToBp('1.234'), percentToBp('-1'), percentToBp('abc')].every(Number.isNaN)).toBe(true);
  });
});

describe('offer terms', () => {
  it('builds salary tiers in minor units and basis points', () => {
    const daily = input({ tiers: [{ minActiveMembers: '2', minValidBet: '1,000', minProfitLoss: '0', ratePercent: '0.5' }] });
    expect(termsOf(daily)).toEqual({ tiers: [{ minActiveMembers: 2, minValidBet: 100_000, rateBp: 50 }] });
    expect(checkTerms(daily)).toEqual({ ok: true, terms: termsOf(daily) });
  });

  it('adds the period and profit threshold for dividends, and real-time rates on their own', () => {
    const dividend = input({
      type: 'dividend',
      period: 'monthly',
      tiers: [{ minActiveMembers: '0', minValidBet: '0', minProfitLoss: '50', ratePercent: '10' }],
    });
    expect(termsOf(dividend)).toEqual({ period: 'monthly', tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 1000, minProfitLoss: 5000 }] });
    const realtime = input({ type: 'realtime_salary', winRatePercent: '0.2', lossRatePercent: '0.4', minSingleBet: '10' });
    expect(checkTerms(realtime)).toEqual({ ok: true, terms: { winRateBp: 20, lossRateBp: 40, minSingleBet: 1000 } });
  });

  it('names the fields that are wrong and tiers that do not ascend', () => {
    const bad = input({ tiers: [{ minActiveMembers: 'x', minValidBet: '0', minProfitLoss: '0', ratePercent: '' }] });
    const result = checkTerms(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual(expect.arrayContaining(['tiers.0.minActiveMembers', 'tiers.0.rateBp']));
    const descending = input({
      tiers: [
        { minActiveMembers: '5', minValidBet: '0', minProfitLoss: '0', ratePercent: '1' },
        { minActiveMembers: '1', minValidBet: '0', minProfitLoss: '0', ratePercent: '2' },
      ],
    });
    expect(checkTerms(descending)).toEqual({ ok: false, problems: ['ascending'] });
  });
});
