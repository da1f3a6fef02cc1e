import type { DividendTier, SalaryTier } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { chooseTier, dividendAmount, realtimeAmount, salaryAmount, splitStakes } from './settlement-math';

// Amounts are minor units (100 = 1.00); rates basis points (100 bp = 1 %).
const salaryTiers: SalaryTier[] = [
  { minActiveMembers: 0, minValidBet: 100_000, rateBp: 50 }, //  tier 0: 0.50 % from 1,000.00 valid bet
  { minActiveMembers: 5, minValidBet: 1_000_000, rateBp: 100 }, // tier 1: 1.00 % from 5 active and 10,000.00
  { minActiveMembers: 10, minValidBet: 5_000_000, rateBp: 150 }, // tier 2: 1.50 % from 10 active and 50,000.00
];

describe('salary (daily, hourly)', () => {
  // active | validBet  | tier | amount = floor(validBet * rate / 10000)
  it.each([
    [0, 99_999n, null, 0n], //         below every threshold
    [0, 100_000n, 0, 500n], //         exactly at tier 0: 100000 * 50 / 10000 = 500
    [4, 1_000_000n, 0, 5_000n], //     bet meets tier 1 but 4 < 5 active: tier 0, 1000000 * 50 / 10000 = 5000
    [5, 1_000_000n, 1, 10_000n], //    exactly at tier 1: 1000000 * 100 / 10000 = 10000
    [5, 999_999n, 0, 4_999n], //       one short of tier 1: 999999 * 50 / 10000 = 4999.995 -> 4999
    [10, 5_000_000n, 2, 75_000n], //   exactly at tier 2: 5000000 * 150 / 10000 = 75000
    [50, 5_000_033n, 2, 75_000n], //   5000033 * 150 / 10000 = 75000.495 -> 75000
    [9, 9_999_999n, 1, 99_999n], //    9 < 10 active: tier 1, 9999999 * 100 / 10000 = 99999.99 -> 99999
  ] as const)('active %i, valid bet %i -> tier %s, amount %i', (activeMembers, validBet, tierIndex, amount) => {
    const r = salaryAmount(salaryTiers, { activeMembers, validBet, houseProfit: 0n });
    expect([r.tierIndex, r.amount, r.base]).toEqual([tierIndex, amount, validBet]);
  });

  it('takes the highest rate among the tiers that apply, whatever their order', () => {
    const shuffled = [salaryTiers[2], salaryTiers[0], salaryTiers[1]] as SalaryTier[];
    expect(chooseTier(shuffled, { activeMembers: 5, validBet: 1_000_000n })).toEqual({ tierIndex: 2, rateBp: 100 });
  });
});

const dividendTiers: DividendTier[] = [
  { minActiveMembers: 1, minValidBet: 0, minProfitLoss: 10_000, rateBp: 2_000 }, //  20 % from 100.00 profit
  { minActiveMembers: 3, minValidBet: 500_000, minProfitLoss: 100_000, rateBp: 3_000 }, // 30 % from 1,000.00 profit
];
const team = (houseProfit: bigint, activeMembers = 3, validBet = 500_000n) => ({ activeMembers, validBet, houseProfit });

