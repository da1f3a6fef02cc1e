import { gameTypesOfCategory, type LoyaltyGameCategory, type MissionCondition, type MissionConditionProgress } from '@gp/contracts';

/** What a member did in a mission's period, read from the owners' facts (deposits, hourly game aggregates, logins, invitees). */
export type MissionFacts = {
  /** Credited deposits in the period, minor units. */
  deposited: bigint;
  /** Valid bets and rounds per catalog game type (member_game_hourly.game_type) in the period. */
  games: ReadonlyMap<string, { validBet: bigint; rounds: bigint }>;
  /** The longest run of consecutive login days that reaches into the period. */
  loginStreak: number;
  /** Members the member invited (their upline) who made a credited deposit in the period. */
  depositingInvitees: number;
};

const inCategory = (gameType: string, category: LoyaltyGameCategory | null): boolean => category === null || gameTypesOfCategory[category].includes(gameType);

const sumGames = (facts: MissionFacts, category: LoyaltyGameCategory | null, pick: 'validBet' | 'rounds'): bigint => {
  let total = 0n;
  for (const [gameType, figures] of facts.games) if (inCategory(gameType, category)) total += figures[pick];
  return total;
};

const progressOf = (condition: MissionCondition, target: number, current: bigint, category: LoyaltyGameCategory | null): MissionConditionProgress => ({
  type: condition.type,
  category,
  target,
  // A sum past 2^53 stays exact as a string (minorTotal).
  current: current <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(current) : current.toString(),
  done: current >= BigInt(target),
});

/** How far one condition is: its target and the member's figure in the condition's unit. */
export const conditionProgress = (condition: MissionCondition, facts: MissionFacts): MissionConditionProgress => {
  switch (condition.type) {
    case 'deposit':
      return progressOf(condition, condition.minAmount, facts.deposited, null);
    case 'valid_bets':
      return progressOf(condition, condition.amount, sumGames(facts, condition.category, 'validBet'), condition.category);
    case 'rounds':
      return progressOf(condition, condition.count, sumGames(facts, condition.category, 'rounds'), condition.category);
    case 'login_streak':
      return progressOf(condition, condition.days, BigInt(facts.loginStreak), null);
    case 'invite_depositor':
      return progressOf(condition, condition.count, BigInt(facts.depositingInvitees), null);
  }
};

/** 0 to 10,000: the mean of each condition's share of its target, capped at the target. */
export const progressBpOf = (conditions: readonly MissionConditionProgress[]): number => {
  if (conditions.length === 0) return 0;
  let sum = 0;
  for (const c of conditions) {
    const current = typeof c.current === 'string' ? Number.MAX_SAFE_INTEGER : c.current;
    sum += c.target <= 0 ? 10_000 : Math.min(10_000, Math.floor((Math.max(current, 0) * 10_000) / c.target));
  }
  return Math.floor(sum / conditions.length);
};

/** A mission is complete when every one of its conditions holds. */
export const missionComplete = (conditions: readonly MissionConditionProgress[]): boolean => conditions.length > 0 && conditions.every((c) => c.done);

const dayMs = 86_400_000;
const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / dayMs);

/**
 * The longest run of consecutive login days (local 'YYYY-MM-DD' days, any order, repeats allowed)
 * that includes at least one day from `firstDay` on: a streak may start before the period, but must
 * reach into it.
 */
export const loginStreakOf = (days: readonly string[], firstDay: string): number => {
  const sorted = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  const first = dayNumber(firstDay);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1]! + 1 ? run + 1 : 1;
    if (sorted[i]! >= first) best = Math.max(best, run);
  }
  return best;
};

/** Whether a member of this VIP level and type may take a mission (an empty list allows everyone). */
export const eligibleFor = (rule: { vipLevels: readonly number[]; memberTypes: readonly number[] }, member: { vipLevel: number; type: number }): boolean =>
  (rule.vipLevels.length === 0 || rule.vipLevels.includes(member.vipLevel)) && (rule.memberTypes.length === 0 || rule.memberTypes.includes(member.type));
