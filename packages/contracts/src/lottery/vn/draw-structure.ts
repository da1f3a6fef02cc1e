import { isDigitString } from './digits';

/**
 * What one draw produces, per region. The north (miền Bắc) draws once a day for the whole region;
 * the centre (miền Trung) and the south (miền Nam) hold one draw per province, all with the same
 * structure. Each region's tiers are listed in the order its result sheets print them.
 */

export const lotteryRegions = ['north', 'centre', 'south'] as const;
export type LotteryRegion = (typeof lotteryRegions)[number];

export const prizeTiers = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type PrizeTier = (typeof prizeTiers)[number];

/** One prize tier of a draw: how many numbers it draws and how many digits each has. */
export type PrizeTierShape = { tier: PrizeTier; count: number; digits: number };

/** Giải đặc biệt 1x5, nhất 1x5, nhì 2x5, ba 6x5, tư 4x4, năm 6x4, sáu 3x3, bảy 4x2: 27 results. */
const northStructure: readonly PrizeTierShape[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** Giải tám 1x2, bảy 1x3, sáu 3x4, năm 1x4, tư 7x5, ba 2x5, nhì 1x5, nhất 1x5, đặc biệt 1x6: 18 results. */
const provincialStructure: readonly PrizeTierShape[] = [
  { tier: 'eighth', count: 1, digits: 2 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'special', count: 1, digits: 6 },
];

export const drawStructures: Readonly<Record<LotteryRegion, readonly PrizeTierShape[]>> = {
  north: northStructure,
  centre: provincialStructure,
  south: provincialStructure,
};

/** The shape of one tier in a region, or undefined when the region has no such tier (no eighth in the north). */
export const tierShape = (region: LotteryRegion, tier: PrizeTier): PrizeTierShape | undefined => drawStructures[region].find((shape) => shape.tier === tier);

/** How many numbers a draw of the region produces: 27 in the north, 18 elsewhere. */
export const resultCount = (region: LotteryRegion): number => drawStructures[region].reduce((sum, shape) => sum + shape.count, 0);

/**
 * The lowest tier, the one made of 2-digit numbers: giải bảy (4 numbers) in the north, giải tám
 * (1 number) elsewhere. Street betting calls it the head ("đầu") of the draw.
 */
export const headTier = (region: LotteryRegion): PrizeTier => (region === 'north' ? 'seventh' : 'eighth');

/** A draw's results: per prize tier, its numbers as digit strings (leading zeros kept). */
export type DrawResults = {
  region: LotteryRegion;
  prizes: Readonly<Partial<Record<PrizeTier, readonly string[]>>>;
};

/** Why a results object does not fit its region's structure; codes, so each screen words them itself. */
export type ResultProblem =
  | { code: 'unknown-region'; region: string }
  | { code: 'missing-tier'; tier: PrizeTier }
  | { code: 'unexpected-tier'; tier: string }
  | { code: 'wrong-count'; tier: PrizeTier; expected: number; actual: number }
  | { code: 'wrong-digits'; tier: PrizeTier; index: number; expected: number };

/**
 * Checks results against the region's structure: every tier present, no other tier, the right
 * count per tier, and each number exactly the tier's digit length made of digits only. Returns every
 * problem (empty when the results are valid), so staff entering a sheet see all mistakes at once.
 */
export const validateDrawResults = (results: DrawResults): ResultProblem[] => {
  const structure = (drawStructures as Readonly<Record<string, readonly PrizeTierShape[]>>)[results.region];
  if (!structure) return [{ code: 'unknown-region', region: String(results.region) }];
  const problems: ResultProblem[] = [];
  const expectedTiers = new Set<string>(structure.map((shape) => shape.tier));
  for (const tier of Object.keys(results.prizes)) {
    if (!expectedTiers.has(tier)) problems.push({ code: 'unexpected-tier', tier });
  }
  for (const shape of structure) {
    const numbers = results.prizes[shape.tier];
    if (!numbers) {
      problems.push({ code: 'missing-tier', tier: shape.tier });
      continue;
    }
    if (numbers.length !== shape.count) problems.push({ code: 'wrong-count', tier: shape.tier, expected: shape.count, actual: numbers.length });
    numbers.forEach((number, index) => {
      if (!isDigitString(number, shape.digits)) problems.push({ code: 'wrong-digits', tier: shape.tier, index, expected: shape.digits });
    });
  }
  return problems;
};

/** The numbers of the given tiers, in the region's print order. */
export const numbersOfTiers = (results: DrawResults, tiers: readonly PrizeTier[]): string[] =>
  drawStructures[results.region].filter((shape) => tiers.includes(shape.tier)).flatMap((shape) => results.prizes[shape.tier] ?? []);
