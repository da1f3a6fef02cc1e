import { lineDrafts } from './line-markets';
import { clamp, discreteNormal, handicapHomeProbability, overProbability, probabilityAbove } from './model-math';
import { rngOf } from './random';
import { ratingOf, type Fixture } from './schedule';
import { abandon, breakWindows, lastIndexAtOrBefore, phasesFrom, type MarketDraft, type Phase, type Timeline, type Window } from './timeline';
import type { MatchEvent, Score } from './types';

/**
 * Basketball: four 12-minute quarters on a running clock (2-minute breaks, 10 at half-time), and
 * 5-minute overtimes while tied (after a third overtime a last free throw decides). Each side scores
 * in a compound Poisson process: baskets at a constant rate, worth 1 (15%), 2 (60%) or 3 (25%)
 * points (mean 2.1, mean square 4.8), the expected points over 48 minutes from the ratings.
 *
 * Prices: the points still to come of each side are approximately normal (mean rate x 2.1 x time
 * left, variance rate x 4.8 x time left); the final margin and total are that normal plus the
 * current score, on the integers by continuity correction. The winner market counts a tie as half
 * a win for each side (overtime is close to a coin toss). Lines are half points.
 */

const quarterSeconds = 12 * 60;
const overtimeSeconds = 5 * 60;
const regulationSeconds = 4 * quarterSeconds;
const meanPoints = 2.1;
const meanSquarePoints = 4.8;
const priceBucketMs = 10_000;

const pointsOf = (u: number): number => (u < 0.15 ? 1 : u < 0.75 ? 2 : 3);

