import { priceWithMargin } from './margin';
import type { DecimalThousandths } from './odds-format';

/**
 * The sportsbook's markets and their true probabilities from a simple goal model.
 *
 * Lines are integers of quarters, as settlement (leg-outcome.ts) holds them: -3 = -0.75, 9 = 2.25.
 * A quarter line (odd quarters) is two half stakes on the neighbouring lines (-0.75 = -0.5 and -1.0),
 * so a bet on it can win, half-win, push, half-lose or lose.
 *
 * Goal model: home and away goals are independent Poisson variables with the expected goals of each
 * side, P(k) = e^-λ λ^k / k!. The score grid holds P(home = h) x P(away = a) for 0..maxGoals each and
 * is scaled to sum to 1 (the tail beyond maxGoals is below 1e-12 for the expected goals allowed), so
 * every market's probabilities sum to 1. Independence ignores the slight excess of low draws real
 * football shows (Dixon-Coles); it is the honest starting point for a demo feed.
 */
export const marketKinds = ['1x2', 'asian-handicap', 'total', 'both-teams-to-score', 'correct-score', 'outright'] as const;
export type MarketKind = (typeof marketKinds)[number];

export const quartersPerGoal = 4;
/** Asian handicap lines offered: -2.5 .. +2.5 in quarters. */
export const handicapLineQuarters = { min: -10, max: 10 } as const;
/** Over/under lines offered: 0.25 .. 10.0 in quarters. */
export const totalLineQuarters = { min: 1, max: 40 } as const;
/** The correct-score grid shows 0-0 .. 5-5; every other score is "any other". */
export const correctScoreMaxGoals = 5;
/** Expected goals a side may have: above this the grid's truncation would show. */
export const maxExpectedGoals = 8;
/** Goals per side the score grid holds: P(X > 40) for λ = 8 is about 1e-15. */
export const gridMaxGoals = 40;

export type MarketProblemCode = 'bad-line' | 'bad-expected-goals' | 'bad-strength' | 'bad-competitor';

export const lineProblem = (kind: 'asian-handicap' | 'total', lineQuarters: number): MarketProblemCode | undefined => {
  const range = kind === 'asian-handicap' ? handicapLineQuarters : totalLineQuarters;
  return Number.isSafeInteger(lineQuarters) && lineQuarters >= range.min && lineQuarters <= range.max ? undefined : 'bad-line';
};

export const expectedGoalsProblem = (expected: number): MarketProblemCode | undefined =>
  Number.isFinite(expected) && expected > 0 && expected <= maxExpectedGoals ? undefined : 'bad-expected-goals';

/** A quarter line's two halves, in quarters (-3 -> [-4, -2]); a half or whole line is itself twice. */
export const splitLine = (lineQuarters: number): [number, number] =>
  lineQuarters % 2 === 0 ? [lineQuarters, lineQuarters] : [lineQuarters - 1, lineQuarters + 1];

const goalsText = (quarters: number): string => {
  const magnitude = Math.abs(quarters);
  const whole = Math.floor(magnitude / quartersPerGoal);
  const rest = ['', '.25', '.5', '.75'][magnitude % quartersPerGoal];
  return `${whole}${rest}`;
};

/**
 * A line as players read it: handicaps signed ("-0.75", "+1.5", "0"), totals unsigned ("2.25").
 * `split` prints a quarter line as its halves, as Asian books do ("0/-0.5", "2/2.5").
 */
export const formatLine = (kind: 'asian-handicap' | 'total', lineQuarters: number, split = false): string => {
  const one = (q: number): string => (kind === 'total' || q === 0 ? goalsText(q) : `${q < 0 ? '-' : '+'}${goalsText(q)}`);
  if (!split || lineQuarters % 2 === 0) return one(lineQuarters);
  const [lower, upper] = splitLine(lineQuarters);
  // Nearer zero first: "0/-0.5", "-0.5/-1", "2/2.5".
  return Math.abs(lower) < Math.abs(upper) ? `${one(lower)}/${one(upper)}` : `${one(upper)}/${one(lower)}`;
};

/** P(0) .. P(maxGoals) of a Poisson variable, by the recurrence P(k) = P(k-1) λ / k. */
export const poisson = (expected: number, maxGoals: number): number[] => {
  const probabilities = [Math.exp(-expected)];
  let previous = probabilities[0] ?? 0;
  for (let k = 1; k <= maxGoals; k += 1) {
    previous = (previous * expected) / k;
    probabilities.push(previous);
  }
  return probabilities;
};

