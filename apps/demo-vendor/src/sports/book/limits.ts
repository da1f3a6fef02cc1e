import type { BookConfig, LimitKey, StakeLimits } from './config';

export type LimitRefusal = { code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH' | 'PAYOUT_TOO_HIGH'; limits: StakeLimits };

/** A member's own limits, any of which may be unset. */
export type MemberLimits = { minStake: number | null; maxStake: number | null; maxPayout: number | null };

const tighten = (limits: StakeLimits, extra: Partial<StakeLimits> | undefined): StakeLimits => ({
  minStake: Math.max(limits.minStake, extra?.minStake ?? 0),
  maxStake: Math.min(limits.maxStake, extra?.maxStake ?? Number.MAX_SAFE_INTEGER),
  maxPayout: Math.min(limits.maxPayout, extra?.maxPayout ?? Number.MAX_SAFE_INTEGER),
});

/**
 * The limits a bet meets: the book's default tightened by every leg's market kind, by `parlay` for a
 * parlay, and by the member's own limits. Every layer can only tighten, so the strictest wins.
 */
export const effectiveLimits = (config: BookConfig['limits'], kinds: readonly LimitKey[], member: MemberLimits | null): StakeLimits => {
  const keys = kinds.length > 1 ? [...kinds, 'parlay' as const] : kinds;
  const book = keys.reduce((limits, key) => tighten(limits, config.byKind[key]), config.default);
  if (!member) return book;
  return tighten(book, {
    ...(member.minStake === null ? {} : { minStake: member.minStake }),
    ...(member.maxStake === null ? {} : { maxStake: member.maxStake }),
    ...(member.maxPayout === null ? {} : { maxPayout: member.maxPayout }),
  });
};

/** Why a stake and its potential return break the limits, or null. */
export const limitRefusal = (stake: number, potentialReturn: number, limits: StakeLimits): LimitRefusal | null => {
  if (stake < limits.minStake) return { code: 'STAKE_TOO_LOW', limits };
  if (stake > limits.maxStake) return { code: 'STAKE_TOO_HIGH', limits };
  if (potentialReturn > limits.maxPayout) return { code: 'PAYOUT_TOO_HIGH', limits };
  return null;
};
