/**
 * What a cashback or rebate run pays one member, in plain TypeScript: the rules the compute query
 * (promotion-runs.repository.ts, insertRunMembers) applies in SQL, kept here for unit and property
 * tests, and proven equal to the SQL on random data (run-math-sql.int.test.ts).
 */

export type RunKind = 'cashback_daily' | 'cashback_weekly' | 'rebate';

/** A rate for a category (null: any) and VIP level (null: any), in basis points. */
export type RateTier = { category: string | null; vipLevel: number | null; rateBp: number };

/** One member-hour row of member_game_hourly (minor units). */
export type HourFigure = { category: string; bet: bigint; refund: bigint; win: bigint };

export type AwardLine = { category: string; base: bigint; rateBp: number };

export type Award = {
  /** Sum of the bases of the lines that count. */
  base: bigint;
  /** The rate when every line has the same one, else null. */
  rateBp: number | null;
  amount: bigint;
  lines: AwardLine[];
};

const BASIS = 10_000n;

/** How specific a tier is for a match: exact category and level 3, category 2, level 1, neither 0. */
const specificity = (tier: RateTier): number => (tier.category !== null ? 2 : 0) + (tier.vipLevel !== null ? 1 : 0);

/**
 * The rate of a category for a VIP level: the most specific tier that matches (category and level >
 * category and any level > any category and level > any and any); the first such tier in the list
 * on a tie. Null when no tier matches: the category does not count.
 */
export const chooseRate = (rates: readonly RateTier[], category: string, vipLevel: number): number | null => {
  let best: RateTier | null = null;
  for (const tier of rates) {
    if (tier.category !== null && tier.category !== category) continue;
    if (tier.vipLevel !== null && tier.vipLevel !== vipLevel) continue;
    if (best === null || specificity(tier) > specificity(best)) best = tier;
  }
  return best === null ? null : best.rateBp;
};

/**
 * The period's base per category: net loss (bets - refunds - wins) for cashback, valid bets (bets -
 * refunds) for rebate. A rolled-back bet lands as a refund in the bet's own hour, so it lowers both.
 * Only categories with a base above zero count: a category the member won in pays nothing and does
 * not offset the others.
 */
export const categoryBases = (kind: RunKind, hours: readonly HourFigure[]): Map<string, bigint> => {
  const sums = new Map<string, bigint>();
  for (const h of hours) {
    const figure = kind === 'rebate' ? h.bet - h.refund : h.bet - h.refund - h.win;
    sums.set(h.category, (sums.get(h.category) ?? 0n) + figure);
  }
  for (const [category, base] of sums) if (base <= 0n) sums.delete(category);
  return sums;
};

/**
 * A member's award: each counting category's base times its rate, summed, rounded down to a minor
 * unit once, then capped by the rule's cap (null: no cap). Zero when nothing counts.
 */
export const memberAward = (kind: RunKind, hours: readonly HourFigure[], vipLevel: number, rates: readonly RateTier[], cap: bigint | null): Award => {
  const lines: AwardLine[] = [];
  for (const [category, base] of [...categoryBases(kind, hours)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const rateBp = chooseRate(rates, category, vipLevel);
    if (rateBp !== null) lines.push({ category, base, rateBp });
  }
  const base = lines.reduce((sum, l) => sum + l.base, 0n);
  const raw = lines.reduce((sum, l) => sum + l.base * BigInt(l.rateBp), 0n) / BASIS;
  const amount = cap !== null && raw > cap ? cap : raw;
  const rates1 = new Set(lines.map((l) => l.rateBp));
  return { base, rateBp: rates1.size === 1 ? (lines[0]?.rateBp ?? null) : null, amount, lines };
};
