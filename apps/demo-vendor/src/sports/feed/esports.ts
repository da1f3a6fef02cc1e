import { leagueOf } from './catalog';
import { lineDrafts } from './line-markets';
import { clamp, handicapHomeProbability, normalCdf, normalQuantile, overProbability, type IntegerDistribution } from './model-math';
import { rngOf } from './random';
import { ratingOf, type Fixture } from './schedule';
import { abandon, breakWindows, lastIndexAtOrBefore, phasesFrom, type MarketDraft, type Timeline, type Window } from './timeline';
import type { MatchEvent, Score } from './types';

/**
 * E-sports series, best of three maps (CS2 maps 30-50 minutes, Dota 2 28-55, League of Legends
 * 25-40; 6-minute breaks). The home side wins a map with probability p from the ratings (0.2-0.8).
 * Inside a map the advantage is a random walk: X starts at 0 and moves by d/20 + N(0, 1/20) in each
 * twentieth of the map, with d = quantile(p), and the side ahead at the end wins, so P(home) = p
 * before the map and Phi((X + d (1 - s)) / sqrt(1 - s)) after a share s of it. In-play prices move
 * with that walk and with each map; the series markets follow from the maps still to play.
 * About 1% of series are abandoned (void); 10% of 2-1 results are overturned on appeal (1-2).
 */

const segments = 20;
const mapMinutes: Record<string, [number, number]> = { cs2: [30, 50], dota2: [28, 55], lol: [25, 40] };

/** P(final maps = (home, away)) from the current maps, the current map's chance and later maps'. */
const seriesOutcomes = (mapsHome: number, mapsAway: number, current: number, later: number): Map<string, number> => {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, weight: number): void => {
    if (h === 2 || a === 2) {
      result.set(`${h}-${a}`, (result.get(`${h}-${a}`) ?? 0) + weight);
      return;
    }
    walk(h + 1, a, later, weight * p);
    walk(h, a + 1, later, weight * (1 - p));
  };
  walk(mapsHome, mapsAway, current, 1);
  return result;
};

