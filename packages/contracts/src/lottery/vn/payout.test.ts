import { describe, expect, it } from 'vitest';
import type { LotteryBet } from './bet-types';
import { hitCount, payoutFor, settleBet, winUnits } from './payout';
import { northDraw, southDraw } from './sample-draws.test-support';

// Odds are thousandths: 80_000 = 80x. Every win below is stakePerPoint x points x odds x units / 1000.

describe('lô (bao lô)', () => {
  const lo = (number: string): LotteryBet => ({ type: 'lo', numbers: [number], stakePerPoint: 1000, points: 10, odds: 80_000 });

  it('pays twice for a number drawn twice among the north 27', () => {
    // 45 ends the special (12345) and a third prize (98745): 2 hits.
    // 1000 x 10 points x 80 x 2 = 1,600,000.
    expect(hitCount(lo('45'), '45', northDraw)).toBe(2);
    expect(settleBet(lo('45'), northDraw)).toBe(1_600_000);
  });

  it('pays once for a number drawn once, and nothing for one not drawn', () => {
    // 17 ends one third prize (23417): 1000 x 10 x 80 x 1 = 800,000. 77 is nowhere: 0.
    expect(settleBet(lo('17'), northDraw)).toBe(800_000);
    expect(settleBet(lo('77'), northDraw)).toBe(0);
  });

  it('reads a 2-digit giải bảy whole and a 3-digit giải sáu by its last two', () => {
    // 05 is giải bảy itself; 57 ends giải sáu 457. One hit each: 1000 x 10 x 80 = 800,000.
    expect(settleBet(lo('05'), northDraw)).toBe(800_000);
    expect(settleBet(lo('57'), northDraw)).toBe(800_000);
  });

  it('pays three times for 27 in the south (giải tám, a giải tư, giải nhất)', () => {
    // 27 = giải tám 27, giải tư 67827, giải nhất 33327: 3 hits. South odds 75x, 5 points of 2000:
    // 2000 x 5 x 75 x 3 = 2,250,000.
    expect(settleBet({ type: 'lo', numbers: ['27'], stakePerPoint: 2000, points: 5, odds: 75_000 }, southDraw)).toBe(2_250_000);
  });
});

describe('đầu and đầu đuôi', () => {
  it('reads only giải bảy in the north for đầu', () => {
    // 36 is one of giải bảy's four (05 36 78 09): 1000 x 2 points x 80 x 1 = 160,000.
    // 45 is drawn twice but not in giải bảy: 0.
    expect(settleBet({ type: 'lo-head', numbers: ['36'], stakePerPoint: 1000, points: 2, odds: 80_000 }, northDraw)).toBe(160_000);
    expect(settleBet({ type: 'lo-head', numbers: ['45'], stakePerPoint: 1000, points: 2, odds: 80_000 }, northDraw)).toBe(0);
  });

  it('reads giải tám in the south for đầu, and adds the special for đầu đuôi', () => {
    // đầu 27: giải tám is 27 -> 1 hit; 1000 x 75 = 75,000. đầu đuôi 27: giải tám yes, special 512345 ends 45 -> 1 hit, 75,000.
    // đầu đuôi 45: giải tám 27 no, special 45 yes -> 1 hit, 75,000 (the 45 of giải tư 12345 is not read).
    const bet = (type: 'lo-head' | 'lo-head-tail', number: string): LotteryBet => ({ type, numbers: [number], stakePerPoint: 1000, odds: 75_000 });
    expect(settleBet(bet('lo-head', '27'), southDraw)).toBe(75_000);
    expect(settleBet(bet('lo-head-tail', '27'), southDraw)).toBe(75_000);
    expect(settleBet(bet('lo-head-tail', '45'), southDraw)).toBe(75_000);
    expect(settleBet(bet('lo-head', '45'), southDraw)).toBe(0);
  });
});