/** cells[h][a] = P(home scores h and away scores a), summing to 1. */
export type ScoreGrid = { cells: number[][] };

export const scoreGrid = (homeExpected: number, awayExpected: number): ScoreGrid => {
  if (expectedGoalsProblem(homeExpected) !== undefined || expectedGoalsProblem(awayExpected) !== undefined) throw new RangeError('bad-expected-goals');
  const home = poisson(homeExpected, gridMaxGoals);
  const away = poisson(awayExpected, gridMaxGoals);
  const total = home.reduce((s, p) => s + p, 0) * away.reduce((s, p) => s + p, 0);
  return { cells: home.map((ph) => away.map((pa) => (ph * pa) / total)) };
};

const sumWhere = (grid: ScoreGrid, keep: (home: number, away: number) => boolean): number =>
  grid.cells.reduce((sum, row, h) => row.reduce((rowSum, p, a) => (keep(h, a) ? rowSum + p : rowSum), sum), 0);

export type MatchResultProbabilities = { home: number; draw: number; away: number };

export const matchResultProbabilities = (grid: ScoreGrid): MatchResultProbabilities => ({
  home: sumWhere(grid, (h, a) => h > a),
  draw: sumWhere(grid, (h, a) => h === a),
  away: sumWhere(grid, (h, a) => h < a),
});

export type LineProbabilities = { win: number; halfWin: number; push: number; halfLoss: number; loss: number };

type Whole = 1 | 0 | -1;
const sign = (marginQuarters: number): Whole => (marginQuarters > 0 ? 1 : marginQuarters < 0 ? -1 : 0);

/**
 * Sums the grid by the outcome of a line bet. `marginOf(h, a)` is the selection's goals measured
 * against what it beats, in quarters, before the line; each half of the line adds its quarters.
 */
const lineProbabilities = (grid: ScoreGrid, lineQuarters: number, marginOf: (home: number, away: number) => number): LineProbabilities => {
  const [lower, upper] = splitLine(lineQuarters);
  const result: LineProbabilities = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  grid.cells.forEach((row, h) =>
    row.forEach((p, a) => {
      const halves = sign(marginOf(h, a) + lower) + sign(marginOf(h, a) + upper);
      // Two halves: +2 both win, +1 win and push, 0 both push (halves half a goal apart never split win/loss), -1, -2.
      if (halves === 2) result.win += p;
      else if (halves === 1) result.halfWin += p;
      else if (halves === 0) result.push += p;
      else if (halves === -1) result.halfLoss += p;
      else result.loss += p;
    }),
  );
  return result;
};

/** Outcome probabilities of `side` with `lineQuarters` added to its goals (home -0.75 is side home, -3). */
export const handicapProbabilities = (grid: ScoreGrid, side: 'home' | 'away', lineQuarters: number): LineProbabilities => {
  if (lineProblem('asian-handicap', lineQuarters) !== undefined) throw new RangeError('bad-line');
  return lineProbabilities(grid, lineQuarters, (h, a) => (side === 'home' ? h - a : a - h) * quartersPerGoal);
};

/** Outcome probabilities of over or under the total line. */
export const totalProbabilities = (grid: ScoreGrid, pick: 'over' | 'under', lineQuarters: number): LineProbabilities => {
  if (lineProblem('total', lineQuarters) !== undefined) throw new RangeError('bad-line');
  // Over: goals x 4 - line > 0, i.e. margin goals x 4 with the line negated; under is the mirror.
  if (pick === 'over') return lineProbabilities(grid, -lineQuarters, (h, a) => (h + a) * quartersPerGoal);
  return lineProbabilities(grid, lineQuarters, (h, a) => -(h + a) * quartersPerGoal);
};

/**
 * The win probability a line bet is worth, 1 / fair odds. A fair price o returns 1 on average:
 * win·o + halfWin·(1 + o)/2 + push + halfLoss/2 = 1, so
 *
 *   1/o = (win + halfWin/2) / (win + halfWin/2 + halfLoss/2 + loss)
 *
 * The two sides of one line have the same denominator and numerators that add up to it, so their
 * effective probabilities sum to 1 and feed priceWithMargin like any two-way market.
 */
export const effectiveWinProbability = (p: LineProbabilities): number => (p.win + p.halfWin / 2) / (p.win + p.halfWin / 2 + p.halfLoss / 2 + p.loss);