export const esportsTimeline = (seed: string, fixture: Fixture): Timeline => {
  const rng = rngOf(`${seed}|match|${fixture.id}`);
  const home = ratingOf(seed, fixture.league, fixture.home.key);
  const away = ratingOf(seed, fixture.league, fixture.away.key);
  const p = clamp(0.5 + 0.45 * (home - away) + rng.between(-0.03, 0.03), 0.2, 0.8);
  const drift = normalQuantile(p);
  const [minMinutes, maxMinutes] = mapMinutes[leagueOf(fixture.league)?.title ?? 'cs2'] ?? [30, 50];
  const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

  const parts: { kind: 'play' | 'break'; name: string; period: number; seconds: number }[] = [];
  const maps: { walk: number[]; home: boolean; partIndex: number }[] = [];
  let wins = { home: 0, away: 0 };
  while (wins.home < 2 && wins.away < 2) {
    const number = maps.length + 1;
    if (number > 1) parts.push({ kind: 'break', name: 'break', period: number - 1, seconds: 6 * 60 });
    parts.push({ kind: 'play', name: `map${number}`, period: number, seconds: rng.int(minMinutes * 60, maxMinutes * 60) });
    const walk = [0];
    for (let k = 1; k <= segments; k += 1) walk.push(walk[k - 1]! + drift / segments + gaussian() / Math.sqrt(segments));
    const homeWon = walk[segments]! > 0;
    maps.push({ walk, home: homeWon, partIndex: parts.length - 1 });
    wins = { home: wins.home + (homeWon ? 1 : 0), away: wins.away + (homeWon ? 0 : 1) };
  }
  const phases = phasesFrom(fixture.startsAt, parts);

  const events: MatchEvent[] = [];
  const snapshots: { at: number; score: Score }[] = [{ at: fixture.startsAt, score: { home: 0, away: 0, unit: 'maps', periods: [] } }];
  maps.forEach((m, i) => {
    const at = phases[m.partIndex]!.end;
    events.push({ at, kind: 'map', side: m.home ? 'home' : 'away', points: 1, period: i + 1 });
    const last = snapshots.at(-1)!.score;
    snapshots.push({
      at,
      score: {
        ...last,
        home: last.home + (m.home ? 1 : 0),
        away: last.away + (m.home ? 0 : 1),
        periods: [...last.periods, { home: m.home ? 1 : 0, away: m.home ? 0 : 1 }],
      },
    });
  });

  const suspensions: Window[] = [...breakWindows(phases), ...events.map((e): Window => ({ from: e.at - 10_000, to: e.at + 30_000, reason: 'event' }))];
  let built = { events, snapshots, phases, suspensions };
  let abandonedAt: number | null = null;
  if (rng.chance(0.01)) {
    const phase = rng.pick(phases.filter((ph) => ph.kind === 'play'));
    abandonedAt = Math.round((phase.start + phase.end) / 2);
    built = abandon(built, abandonedAt);
  }
  const endsAt = abandonedAt ?? phases.at(-1)!.end;
  const finalScore = built.snapshots.at(-1)!.score;
  let correction: Timeline['correction'] = null;
  if (abandonedAt === null && finalScore.home + finalScore.away === 3 && rng.chance(0.1)) {
    const periods = finalScore.periods.map((m, i) => (i === 2 ? { home: m.away, away: m.home } : m));
    correction = { at: endsAt + rng.int(10, 40) * 60_000, score: { ...finalScore, home: finalScore.away, away: finalScore.home, periods } };
  }

  /** The map in play at t and the share of it done, or null in a break or before the start. */
  const inMap = (at: number): { index: number; segment: number } | null => {
    const index = maps.findIndex((m) => at >= phases[m.partIndex]!.start && at < phases[m.partIndex]!.end);
    if (index < 0) return null;
    const phase = phases[maps[index]!.partIndex]!;
    return { index, segment: Math.floor(((at - phase.start) / (phase.end - phase.start)) * segments) };
  };

  const price = (at: number): MarketDraft[] => {
    const live = at >= fixture.startsAt;
    const score = live ? built.snapshots[Math.max(0, lastIndexAtOrBefore(built.snapshots, at))]!.score : snapshots[0]!.score;
    const position = live ? inMap(at) : null;
    let current = p;
    if (position && position.segment > 0) {
      const share = position.segment / segments;
      current = normalCdf((maps[position.index]!.walk[position.segment]! + drift * (1 - share)) / Math.sqrt(1 - share));
    }
    const outcomes = seriesOutcomes(score.home, score.away, current, p);
    const margin: IntegerDistribution = { offset: -2, probabilities: [0, 0, 0, 0, 0] };
    const total: IntegerDistribution = { offset: 0, probabilities: [0, 0, 0, 0] };
    let homeWins = 0;
    for (const [key, q] of outcomes) {
      const [h, a] = key.split('-').map(Number) as [number, number];
      if (h > a) homeWins += q;
      margin.probabilities[h - a + 2]! += q;
      total.probabilities[h + a]! += q;
    }
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
      ...lineDrafts({ kind: 'asian-handicap', min: -6, max: 6, step: 12, around: 1, search: (q) => handicapHomeProbability(margin, q) }),
      ...lineDrafts({ kind: 'total', min: 10, max: 10, step: 4, around: 0, search: (q) => overProbability(total, q) }),
    ];
  };

  return {
    fixture,
    unit: 'maps',
    lineUnit: 'maps',
    endsAt,
    abandonedAt,
    ...built,
    correction,
    priceKey: (at) => {
      if (at < fixture.startsAt) return 'pre';
      const position = inMap(at);
      return `${lastIndexAtOrBefore(built.snapshots, at)}:${position ? `${position.index}.${position.segment}` : 'b'}`;
    },
    price,
    resultFor: (_market, s) => ({ kind: 'score', home: s.home, away: s.away }),
  };
};