describe('đề', () => {
  const bet = (type: LotteryBet['type'], number: string, odds: number): LotteryBet => ({ type, numbers: [number], stakePerPoint: 10_000, odds });

  it('pays on the special prize last two only, once', () => {
    // Special 12345 ends 45: 10,000 x 70 = 700,000. 54 (reversed) loses. 23 is drawn twice elsewhere but is not the special: 0.
    expect(settleBet(bet('de', '45', 70_000), northDraw)).toBe(700_000);
    expect(settleBet(bet('de', '54', 70_000), northDraw)).toBe(0);
    expect(settleBet(bet('de', '23', 70_000), northDraw)).toBe(0);
  });

  it('pays the first-prize variant on the first prize last two', () => {
    // First prize 67890 ends 90: 10,000 x 70 = 700,000. 45 (the special's) loses here.
    expect(settleBet(bet('de-first', '90', 70_000), northDraw)).toBe(700_000);
    expect(settleBet(bet('de-first', '45', 70_000), northDraw)).toBe(0);
  });

  it('pays đầu đề on the tens digit and đuôi đề on the units digit of the special last two', () => {
    // Special 12345 -> last two 45: head 4, tail 5. At 8.5x (8_500): 10,000 x 8.5 = 85,000.
    expect(settleBet(bet('de-head', '4', 8_500), northDraw)).toBe(85_000);
    expect(settleBet(bet('de-head', '5', 8_500), northDraw)).toBe(0);
    expect(settleBet(bet('de-tail', '5', 8_500), northDraw)).toBe(85_000);
    expect(settleBet(bet('de-tail', '4', 8_500), northDraw)).toBe(0);
    // South special 512345 -> 45 as well: the 6th digit changes nothing.
    expect(settleBet(bet('de-head', '4', 8_500), southDraw)).toBe(85_000);
  });

  it('pays ba càng on the special prize last three', () => {
    // 12345 ends 345: 5,000 x 400 = 2,000,000. 245 and 45x lose.
    const cang = (number: string): LotteryBet => ({ type: 'three-cang', numbers: [number], stakePerPoint: 5_000, odds: 400_000 });
    expect(settleBet(cang('345'), northDraw)).toBe(2_000_000);
    expect(settleBet(cang('245'), northDraw)).toBe(0);
    // South 512345 ends 345 too; 234 (inside it, not its end) loses.
    expect(settleBet(cang('345'), southDraw)).toBe(2_000_000);
    expect(settleBet(cang('234'), southDraw)).toBe(0);
  });
});

describe('lô xiên', () => {
  const xien = (numbers: string[], odds: number): LotteryBet => ({
    type: `xien-${numbers.length}` as LotteryBet['type'],
    numbers,
    stakePerPoint: 10_000,
    odds,
  });

  it('pays once when every number is drawn, however often', () => {
    // xiên 2 45 + 90: both drawn: 10,000 x 10 = 100,000.
    expect(settleBet(xien(['45', '90'], 10_000), northDraw)).toBe(100_000);
    // xiên 3 45 + 90 + 17: all drawn, 45 twice, still one unit: 10,000 x 40 = 400,000.
    expect(winUnits(xien(['45', '90', '17'], 40_000), northDraw)).toBe(1);
    expect(settleBet(xien(['45', '90', '17'], 40_000), northDraw)).toBe(400_000);
    // xiên 4 01 02 05 09 (third, fourth, two of giải bảy): 10,000 x 100 = 1,000,000.
    expect(settleBet(xien(['01', '02', '05', '09'], 100_000), northDraw)).toBe(1_000_000);
  });

  it('pays nothing when one number is missing', () => {
    // 45 and 90 drawn, 77 not: the xiên 3 loses entirely.
    expect(settleBet(xien(['45', '90', '77'], 40_000), northDraw)).toBe(0);
    expect(settleBet(xien(['01', '02', '05', '11'], 100_000), northDraw)).toBe(0);
  });
});

describe('money arithmetic', () => {
  it('rounds down to the minor unit', () => {
    // 333 x 8.5 = 2830.5 -> 2830.
    expect(payoutFor({ stakePerPoint: 333, odds: 8_500 }, 1)).toBe(2830);
    // 7 x 3 points x 99.999 x 2 = 4199.958 -> 4199.
    expect(payoutFor({ stakePerPoint: 7, points: 3, odds: 99_999 }, 2)).toBe(4199);
  });

  it('stays exact past 2^53 before the division', () => {
    // 90,071,992,547 x 1,000,000 = 9.007e16, past 2^53 (about 9.007e15); / 1000 = 90,071,992,547,000.
    // In floating point the product would already be rounded; in BigInt the result is exact.
    expect(payoutFor({ stakePerPoint: 90_071_992_547, odds: 1_000_000 }, 1)).toBe(90_071_992_547_000);
    // 1,000,000,000,001 x 3 points = 3,000,000,000,003; x 80,001 = 240,003,000,000,240,003;
    // / 1000 = 240,003,000,000,240.003 -> 240,003,000,000,240.
    expect(payoutFor({ stakePerPoint: 1_000_000_000_001, points: 3, odds: 80_001 }, 1)).toBe(240_003_000_000_240);
    expect(() => payoutFor({ stakePerPoint: Number.MAX_SAFE_INTEGER, odds: 2_000 }, 1)).toThrow(RangeError);
  });

  it('refuses to settle an invalid bet or an invalid sheet', () => {
    expect(() => settleBet({ type: 'lo', numbers: ['4'], stakePerPoint: 1000, odds: 80_000 }, northDraw)).toThrow(RangeError);
    expect(() => settleBet({ type: 'lo', numbers: ['45'], stakePerPoint: 1000, odds: 80_000 }, { ...northDraw, region: 'south' })).toThrow(RangeError);
  });
});
