import { handicapLineQuarters, matchMarketOutcomes, scoreGrid, totalLineQuarters, type ScoreGrid } from '@gp/contracts';
import { lineDrafts } from './line-markets';
import { clamp, handicapHomeProbability, overProbability, type IntegerDistribution } from './model-math';
import { rngOf } from './random';
import { ratingOf, type Fixture } from './schedule';
import { abandon, breakWindows, lastIndexAtOrBefore, phasesFrom, wallTimeOf, type MarketDraft, type Timeline, type Window } from './timeline';
import type { MatchEvent, Score } from './types';

/**
 * Football: two halves of 45 minutes plus 1-3 and 2-5 minutes of stoppage, 15 minutes of half-time.
 * Goals of each side are a Poisson process on the match clock with rate lambda / 90 per minute,
 * lambda (expected goals over 90 minutes) from the two teams' ratings with a home advantage. A red
 * card (about one match in ten) cuts its side's rate by 30% and lifts the other's by 20% for the
 * rest of the match. Prices at a time use the score and cards so far and the expected goals of the
 * play time left, on the contracts' Poisson score grid shifted by the current score.
 */

const regulationSeconds = 90 * 60;
const priceBucketMs = 10_000;
const redCardRate = 0.05;
const correctScoreMinProbability = 0.0002;

const side = (home: boolean): 'home' | 'away' => (home ? 'home' : 'away');

/** The final-score grid: the remaining goals' grid moved by the goals already scored. */
const shiftedGrid = (grid: ScoreGrid, home: number, away: number): ScoreGrid => {
  const width = (grid.cells[0]?.length ?? 0) + away;
  return {
    cells: [...Array.from({ length: home }, () => new Array<number>(width).fill(0)), ...grid.cells.map((row) => [...new Array<number>(away).fill(0), ...row])],
  };
};

/** Distributions of the final margin (home - away) and total from a grid. */
const marginAndTotal = (grid: ScoreGrid): { margin: IntegerDistribution; total: IntegerDistribution } => {
  const size = grid.cells.length + (grid.cells[0]?.length ?? 0);
  const margin = new Array<number>(2 * size + 1).fill(0);
  const total = new Array<number>(size + 1).fill(0);
  grid.cells.forEach((row, h) =>
    row.forEach((p, a) => {
      margin[h - a + size]! += p;
      total[h + a]! += p;
    }),
  );
  return { margin: { offset: -size, probabilities: margin }, total: { offset: 0, probabilities: total } };
};