export type BothTeamsToScoreProbabilities = { yes: number; no: number };

export const bothTeamsToScoreProbabilities = (grid: ScoreGrid): BothTeamsToScoreProbabilities => {
  const yes = sumWhere(grid, (h, a) => h > 0 && a > 0);
  return { yes, no: 1 - yes };
};

export type CorrectScoreProbabilities = { scores: { home: number; away: number; probability: number }[]; anyOther: number };

/** Every score 0-0 .. maxGoals-maxGoals, home goals first, and "any other" for the rest. */
export const correctScoreProbabilities = (grid: ScoreGrid, maxGoals = correctScoreMaxGoals): CorrectScoreProbabilities => {
  if (!Number.isSafeInteger(maxGoals) || maxGoals < 0 || maxGoals > gridMaxGoals) throw new RangeError('bad-line');
  const scores: CorrectScoreProbabilities['scores'] = [];
  grid.cells.slice(0, maxGoals + 1).forEach((row, home) => row.slice(0, maxGoals + 1).forEach((probability, away) => scores.push({ home, away, probability })));
  const shown = scores.reduce((sum, s) => sum + s.probability, 0);
  return { scores, anyOther: Math.max(0, 1 - shown) };
};

export type OutrightEntry = { competitor: string; strength: number };

/** Outright winner: each competitor's chance is its strength over the field's (a rating, or a tipster's weight). */
export const outrightProbabilities = (entries: readonly OutrightEntry[]): { competitor: string; probability: number }[] => {
  if (entries.length < 2 || new Set(entries.map((e) => e.competitor)).size !== entries.length || entries.some((e) => e.competitor.length === 0))
    throw new RangeError('bad-competitor');
  if (!entries.every((e) => Number.isFinite(e.strength) && e.strength > 0)) throw new RangeError('bad-strength');
  const total = entries.reduce((sum, e) => sum + e.strength, 0);
  return entries.map((e) => ({ competitor: e.competitor, probability: e.strength / total }));
};

/** A market of a match, as the feed lists it; handicap lines are the home side's. */
export type MatchMarket =
  | { kind: '1x2' }
  | { kind: 'asian-handicap'; lineQuarters: number }
  | { kind: 'total'; lineQuarters: number }
  | { kind: 'both-teams-to-score' }
  | { kind: 'correct-score' };

/** The outcomes of a match market with the probabilities to price them by, summing to 1. */
export const matchMarketOutcomes = (grid: ScoreGrid, market: MatchMarket): { outcome: string; probability: number }[] => {
  switch (market.kind) {
    case '1x2': {
      const { home, draw, away } = matchResultProbabilities(grid);
      return [
        { outcome: 'home', probability: home },
        { outcome: 'draw', probability: draw },
        { outcome: 'away', probability: away },
      ];
    }
    case 'asian-handicap': {
      const home = effectiveWinProbability(handicapProbabilities(grid, 'home', market.lineQuarters));
      return [
        { outcome: 'home', probability: home },
        { outcome: 'away', probability: 1 - home },
      ];
    }
    case 'total': {
      const over = effectiveWinProbability(totalProbabilities(grid, 'over', market.lineQuarters));
      return [
        { outcome: 'over', probability: over },
        { outcome: 'under', probability: 1 - over },
      ];
    }
    case 'both-teams-to-score': {
      const { yes, no } = bothTeamsToScoreProbabilities(grid);
      return [
        { outcome: 'yes', probability: yes },
        { outcome: 'no', probability: no },
      ];
    }
    case 'correct-score': {
      const { scores, anyOther } = correctScoreProbabilities(grid);
      return [...scores.map((s) => ({ outcome: `${s.home}-${s.away}`, probability: s.probability })), { outcome: 'any-other', probability: anyOther }];
    }
  }
};

/**
 * Offered odds of a match market at a margin. An outcome the model gives no chance at all (a
 * probability that underflowed to 0) is left out rather than priced at the cap.
 */
export const priceMatchMarket = (grid: ScoreGrid, market: MatchMarket, marginBps: number): { outcome: string; odds: DecimalThousandths }[] => {
  const outcomes = matchMarketOutcomes(grid, market).filter((o) => o.probability > 0);
  const { odds } = priceWithMargin(
    outcomes.map((o) => o.probability),
    marginBps,
  );
  return outcomes.flatMap((o, i) => {
    const price = odds[i];
    return price === undefined ? [] : [{ outcome: o.outcome, odds: price }];
  });
};