describe('dividend with negative carry-over', () => {
  // houseProfit | carryIn  | base = hp + carryIn | tier | amount = floor(base * rate / 10000) | carryOut
  it.each([
    [-50_000n, 0n, -50_000n, null, 0n, -50_000n], //      the house lost 500.00: nothing, carried forward
    [30_000n, -50_000n, -20_000n, null, 0n, -20_000n], //  30000 - 50000 = -20000: still short, carried
    [40_000n, -20_000n, 20_000n, 0, 4_000n, 0n], //        40000 - 20000 = 20000 >= 10000: 20000 * 2000 / 10000 = 4000
    [100_000n, 0n, 100_000n, 1, 30_000n, 0n], //            exactly at tier 1: 100000 * 3000 / 10000 = 30000
    [100_000n, -1n, 99_999n, 0, 19_999n, 0n], //           one short of tier 1: 99999 * 2000 / 10000 = 19999.8 -> 19999
    [5_000n, 0n, 5_000n, null, 0n, 0n], //                 positive but below every tier: nothing, carry used up
    [0n, 0n, 0n, null, 0n, 0n], //                         break-even: nothing, nothing carried
    [12_345n, 0n, 12_345n, 0, 2_469n, 0n], //              12345 * 2000 / 10000 = 2469
  ] as const)('house profit %i, carry-in %i -> base %i, tier %s, amount %i, carry-out %i', (hp, carryIn, base, tierIndex, amount, carryOut) => {
    const r = dividendAmount(dividendTiers, team(hp), carryIn);
    expect([r.base, r.tierIndex, r.amount, r.carryOut, r.carryIn]).toEqual([base, tierIndex, amount, carryOut, carryIn]);
  });

  it('carries a loss over three periods until the house has won it back', () => {
    // period 1: -50000 -> carry -50000; period 2: +30000 - 50000 = -20000 -> carry -20000;
    // period 3: +40000 - 20000 = 20000 -> tier 0 (20 %) = 4000, carry 0
    const p1 = dividendAmount(dividendTiers, team(-50_000n), 0n);
    const p2 = dividendAmount(dividendTiers, team(30_000n), p1.carryOut);
    const p3 = dividendAmount(dividendTiers, team(40_000n), p2.carryOut);
    expect([p1.amount, p1.carryOut, p2.amount, p2.carryOut, p3.amount, p3.carryOut]).toEqual([0n, -50_000n, 0n, -20_000n, 4_000n, 0n]);
  });

  it('needs the active members and valid bet of a tier too', () => {
    // base 100000 meets tier 1's profit but 2 < 3 active members: tier 0, 100000 * 2000 / 10000 = 20000
    expect(dividendAmount(dividendTiers, team(100_000n, 2), 0n)).toMatchObject({ tierIndex: 0, amount: 20_000n });
    // no active member at all: no tier
    expect(dividendAmount(dividendTiers, team(100_000n, 0), 0n)).toMatchObject({ tierIndex: null, amount: 0n, carryOut: 0n });
  });

  it('ignores a positive carry-in (only losses carry)', () => {
    expect(dividendAmount(dividendTiers, team(20_000n), 5_000n)).toMatchObject({ base: 20_000n, carryIn: 0n, amount: 4_000n });
  });
});

describe('real-time salary', () => {
  // round (stake = bet - refund, win)   | qualifies at minSingleBet 1000?  | side
  const rounds = [
    { stake: 1_000n, win: 2_500n }, //  exactly at the threshold, won (2500 > 1000): winning 1000
    { stake: 2_000n, win: 0n }, //      lost: losing 2000
    { stake: 3_000n, win: 3_000n }, //  push (win = stake, no profit): losing 3000
    { stake: 999n, win: 5_000n }, //    below the threshold: ignored
    { stake: 0n, win: 0n }, //          fully refunded: ignored
    { stake: 4_333n, win: 4_334n }, //  won by one: winning 4333
  ];

  it('splits qualifying stakes into winning and losing', () => {
    // winning = 1000 + 4333 = 5333; losing = 2000 + 3000 = 5000; 4 qualifying rounds
    expect(splitStakes(rounds, 1_000n)).toEqual({ qualifyingBets: 4, winningStake: 5_333n, losingStake: 5_000n });
  });

  it('pays each side at its rate, each rounded down', () => {
    // winRate 150 bp: 5333 * 150 / 10000 = 79.995 -> 79; lossRate 75 bp: 5000 * 75 / 10000 = 37.5 -> 37; total 116
    expect(realtimeAmount(splitStakes(rounds, 1_000n), 150, 75)).toBe(116n);
    // minSingleBet 0 still skips the refunded round: winning 1000 + 999 + 4333 = 6332 -> 6332 * 150 / 10000 = 94.98 -> 94
    const all = splitStakes(rounds, 0n);
    expect(all).toEqual({ qualifyingBets: 5, winningStake: 6_332n, losingStake: 5_000n });
    expect(realtimeAmount(all, 150, 75)).toBe(94n + 37n);
  });
});