export const footballTimeline = (seed: string, fixture: Fixture): Timeline => {
  const rng = rngOf(`${seed}|match|${fixture.id}`);
  const home = ratingOf(seed, fixture.league, fixture.home.key);
  const away = ratingOf(seed, fixture.league, fixture.away.key);
  const lambda = {
    home: clamp(1.45 * (home / away) * rng.between(0.9, 1.1), 0.3, 3.8),
    away: clamp(1.15 * (away / home) * rng.between(0.9, 1.1), 0.25, 3.5),
  };
  const stoppage = [rng.int(1, 3), rng.int(2, 5)];
  const firstHalf = (45 + stoppage[0]!) * 60;
  const secondHalf = (45 + stoppage[1]!) * 60;
  const playSeconds = firstHalf + secondHalf;
  const phases = phasesFrom(fixture.startsAt, [
    { kind: 'play', name: 'first-half', period: 1, seconds: firstHalf },
    { kind: 'break', name: 'half-time', period: 1, seconds: 15 * 60 },
    { kind: 'play', name: 'second-half', period: 2, seconds: secondHalf },
  ]);

  // Red cards first: they change the goal rates from their time on.
  const cards: { second: number; home: boolean }[] = [];
  for (const isHome of [true, false]) {
    for (let s = rng.exponential(redCardRate / playSeconds); s < playSeconds; s += rng.exponential(redCardRate / playSeconds))
      cards.push({ second: Math.floor(s), home: isHome });
  }
  cards.sort((a, b) => a.second - b.second);
  const multipliersAfter = (second: number): { home: number; away: number } =>
    cards
      .filter((c) => c.second <= second)
      .reduce((m, c) => (c.home ? { home: m.home * 0.7, away: m.away * 1.2 } : { home: m.home * 1.2, away: m.away * 0.7 }), { home: 1, away: 1 });

  // Goals: a Poisson process per side, restarted at each card (memoryless, so this is exact).
  const goals: { second: number; home: boolean }[] = [];
  const boundaries = [0, ...cards.map((c) => c.second), playSeconds];
  for (let i = 0; i + 1 < boundaries.length; i += 1) {
    const [from, to] = [boundaries[i]!, boundaries[i + 1]!];
    const m = multipliersAfter(from);
    for (const isHome of [true, false]) {
      const rate = (isHome ? lambda.home * m.home : lambda.away * m.away) / regulationSeconds || 1e-12;
      for (let s = from + rng.exponential(rate); s < to; s += rng.exponential(rate)) goals.push({ second: Math.floor(s), home: isHome });
    }
  }
  goals.sort((a, b) => a.second - b.second || Number(b.home) - Number(a.home));

  const periodOf = (second: number): number => (second < firstHalf ? 1 : 2);
  const events: MatchEvent[] = [
    ...cards.map((c): MatchEvent => ({ at: wallTimeOf(phases, c.second), kind: 'red-card', side: side(c.home), period: periodOf(c.second) })),
    ...goals.map((g): MatchEvent => ({ at: wallTimeOf(phases, g.second), kind: 'goal', side: side(g.home), points: 1, period: periodOf(g.second) })),
    { at: phases[0]!.end, kind: 'period-end' as const, period: 1 },
    { at: phases[2]!.end, kind: 'period-end' as const, period: 2 },
  ].sort((a, b) => a.at - b.at);

  const snapshots: { at: number; score: Score }[] = [{ at: fixture.startsAt, score: { home: 0, away: 0, unit: 'goals', periods: [{ home: 0, away: 0 }] } }];
  const push = (at: number, change: (s: Score) => Score): void => {
    snapshots.push({ at, score: change(snapshots.at(-1)!.score) });
  };
  for (const e of events) {
    if (e.kind === 'goal') {
      push(e.at, (s) => {
        const periods = s.periods.map((p, i) =>
          i === s.periods.length - 1 ? { home: p.home + (e.side === 'home' ? 1 : 0), away: p.away + (e.side === 'away' ? 1 : 0) } : p,
        );
        return { ...s, home: s.home + (e.side === 'home' ? 1 : 0), away: s.away + (e.side === 'away' ? 1 : 0), periods };
      });
    }
    if (e.kind === 'period-end' && e.period === 1) push(phases[2]!.start, (s) => ({ ...s, periods: [...s.periods, { home: 0, away: 0 }] }));
  }
  snapshots.sort((a, b) => a.at - b.at);

  const suspensions: Window[] = [
    ...breakWindows(phases),
    ...events.filter((e) => e.kind === 'goal').map((e): Window => ({ from: e.at - 10_000, to: e.at + 45_000, reason: 'event' })),
    ...events.filter((e) => e.kind === 'red-card').map((e): Window => ({ from: e.at - 5_000, to: e.at + 30_000, reason: 'event' })),
  ];

  let parts = { events, snapshots, phases, suspensions };
  let abandonedAt: number | null = null;
  if (rng.chance(0.02)) {
    abandonedAt = wallTimeOf(phases, rng.int(10 * 60, playSeconds - 5 * 60));
    parts = abandon(parts, abandonedAt);
  }
  const endsAt = abandonedAt ?? phases[2]!.end;
  const finalScore = parts.snapshots.at(-1)!.score;
  let correction: Timeline['correction'] = null;
  if (abandonedAt === null && rng.chance(0.06)) {
    // A goal disallowed after the match, or one credited that was missed: the last period changes.
    const removable = (['home', 'away'] as const).filter((k) => finalScore.periods.at(-1)![k] > 0);
    const disallow = removable.length > 0 && rng.chance(0.5);
    const who = disallow ? rng.pick(removable) : rng.pick(['home', 'away'] as const);
    const delta = disallow ? -1 : 1;
    const periods = finalScore.periods.map((p, i) => (i === finalScore.periods.length - 1 ? { ...p, [who]: p[who] + delta } : p));
    correction = { at: endsAt + rng.int(8, 30) * 60_000, score: { ...finalScore, [who]: finalScore[who] + delta, periods } };
  }

  const playElapsedAt = (at: number): number => {
    const phase = parts.phases.find((p) => at >= p.start && at < p.end) ?? parts.phases.findLast((p) => p.start <= at);
    if (!phase || at < fixture.startsAt) return 0;
    return phase.clockStart + (phase.kind === 'play' ? Math.max(0, (Math.min(at, phase.end) - phase.start) / 1000) : 0);
  };

  const price = (at: number): MarketDraft[] => {
    const bucketStart = Math.max(fixture.startsAt, Math.floor(at / priceBucketMs) * priceBucketMs);
    const live = at >= fixture.startsAt;
    const elapsed = live ? playElapsedAt(bucketStart) : 0;
    const remaining = Math.max(0, playSeconds - elapsed) / regulationSeconds;
    const score = live ? parts.snapshots[Math.max(0, lastIndexAtOrBefore(parts.snapshots, at))]!.score : { home: 0, away: 0 };
    const m = live ? multipliersAfter(elapsed) : { home: 1, away: 1 };
    const grid = shiftedGrid(
      scoreGrid(Math.max(1e-6, lambda.home * m.home * remaining), Math.max(1e-6, lambda.away * m.away * remaining)),
      score.home,
      score.away,
    );
    const { margin, total } = marginAndTotal(grid);
    const outcomes = (market: Parameters<typeof matchMarketOutcomes>[1]) =>
      matchMarketOutcomes(grid, market).map((o) => ({ key: o.outcome === 'any-other' ? 'other' : o.outcome, probability: o.probability }));
    const firstSide = (market: Parameters<typeof matchMarketOutcomes>[1]): number => outcomes(market)[0]!.probability;
    const drafts: MarketDraft[] = [{ key: '1x2', kind: '1x2', main: true, outcomes: outcomes({ kind: '1x2' }) }];
    drafts.push(
      ...lineDrafts({
        kind: 'asian-handicap',
        min: handicapLineQuarters.min,
        max: handicapLineQuarters.max,
        step: 1,
        around: 2,
        search: (q) => handicapHomeProbability(margin, q),
        price: (q) => firstSide({ kind: 'asian-handicap', lineQuarters: q }),
      }),
      ...lineDrafts({
        kind: 'total',
        min: totalLineQuarters.min,
        max: totalLineQuarters.max,
        step: 1,
        around: 2,
        search: (q) => overProbability(total, q),
        price: (q) => firstSide({ kind: 'total', lineQuarters: q }),
      }),
    );
    const btts = outcomes({ kind: 'both-teams-to-score' });
    if (Math.min(...btts.map((o) => o.probability)) > 1e-9) drafts.push({ key: 'btts', kind: 'both-teams-to-score', main: false, outcomes: btts });
    const correct = outcomes({ kind: 'correct-score' }).filter((o) => o.probability >= correctScoreMinProbability);
    if (correct.length >= 2) drafts.push({ key: 'cs', kind: 'correct-score', main: false, outcomes: correct });
    return drafts;
  };

  return {
    fixture,
    unit: 'goals',
    lineUnit: 'goals',
    endsAt,
    abandonedAt,
    ...parts,
    correction,
    priceKey: (at) => (at < fixture.startsAt ? 'pre' : `${Math.floor(at / priceBucketMs)}:${lastIndexAtOrBefore(parts.events, at)}`),
    price,
    resultFor: (_market, score) => ({ kind: 'score', home: score.home, away: score.away }),
  };
};
