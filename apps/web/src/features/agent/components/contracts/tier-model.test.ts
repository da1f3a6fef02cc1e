import { describe, expect, it } from 'vitest';
import { dailySalaryTerms, dividendTerms } from '@gp/contracts';
import { emptyTierRow, maxTiers, rateCapOf, rowsFromTiers, validateRealtime, validateTiers, type TierRow } from './tier-model';

const row = (minActiveMembers: string, minValidBet: string, rate: string, minProfitLoss = ''): TierRow => ({
  ...emptyTierRow(),
  minActiveMembers,
  minValidBet,
  rate,
  minProfitLoss,
});

describe('validateTiers (salary)', () => {
  it('turns valid rising rows into terms the schema accepts', () => {
    const result = validateTiers([row('0', '1000', '0.5'), row('5', '5000.50', '1.25')], 'salary', null);
    expect(result.tiers).toEqual([
      { minActiveMembers: 0, minValidBet: 100_000, rateBp: 50 },
      { minActiveMembers: 5, minValidBet: 500_050, rateBp: 125 },
    ]);
    expect(dailySalaryTerms.safeParse({ tiers: result.tiers }).success).toBe(true);
  });

  it('flags unreadable fields on their row', () => {
    const result = validateTiers([row('x', '10.123', '0')], 'salary', null);
    expect(result.tiers).toBeNull();
    expect(result.errors[0]).toEqual({ minActiveMembers: 'count', minValidBet: 'amount', rate: 'rate' });
  });

  it('requires thresholds that do not fall and rates that rise strictly', () => {
    const result = validateTiers([row('10', '5000', '1'), row('5', '4000', '1')], 'salary', null);
    expect(result.tiers).toBeNull();
    expect(result.errors[0]).toEqual({});
    expect(result.errors[1]).toEqual({ minActiveMembers: 'belowPrevious', minValidBet: 'belowPrevious', rate: 'rateNotHigher' });
  });

  it('accepts equal thresholds with a higher rate', () => {
    expect(validateTiers([row('5', '100', '1'), row('5', '100', '1.01')], 'salary', null).tiers).toHaveLength(2);
  });

  it('refuses a rate above the held contract and accepts one equal to it', () => {
    const cap = rateCapOf({
      tiers: [
        { minActiveMembers: 0, minValidBet: 0, rateBp: 100 },
        { minActiveMembers: 3, minValidBet: 0, rateBp: 200 },
      ],
    });
    expect(cap).toBe(200);
    expect(validateTiers([row('0', '0', '2')], 'salary', cap).tiers).not.toBeNull();
    expect(validateTiers([row('0', '0', '2.01')], 'salary', cap).errors[0]).toEqual({ rate: 'aboveCap' });
  });

  it('needs between one and ten rows', () => {
    expect(validateTiers([], 'salary', null)).toMatchObject({ tiers: null, tooFew: true });
    const many = Array.from({ length: maxTiers + 1 }, (_, i) => row(String(i), String(i), String(i + 1)));
    expect(validateTiers(many, 'salary', null)).toMatchObject({ tiers: null, tooMany: true });
  });
});

describe('validateTiers (dividend)', () => {
  it('reads the profit threshold and checks it rises', () => {
    const ok = validateTiers([row('0', '0', '10', '0'), row('3', '1000', '20', '500')], 'dividend', 2500);
    expect(ok.tiers).toEqual([
      { minActiveMembers: 0, minValidBet: 0, rateBp: 1000, minProfitLoss: 0 },
      { minActiveMembers: 3, minValidBet: 100_000, rateBp: 2000, minProfitLoss: 50_000 },
    ]);
    expect(dividendTerms.safeParse({ period: 'weekly', tiers: ok.tiers }).success).toBe(true);
    const bad = validateTiers([row('0', '0', '10', '500'), row('3', '1000', '20', '')], 'dividend', null);
    expect(bad.errors[1]).toEqual({ minProfitLoss: 'amount' });
    const falling = validateTiers([row('0', '0', '10', '500'), row('3', '1000', '20', '400')], 'dividend', null);
    expect(falling.errors[1]).toEqual({ minProfitLoss: 'belowPrevious' });
  });

  it('round-trips tiers through rows', () => {
    const tiers = [{ minActiveMembers: 2, minValidBet: 123_456, rateBp: 150, minProfitLoss: 99 }];
    expect(validateTiers(rowsFromTiers(tiers), 'dividend', null).tiers).toEqual(tiers);
  });
});

describe('validateRealtime', () => {
  const held = { winRateBp: 50, lossRateBp: 80, minSingleBet: 1000 };

  it('accepts rates within the held contract', () => {
    expect(validateRealtime({ winRate: '0.5', lossRate: '0.8', minSingleBet: '10' }, held).terms).toEqual({
      winRateBp: 50,
      lossRateBp: 80,
      minSingleBet: 1000,
    });
  });

  it('caps each rate on its own', () => {
    expect(validateRealtime({ winRate: '0.51', lossRate: '0.8', minSingleBet: '10' }, held).errors).toEqual({ winRate: 'aboveCap' });
    expect(validateRealtime({ winRate: '0.1', lossRate: '0.81', minSingleBet: '10' }, held).errors).toEqual({ lossRate: 'aboveCap' });
  });

  it('flags unreadable fields', () => {
    const result = validateRealtime({ winRate: '', lossRate: 'a', minSingleBet: '-1' }, null);
    expect(result.terms).toBeNull();
    expect(result.errors).toEqual({ winRate: 'rate', lossRate: 'rate', minSingleBet: 'amount' });
  });
});
