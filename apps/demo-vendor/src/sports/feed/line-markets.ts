import type { MarketDraft } from './timeline';

/**
 * The handicap and total lines a match offers: the main line is the one whose two sides are
 * nearest an even market, with `around` lines either side of it, `step` quarters apart. A line
 * whose weaker side has under `minSideProbability` is not offered: it is all but decided.
 */
export const minSideProbability = 0.03;

type LineSpec = {
  kind: 'asian-handicap' | 'total';
  /** Candidate lines in quarters, inclusive, and the step between offered lines. */
  min: number;
  max: number;
  step: number;
  around: number;
  /** The first side's (home, or over) effective win probability on a line, for the search. */
  search: (lineQuarters: number) => number;
  /** The same for pricing; defaults to `search` (football prices with the contracts' grid). */
  price?: (lineQuarters: number) => number;
};

const keyOf = (kind: LineSpec['kind'], q: number): string => (kind === 'asian-handicap' ? `ah:${q === 0 ? 0 : q}` : `ou:${q}`);

export const mainLine = (spec: LineSpec): number | null => {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let q = spec.min; q <= spec.max; q += spec.step) {
    const p = spec.search(q);
    if (!Number.isFinite(p)) continue;
    const distance = Math.abs(p - 0.5);
    // Ties go to the smaller line, so the choice does not depend on float noise in the order.
    if (distance < bestDistance - 1e-12) {
      best = q;
      bestDistance = distance;
    }
  }
  return best;
};

export const lineDrafts = (spec: LineSpec): MarketDraft[] => {
  const main = mainLine(spec);
  if (main === null) return [];
  const drafts: MarketDraft[] = [];
  for (let i = -spec.around; i <= spec.around; i += 1) {
    const q = main + i * spec.step;
    if (q < spec.min || q > spec.max) continue;
    const p = (spec.price ?? spec.search)(q);
    if (!Number.isFinite(p) || Math.min(p, 1 - p) < minSideProbability) continue;
    const [first, second] = spec.kind === 'asian-handicap' ? (['home', 'away'] as const) : (['over', 'under'] as const);
    drafts.push({
      key: keyOf(spec.kind, q),
      kind: spec.kind,
      lineQuarters: q,
      main: i === 0,
      outcomes: [
        { key: first, probability: p, lineQuarters: q },
        { key: second, probability: 1 - p, lineQuarters: spec.kind === 'asian-handicap' ? (q === 0 ? 0 : -q) : q },
      ],
    });
  }
  return drafts;
};