export const basketballTimeline = (seed: string, fixture: Fixture): Timeline => {
  const rng = rngOf(`${seed}|match|${fixture.id}`);
  const home = ratingOf(seed, fixture.league, fixture.home.key);
  const away = ratingOf(seed, fixture.league, fixture.away.key);
  const expected = {
    home: clamp(104 * (home / away) ** 0.15 * rng.between(0.97, 1.03) + 2.5, 85, 125),
    away: clamp(104 * (away / home) ** 0.15 * rng.between(0.97, 1.03), 82, 122),
  };
  const basketRate = { home: expected.home / meanPoints / regulationSeconds, away: expected.away / meanPoints / regulationSeconds };

  const parts: { kind: 'play' | 'break'; name: string; period: number; seconds: number }[] = [];
  const plays: { second: number; home: boolean; points: number; period: number }[] = [];
  let clock = 0;
  let score = { home: 0, away: 0 };
  const playPeriod = (name: string, period: number, seconds: number): void => {
    parts.push({ kind: 'play', name, period, seconds });
    const found: typeof plays = [];
    for (const isHome of [true, false]) {
      const rate = isHome ? basketRate.home : basketRate.away;
      for (let s = rng.exponential(rate); s < seconds; s += rng.exponential(rate))
        found.push({ second: clock + Math.floor(s), home: isHome, points: pointsOf(rng.next()), period });
    }
    found.sort((a, b) => a.second - b.second || Number(b.home) - Number(a.home));
    for (const p of found) score = { home: score.home + (p.home ? p.points : 0), away: score.away + (p.home ? 0 : p.points) };
    plays.push(...found);
    clock += seconds;
  };
  for (let q = 1; q <= 4; q += 1) {
    playPeriod(`q${q}`, q, quarterSeconds);
    if (q < 4) parts.push({ kind: 'break', name: q === 2 ? 'half-time' : 'break', period: q, seconds: q === 2 ? 600 : 120 });
  }
  for (let ot = 1; score.home === score.away && ot <= 3; ot += 1) {
    parts.push({ kind: 'break', name: 'break', period: 4 + ot - 1, seconds: 120 });
    playPeriod(`ot${ot}`, 4 + ot, overtimeSeconds);
  }
  if (score.home === score.away) {
    const isHome = rng.chance(0.5);
    plays.push({ second: clock - 1, home: isHome, points: 1, period: parts.at(-1)!.period });
  }
  const phases: Phase[] = phasesFrom(fixture.startsAt, parts);
  const playPhases = phases.filter((p) => p.kind === 'play');
  const wall = (second: number): number => {
    const phase = playPhases.find((p) => second < p.clockStart + (p.end - p.start) / 1000) ?? playPhases.at(-1)!;
    return phase.start + (second - phase.clockStart) * 1000;
  };

  const events: MatchEvent[] = [
    ...plays.map((p): MatchEvent => ({ at: wall(p.second), kind: 'score', side: p.home ? 'home' : 'away', points: p.points, period: p.period })),
    ...playPhases.map((p): MatchEvent => ({ at: p.end, kind: 'period-end', period: p.period })),
  ].sort((a, b) => a.at - b.at || (a.kind === 'period-end' ? 1 : 0) - (b.kind === 'period-end' ? 1 : 0));

  const snapshots: { at: number; score: Score }[] = [{ at: fixture.startsAt, score: { home: 0, away: 0, unit: 'points', periods: [{ home: 0, away: 0 }] } }];
  // Fold in time order: period starts open a new period, scores add to the last one.
  const timeline = [
    ...playPhases.slice(1).map((p) => ({ at: p.start, open: true as const })),
    ...events.filter((e) => e.kind === 'score').map((e) => ({ at: e.at, open: false as const, event: e })),
  ].sort((a, b) => a.at - b.at || Number(b.open) - Number(a.open));
  for (const step of timeline) {
    const last = snapshots.at(-1)!.score;
    if (step.open) snapshots.push({ at: step.at, score: { ...last, periods: [...last.periods, { home: 0, away: 0 }] } });
    else {
      const e = step.event!;
      const h = e.side === 'home' ? e.points! : 0;
      const a = e.side === 'away' ? e.points! : 0;
      const periods = last.periods.map((p, i) => (i === last.periods.length - 1 ? { home: p.home + h, away: p.away + a } : p));
      snapshots.push({ at: step.at, score: { ...last, home: last.home + h, away: last.away + a, periods } });
    }
  }

  const suspensions: Window[] = [
    ...breakWindows(phases),
    ...events.filter((e) => e.kind === 'score').map((e): Window => ({ from: e.at - 2_000, to: e.at + 3_000, reason: 'event' })),
  ];
  let built = { events, snapshots, phases, suspensions };
  let abandonedAt: number | null = null;
  if (rng.chance(0.01)) {
    abandonedAt = wall(rng.int(5 * 60, regulationSeconds - 60));
    built = abandon(built, abandonedAt);
  }
  const endsAt = abandonedAt ?? phases.at(-1)!.end;
  const finalScore = built.snapshots.at(-1)!.score;
  let correction: Timeline['correction'] = null;
  if (abandonedAt === null && rng.chance(0.05)) {
    // A scoring error found on review: 1-3 points added to or taken from one side, never a tie.
    const who = rng.pick(['home', 'away'] as const);
    let delta = rng.pick([-3, -2, -1, 1, 2, 3]);
    if (finalScore[who] + delta < 0) delta = -delta;
    const other = who === 'home' ? finalScore.away : finalScore.home;
    if (finalScore[who] + delta === other) delta += delta > 0 ? 1 : -1;
    const periods = finalScore.periods.map((p, i) => (i === finalScore.periods.length - 1 ? { ...p, [who]: Math.max(0, p[who] + delta) } : p));
    correction = { at: endsAt + rng.int(10, 40) * 60_000, score: { ...finalScore, [who]: finalScore[who] + delta, periods } };
  }

  const playSecondsAt = (at: number): number => {
    if (at < fixture.startsAt) return 0;
    const phase = built.phases.findLast((p) => p.start <= at)!;
    return phase.clockStart + (phase.kind === 'play' ? (Math.min(at, phase.end) - phase.start) / 1000 : 0);
  };
  const totalPlaySeconds = playPhases.reduce((sum, p) => sum + (p.end - p.start) / 1000, 0);

  const price = (at: number): MarketDraft[] => {
    const live = at >= fixture.startsAt;
    const bucketStart = Math.max(fixture.startsAt, Math.floor(at / priceBucketMs) * priceBucketMs);
    const elapsed = live ? playSecondsAt(bucketStart) : 0;
    // In overtime the time left is the overtime's; in regulation, regulation's.
    const left = Math.max(0, (elapsed >= regulationSeconds ? totalPlaySeconds : regulationSeconds) - elapsed);
    const now = live ? built.snapshots[Math.max(0, lastIndexAtOrBefore(built.snapshots, at))]!.score : { home: 0, away: 0 };
    const mean = { home: basketRate.home * meanPoints * left, away: basketRate.away * meanPoints * left };
    const variance = (basketRate.home + basketRate.away) * meanSquarePoints * left;
    const margin = discreteNormal(now.home - now.away + mean.home - mean.away, variance);
    const total = discreteNormal(now.home + now.away + mean.home + mean.away, variance);
    const tie = probabilityAbove(margin, -1) - probabilityAbove(margin, 0);
    const homeWins = probabilityAbove(margin, 0) + tie / 2;
    const centre = (value: number): number => 4 * Math.round(value) + 2;
    const marginMean = margin.offset + margin.probabilities.reduce((s, p, i) => s + p * i, 0);
    const totalMean = total.offset + total.probabilities.reduce((s, p, i) => s + p * i, 0);
    return [
      {
        key: 'ml',
        kind: 'match-winner',
        main: true,
        outcomes: [
          { key: 'home', probability: homeWins },
          { key: 'away', probability: 1 - homeWins },
        ],
      },
      ...lineDrafts({
        kind: 'asian-handicap',
        min: centre(-marginMean) - 40,
        max: centre(-marginMean) + 40,
        step: 4,
        around: 2,
        search: (q) => handicapHomeProbability(margin, q),
      }),
      ...lineDrafts({
        kind: 'total',
        min: Math.max(2, centre(totalMean) - 40),
        max: centre(totalMean) + 40,
        step: 4,
        around: 2,
        search: (q) => overProbability(total, q),
      }),
    ];
  };

  return {
    fixture,
    unit: 'points',
    lineUnit: 'points',
    endsAt,
    abandonedAt,
    ...built,
    correction,
    priceKey: (at) => (at < fixture.startsAt ? 'pre' : `${Math.floor(at / priceBucketMs)}:${lastIndexAtOrBefore(built.snapshots, at)}`),
    price,
    resultFor: (_market, s) => ({ kind: 'score', home: s.home, away: s.away }),
  };
};
