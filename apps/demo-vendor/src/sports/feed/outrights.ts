import { outrightProbabilities } from '@gp/contracts';
import { leagueOf, type LeagueSetup } from './catalog';
import { outrightId, parseEventId, weekStartOf } from './ids';
import { ratingOf, dayMs, fixturesOfDay } from './schedule';
import type { MarketDraft, Timeline } from './timeline';
import type { Competitor } from './types';

/**
 * Outrights: each league with a daily schedule has a weekly table (Monday to Sunday, UTC). A win is
 * 3 points, a draw 1; ties go to the better score difference, then more scored, then the stronger
 * rating. The winner is the table's leader once every match of the week has a result; an abandoned
 * match counts for nobody. A later result correction that changes the leader publishes version 2.
 *
 * Prices are a heuristic, not a simulation: a competitor's weight is e^(0.8 points) x rating^(1 + 6 x
 * share of the week still to play), so the table dominates as the week goes on, and a competitor
 * that can no longer reach the leader's points is not offered.
 */

export type Season = {
  id: string;
  league: LeagueSetup;
  weekStartDay: number;
  startsAt: number;
  endsAt: number;
  matches: Timeline[];
};

export type Standing = { competitor: Competitor; played: number; remaining: number; points: number; difference: number; scored: number; rating: number };

export const seasonOf = (seed: string, id: string, timelineOf: (id: string) => Timeline | null): Season | null => {
  const parsed = parseEventId(id);
  if (parsed?.kind !== 'outright') return null;
  const league = leagueOf(parsed.league);
  if (!league?.hasOutright) return null;
  const matches: Timeline[] = [];
  for (let day = parsed.weekStartDay; day < parsed.weekStartDay + 7; day += 1)
    for (const f of fixturesOfDay(seed, day, league)) {
      const timeline = timelineOf(f.id);
      if (timeline) matches.push(timeline);
    }
  return { id, league, weekStartDay: parsed.weekStartDay, startsAt: parsed.weekStartDay * dayMs, endsAt: (parsed.weekStartDay + 7) * dayMs, matches };
};

export const seasonIdAt = (league: LeagueSetup, at: number): string => outrightId(weekStartOf(Math.floor(at / dayMs)), league.key);

/** The official score of a match at t, as the table counts it: null while pending or void. */
const countedScore = (m: Timeline, at: number): { home: number; away: number } | null => {
  if (at < m.endsAt || m.abandonedAt !== null) return null;
  const score = m.correction && at >= m.correction.at ? m.correction.score : m.snapshots.at(-1)!.score;
  return { home: score.home, away: score.away };
};

export const standingsAt = (seed: string, season: Season, at: number): Standing[] => {
  const table = new Map<string, Standing>(
    season.league.competitors.map((c) => [
      c.key,
      { competitor: c, played: 0, remaining: 0, points: 0, difference: 0, scored: 0, rating: ratingOf(seed, season.league.key, c.key) },
    ]),
  );
  for (const m of season.matches) {
    const home = table.get(m.fixture.home.key)!;
    const away = table.get(m.fixture.away.key)!;
    const score = countedScore(m, at);
    if (!score) {
      if (at < m.endsAt) {
        home.remaining += 1;
        away.remaining += 1;
      }
      continue;
    }
    for (const [row, own, other] of [
      [home, score.home, score.away],
      [away, score.away, score.home],
    ] as const) {
      row.played += 1;
      row.points += own > other ? 3 : own === other ? 1 : 0;
      row.difference += own - other;
      row.scored += own;
    }
  }
  return [...table.values()].sort((a, b) => b.points - a.points || b.difference - a.difference || b.scored - a.scored || b.rating - a.rating);
};

/** When the last match of the season ends: the outright's result is known from then. */
export const seasonDecidedAt = (season: Season): number => Math.max(season.endsAt, ...season.matches.map((m) => m.endsAt));

/** The last kick-off of the season: the outright closes then. */
export const seasonClosesAt = (season: Season): number => Math.max(season.startsAt, ...season.matches.map((m) => m.fixture.startsAt));

/** Every time the winner was published: the first at the decision, then each correction that changed the leader. */
export const outrightVersions = (seed: string, season: Season): { at: number; winner: string }[] => {
  const decidedAt = seasonDecidedAt(season);
  const versions = [{ at: decidedAt, winner: standingsAt(seed, season, decidedAt)[0]!.competitor.key }];
  const corrections = season.matches
    .map((m) => m.correction?.at)
    .filter((at): at is number => at !== undefined && at > decidedAt)
    .sort((a, b) => a - b);
  for (const at of corrections) {
    const winner = standingsAt(seed, season, at)[0]!.competitor.key;
    if (winner !== versions.at(-1)!.winner) versions.push({ at, winner });
  }
  return versions;
};

export const outrightDraft = (seed: string, season: Season, at: number): MarketDraft | null => {
  const table = standingsAt(seed, season, at);
  const total = season.matches.length || 1;
  const share = season.matches.filter((m) => at < m.endsAt).length / total;
  const leader = table[0]!.points;
  const alive = table.filter((s) => s.points + 3 * s.remaining >= leader);
  if (alive.length < 2) return null;
  const entries = alive.map((s) => ({ competitor: s.competitor.key, strength: Math.exp(0.8 * (s.points - leader)) * s.rating ** (1 + 6 * share) }));
  return {
    key: 'out',
    kind: 'outright',
    main: true,
    outcomes: outrightProbabilities(entries).map((o) => ({ key: o.competitor, probability: o.probability })),
  };
};
