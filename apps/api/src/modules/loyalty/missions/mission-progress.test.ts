import { describe, expect, it } from 'vitest';
import { conditionProgress, eligibleFor, loginStreakOf, missionComplete, progressBpOf, type MissionFacts } from './mission-progress';

const facts = (over: Partial<MissionFacts> = {}): MissionFacts => ({
  deposited: 0n,
  games: new Map(),
  loginStreak: 0,
  depositingInvitees: 0,
  ...over,
});

describe('mission conditions', () => {
  it('counts deposits against the minimum', () => {
    expect(conditionProgress({ type: 'deposit', minAmount: 10_000 }, facts({ deposited: 9_999n }))).toMatchObject({
      target: 10_000,
      current: 9_999,
      done: false,
    });
    expect(conditionProgress({ type: 'deposit', minAmount: 10_000 }, facts({ deposited: 10_000n })).done).toBe(true);
  });

  it('sums valid bets and rounds of the category game types only', () => {
    const games = new Map([
      ['LIVE', { validBet: 5_000n, rounds: 3n }],
      ['RNG', { validBet: 2_000n, rounds: 10n }],
      ['FISH', { validBet: 1_000n, rounds: 1n }],
    ]);
    expect(conditionProgress({ type: 'valid_bets', amount: 3_000, category: 'rng' }, facts({ games }))).toMatchObject({ current: 3_000, done: true });
    expect(conditionProgress({ type: 'valid_bets', amount: 8_001, category: null }, facts({ games }))).toMatchObject({ current: 8_000, done: false });
    expect(conditionProgress({ type: 'rounds', count: 3, category: 'live' }, facts({ games }))).toMatchObject({ current: 3, done: true });
    expect(conditionProgress({ type: 'rounds', count: 1, category: 'sports' }, facts({ games })).done).toBe(false);
  });

  it('reads login streaks and depositing invitees', () => {
    expect(conditionProgress({ type: 'login_streak', days: 3 }, facts({ loginStreak: 3 })).done).toBe(true);
    expect(conditionProgress({ type: 'invite_depositor', count: 2 }, facts({ depositingInvitees: 1 })).done).toBe(false);
  });

  it('averages capped progress and needs every condition', () => {
    const half = conditionProgress({ type: 'deposit', minAmount: 100 }, facts({ deposited: 50n }));
    const over = conditionProgress({ type: 'rounds', count: 2, category: null }, facts({ games: new Map([['RNG', { validBet: 0n, rounds: 9n }]]) }));
    expect(progressBpOf([half, over])).toBe(7_500);
    expect(missionComplete([half, over])).toBe(false);
    expect(missionComplete([over])).toBe(true);
    expect(missionComplete([])).toBe(false);
  });

  it('keeps a huge figure exact as a string', () => {
    const p = conditionProgress({ type: 'deposit', minAmount: 1 }, facts({ deposited: 2n ** 60n }));
    expect(p.current).toBe((2n ** 60n).toString());
    expect(progressBpOf([p])).toBe(10_000);
  });
});

describe('login streaks', () => {
  it('finds the longest run reaching into the period', () => {
    expect(loginStreakOf(['2026-11-28', '2026-11-29', '2026-11-30', '2026-11-30'], '2026-11-30')).toBe(3);
    expect(loginStreakOf(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-30'], '2026-11-30')).toBe(1);
    expect(loginStreakOf(['2026-11-26', '2026-11-24', '2026-11-25'], '2026-11-23')).toBe(3);
    expect(loginStreakOf(['2026-11-20', '2026-11-21'], '2026-11-23')).toBe(0);
    expect(loginStreakOf(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
  });
});

describe('eligibility', () => {
  it('allows everyone on empty lists and only the listed otherwise', () => {
    expect(eligibleFor({ vipLevels: [], memberTypes: [] }, { vipLevel: 3, type: 0 })).toBe(true);
    expect(eligibleFor({ vipLevels: [1, 2], memberTypes: [] }, { vipLevel: 3, type: 0 })).toBe(false);
    expect(eligibleFor({ vipLevels: [3], memberTypes: [1] }, { vipLevel: 3, type: 0 })).toBe(false);
  });
});
