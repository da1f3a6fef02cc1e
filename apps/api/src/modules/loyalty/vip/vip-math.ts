/**
 * The level rules, pure (docs/loyalty.md, "VIP levels"): up when rolling figures reach a level's
 * thresholds, down only at a period's end when the period's figures miss the level's keep rule.
 */

/** What the rules read of a level. Money in minor units. */
export type LevelRule = {
  level: number;
  depositThreshold: bigint;
  validBetThreshold: bigint;
  keepDeposit: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
};

export type Figures = { deposits: bigint; validBets: bigint };

const ascending = (levels: readonly LevelRule[]) => [...levels].sort((a, b) => a.level - b.level);

/** The highest level whose deposit and valid-bet thresholds both hold; never below `current` (up only). */
export const upgradeTarget = (levels: readonly LevelRule[], current: number, figures: Figures): number => {
  let target = current;
  for (const l of levels) {
    if (l.level > target && figures.deposits >= l.depositThreshold && figures.validBets >= l.validBetThreshold) target = l.level;
  }
  return target;
};

/** The rule that governs a member at `level`: that level, or the highest defined below it (a staff-set level off the ladder). */
const ruleAt = (sorted: readonly LevelRule[], level: number): LevelRule | undefined => [...sorted].reverse().find((l) => l.level <= level);

const keeps = (rule: LevelRule, figures: Figures) => figures.deposits >= rule.keepDeposit && figures.validBets >= rule.keepValidBet;

/**
 * The level after a period's end: kept when the period's figures meet its keep rule; otherwise the
 * highest lower level whose keep rule they meet, at most `maxDrop` rungs of the ladder down. Level 0
 * (or anything below the ladder's first rung) is always kept.
 */
export const levelAfterPeriod = (levels: readonly LevelRule[], current: number, figures: Figures, maxDrop: number): number => {
  if (current <= 0) return current;
  const sorted = ascending(levels);
  const rule = ruleAt(sorted, current);
  if (!rule || keeps(rule, figures)) return current;
  const below = sorted.filter((l) => l.level < rule.level).reverse();
  if (below.length === 0) return current;
  const floor = below[Math.min(maxDrop, below.length) - 1]!;
  for (const l of below) {
    if (l.level < floor.level) break;
    if (keeps(l, figures)) return l.level;
  }
  return floor.level;
};

/** The upgrade bonuses a move from `from` to `to` earns: every level passed above `from` that pays one. */
export const upgradeBonuses = (levels: readonly LevelRule[], from: number, to: number): { level: number; amount: bigint }[] =>
  ascending(levels)
    .filter((l) => l.level > from && l.level <= to && l.upgradeBonus > 0n)
    .map((l) => ({ level: l.level, amount: l.upgradeBonus }));

/** The next level above `current` on the ladder, or null at the top. */
export const nextLevel = (levels: readonly LevelRule[], current: number): LevelRule | null => ascending(levels).find((l) => l.level > current) ?? null;

/** Period keys of the VIP bonuses: one claim per member and key, so each is paid once. */
export const vipBonusKeys = {
  upgrade: (level: number) => `vip-up-${level}`,
  weekly: (week: string) => `vip-week-${week}`,
  monthly: (month: string) => `vip-month-${month}`,
};
