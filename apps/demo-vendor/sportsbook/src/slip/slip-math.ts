import { isLegOdds, maxParlayLegs, minParlayLegs, potentialReturn, thousandthsPerUnit } from '@gp/contracts';

/** What the slip needs of a leg to check and price it. */
export type PricedLeg = { selectionId: string; eventId: string; odds: number; outright: boolean; suspended: boolean };

export type ParlayProblem = 'too-few' | 'too-many' | 'conflict' | 'outright' | 'suspended';

/** Legs sharing a match with another leg: their results are linked, so the book takes one per match in a parlay. */
export const conflictingLegs = (legs: readonly PricedLeg[]): Set<string> => {
  const byEvent = new Map<string, string[]>();
  for (const leg of legs) byEvent.set(leg.eventId, [...(byEvent.get(leg.eventId) ?? []), leg.selectionId]);
  return new Set([...byEvent.values()].filter((ids) => ids.length > 1).flat());
};

/** Why the legs cannot go as one parlay (empty when they can): the book's own rules, checked before sending. */
export const parlayProblems = (legs: readonly PricedLeg[]): ParlayProblem[] => {
  const problems: ParlayProblem[] = [];
  if (legs.length < minParlayLegs) problems.push('too-few');
  if (legs.length > maxParlayLegs) problems.push('too-many');
  if (conflictingLegs(legs).size > 0) problems.push('conflict');
  if (legs.some((leg) => leg.outright)) problems.push('outright');
  if (legs.some((leg) => leg.suspended)) problems.push('suspended');
  return problems;
};

/**
 * The return if every leg wins, computed exactly as the server settles (the contracts'
 * potentialReturn: BigInt, rounded down once); null while the stake or a price cannot be bet.
 */
export const slipReturn = (stakeMinor: number | null, odds: readonly number[]): number | null => {
  if (stakeMinor === null || !Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return null;
  if (odds.length === 0 || odds.length > maxParlayLegs || !odds.every(isLegOdds)) return null;
  try {
    return potentialReturn(
      stakeMinor,
      odds.map((o) => ({ odds: o })),
    );
  } catch {
    // Beyond the safe integers: no return to show.
    return null;
  }
};

/** A parlay's combined decimal odds in thousandths, rounded down (shown, never used to pay). */
export const combinedOdds = (odds: readonly number[]): number | null => {
  if (odds.length === 0 || !odds.every(isLegOdds)) return null;
  const unit = BigInt(thousandthsPerUnit);
  const product = odds.reduce((acc, o) => acc * BigInt(o), 1n);
  const combined = product / unit ** BigInt(odds.length - 1);
  return combined > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(combined);
};

/** Singles: the total staked and the sum of each single's potential return (null if any stake is missing). */
export const singlesTotals = (singles: readonly { stake: number | null; odds: number }[]): { stake: number; potentialReturn: number | null } => {
  let stake = 0;
  let total: number | null = 0;
  for (const s of singles) {
    stake += s.stake ?? 0;
    const r = slipReturn(s.stake, [s.odds]);
    total = r === null || total === null ? null : total + r;
  }
  return { stake, potentialReturn: singles.length === 0 ? null : total };
};
