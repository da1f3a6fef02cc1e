import { fourDTiers, type FourDTier, type FourDTopTier } from './four-d-results';
import { oddsProblems, ratio, thousandthsPerUnit, type ExactRatio, type Thousandths } from './odds';
import type { LotteryProblem } from './problem';

/**
 * What each prize pays per 1.00 staked, in thousandths (odds.ts). Big wins on all five tiers, Small
 * on the top three only, at higher amounts. Staff configure a table per game; these are the
 * published ones the games are known by.
 */
export type FourDTable = {
  big: Readonly<Record<FourDTier, Thousandths>>;
  small: Readonly<Record<FourDTopTier, Thousandths>>;
};

/** Magnum / Sports Toto / Da Ma Cai, per RM1: Big 2,500 / 1,000 / 500 / 180 / 60, Small 3,500 / 2,000 / 1,000. */
export const fourDMalaysiaTable: FourDTable = {
  big: { first: 2_500_000, second: 1_000_000, third: 500_000, starter: 180_000, consolation: 60_000 },
  small: { first: 3_500_000, second: 2_000_000, third: 1_000_000 },
};

/** Singapore Pools, per S$1: Big 2,000 / 1,000 / 490 / 250 / 60, Small 3,000 / 2,000 / 800. */
export const fourDSingaporeTable: FourDTable = {
  big: { first: 2_000_000, second: 1_000_000, third: 490_000, starter: 250_000, consolation: 60_000 },
  small: { first: 3_000_000, second: 2_000_000, third: 800_000 },
};

export const fourDDefaultTables = { malaysia: fourDMalaysiaTable, singapore: fourDSingaporeTable } as const;

export const fourDTableProblems = (table: FourDTable): LotteryProblem[] =>
  oddsProblems([
    ...Object.entries(table.big).map(([tier, odds]): [string, number] => [`big.${tier}`, odds]),
    ...Object.entries(table.small).map(([tier, odds]): [string, number] => [`small.${tier}`, odds]),
  ]);

export type FourDSize = 'big' | 'small';

const isTopTier = (tier: FourDTier): tier is FourDTopTier => tier === 'first' || tier === 'second' || tier === 'third';

/** What one position of `tier` pays a bet of `size` per 1.00; Small pays nothing below 3rd prize. */
export const fourDTierOdds = (table: FourDTable, size: FourDSize, tier: FourDTier): Thousandths => {
  if (size === 'big') return table.big[tier];
  return isTopTier(tier) ? table.small[tier] : 0;
};

const tierCount: Readonly<Record<FourDTier, bigint>> = { first: 1n, second: 1n, third: 1n, starter: 10n, consolation: 10n };

/**
 * Nominal RTP of a straight bet: the sum over the 23 positions of prize / 10,000, as if each position
 * were an independent uniform number (each is 4 independent balls 0-9). Box and i-Box return the same
 * before rounding. Malaysia: Big 64%, Small 65%; Singapore: Big 65.9%, Small 58%.
 */
export const fourDNominalRtp = (table: FourDTable, size: FourDSize): ExactRatio => {
  const total = fourDTiers.reduce((sum, tier) => sum + BigInt(fourDTierOdds(table, size, tier)) * tierCount[tier], 0n);
  return ratio(total, BigInt(thousandthsPerUnit) * 10_000n);
};
