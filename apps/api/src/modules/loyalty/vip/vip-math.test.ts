import { describe, expect, it } from 'vitest';
import { levelAfterPeriod, nextLevel, upgradeBonuses, upgradeTarget, vipBonusKeys, type LevelRule } from './vip-math';

const rung = (level: number, threshold: bigint, keep: bigint, upgradeBonus = 0n): LevelRule => ({
  level,
  depositThreshold: threshold,
  validBetThreshold: threshold * 10n,
  keepDeposit: keep,
  keepValidBet: keep * 10n,
  upgradeBonus,
});
const ladder = [rung(0, 0n, 0n), rung(1, 100n, 50n, 10n), rung(2, 1000n, 500n, 0n), rung(3, 10_000n, 5000n, 300n)];

describe('upgradeTarget', () => {
  it('moves to the highest level whose two thresholds hold', () => {
    expect(upgradeTarget(ladder, 0, { deposits: 1000n, validBets: 10_000n })).toBe(2);
    expect(upgradeTarget(ladder, 0, { deposits: 50_000n, validBets: 100_000n })).toBe(3);
  });
  it('needs both thresholds', () => {
    expect(upgradeTarget(ladder, 0, { deposits: 1000n, validBets: 9_999n })).toBe(1);
    expect(upgradeTarget(ladder, 0, { deposits: 99n, validBets: 1_000_000n })).toBe(0);
  });
  it('never moves down', () => {
    expect(upgradeTarget(ladder, 3, { deposits: 0n, validBets: 0n })).toBe(3);
  });
  it('reads an unordered ladder the same', () => {
    expect(upgradeTarget([...ladder].reverse(), 0, { deposits: 1000n, validBets: 10_000n })).toBe(2);
  });
});

describe('levelAfterPeriod', () => {
  it('keeps a level whose keep rule holds', () => {
    expect(levelAfterPeriod(ladder, 3, { deposits: 5000n, validBets: 50_000n }, 1)).toBe(3);
  });
  it('drops one rung when the rule misses and one step is allowed', () => {
    expect(levelAfterPeriod(ladder, 3, { deposits: 0n, validBets: 0n }, 1)).toBe(2);
  });
  it('drops to the highest level kept, within the allowed steps', () => {
    expect(levelAfterPeriod(ladder, 3, { deposits: 60n, validBets: 600n }, 3)).toBe(1);
    expect(levelAfterPeriod(ladder, 3, { deposits: 0n, validBets: 0n }, 5)).toBe(0);
    expect(levelAfterPeriod(ladder, 3, { deposits: 600n, validBets: 6000n }, 5)).toBe(2);
  });
  it('never touches level 0', () => {
    expect(levelAfterPeriod(ladder, 0, { deposits: 0n, validBets: 0n }, 1)).toBe(0);
  });
  it('reads a staff level off the ladder by the rung below it', () => {
    expect(levelAfterPeriod(ladder, 7, { deposits: 5000n, validBets: 50_000n }, 1)).toBe(7);
    expect(levelAfterPeriod(ladder, 7, { deposits: 0n, validBets: 0n }, 1)).toBe(2);
  });
});

describe('upgradeBonuses and keys', () => {
  it('pays every level passed that has a bonus', () => {
    expect(upgradeBonuses(ladder, 0, 3)).toEqual([
      { level: 1, amount: 10n },
      { level: 3, amount: 300n },
    ]);
    expect(upgradeBonuses(ladder, 1, 2)).toEqual([]);
  });
  it('names the next level and the period keys', () => {
    expect(nextLevel(ladder, 1)?.level).toBe(2);
    expect(nextLevel(ladder, 3)).toBeNull();
    expect(vipBonusKeys.upgrade(3)).toBe('vip-up-3');
    expect(vipBonusKeys.weekly('2026-W49')).toBe('vip-week-2026-W49');
    expect(vipBonusKeys.monthly('2026-11')).toBe('vip-month-2026-11');
  });
});
