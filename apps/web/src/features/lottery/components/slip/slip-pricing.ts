import { betCost, fourDPermutations, type LotteryLine } from '@gp/contracts';
import { vnOffered, type GameKind, type PickerSpec } from './game-terms';

/** A line of the slip as it goes on the wire. */
export type SlipLine = LotteryLine;

/**
 * What one line costs, exactly as the server prices it: Vietnam
 * ceil(stakePerPoint x points x pointPrice / 1000), a 4D box the stake times the number's distinct
 * permutations, everything else the stake. Null when the game does not offer the type.
 */
export const lineCost = (kind: GameKind, line: SlipLine, terms: Record<string, unknown>): number | null => {
  if (kind === 'vn') {
    const typeTerms = vnOffered(terms).find(([type]) => type === line.type)?.[1];
    return typeTerms ? betCost({ stakePerPoint: line.stake, points: line.points ?? 1 }, typeTerms) : null;
  }
  if (kind === '4d' && line.type.endsWith('-box')) {
    const number = line.numbers[0] ?? '';
    return /^[0-9]{4}$/.test(number) ? line.stake * fourDPermutations(number).length : null;
  }
  return line.stake;
};

export type PricedSlip = { lines: number; total: number; costs: (number | null)[] };

/** The slip's line count and total; a line the game cannot price counts as 0 and is flagged by a null cost. */
export const priceSlip = (kind: GameKind, lines: readonly SlipLine[], terms: Record<string, unknown>): PricedSlip => {
  const costs = lines.map((line) => lineCost(kind, line, terms));
  return { lines: lines.length, total: costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0), costs };
};

/** Why a line cannot go: its cost is outside the game's stake limits, or a box number has one permutation. */
export type LineIssue = 'below-minimum' | 'above-maximum' | 'single-permutation' | 'not-offered';

export const lineIssue = (kind: GameKind, line: SlipLine, cost: number | null, limits: { minStake: number; maxStake: number }): LineIssue | null => {
  if (kind === '4d' && line.type.includes('box') && fourDPermutations(line.numbers[0] ?? '').length < 2) return 'single-permutation';
  if (cost === null) return 'not-offered';
  if (cost < limits.minStake) return 'below-minimum';
  if (cost > limits.maxStake) return 'above-maximum';
  return null;
};

/**
 * The lines the current picks make: one line per pick, or (keno pick, 11x5 any, xiên) one line of
 * all the picks once their count is allowed; a type without numbers is one line. Picks are sorted
 * so the same choice always sends the same line.
 */
export const buildLines = (spec: PickerSpec, type: string, picks: readonly string[], stake: number, points?: number): SlipLine[] => {
  const withPoints = (line: SlipLine): SlipLine => (points === undefined ? line : { ...line, points });
  if (spec.kind === 'none') return [withPoints({ type, numbers: [], stake })];
  const sorted = [...picks].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  if (spec.kind === 'grid' && spec.perLine === 'together') {
    return sorted.length >= spec.min && sorted.length <= spec.max ? [withPoints({ type, numbers: sorted, stake })] : [];
  }
  return sorted.map((number) => withPoints({ type, numbers: [number], stake }));
};

/** The same line twice in one slip is one line: its stakes and points would just add up. */
export const sameLine = (a: SlipLine, b: SlipLine): boolean =>
  a.type === b.type && a.stake === b.stake && (a.points ?? 1) === (b.points ?? 1) && a.numbers.join(',') === b.numbers.join(',');

/** The server's limit of lines per slip. */
export const maxSlipLines = 200;

/** Adds lines to a slip, leaving out exact repeats and anything past the slip's limit. */
export const addLines = (slip: readonly SlipLine[], lines: readonly SlipLine[]): SlipLine[] => {
  const next = [...slip];
  for (const line of lines) {
    if (next.length >= maxSlipLines) break;
    if (!next.some((kept) => sameLine(kept, line))) next.push(line);
  }
  return next;
};
