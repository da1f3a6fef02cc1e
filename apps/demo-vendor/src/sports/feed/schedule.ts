import { leagueOf, leagues, type LeagueSetup } from './catalog';
import { matchId, parseEventId } from './ids';
import { rngOf } from './random';
import type { Competitor, SportKey } from './types';

/**
 * Fixtures per UTC day and league, a pure function of (seed, day, league). A daily league plays
 * 2-4 matches at distinct five-minute slots between 00:00 and 23:55, each team at most once a day;
 * a rolling league kicks off every few minutes all day so something is always live or about to be.
 */

export const dayMs = 86_400_000;
const minuteMs = 60_000;
const slotMinutes = 5;

export type Fixture = {
  id: string;
  sport: SportKey;
  league: string;
  day: number;
  number: number;
  home: Competitor;
  away: Competitor;
  startsAt: number;
};

export const dayOf = (ms: number): number => Math.floor(ms / dayMs);

const build = (seed: string, day: number, league: LeagueSetup): Fixture[] => {
  const rng = rngOf(`${seed}|schedule|${day}|${league.key}`);
  const fixture = (number: number, minute: number, home: Competitor, away: Competitor): Fixture => ({
    id: matchId(day, league.key, number),
    sport: league.sport,
    league: league.key,
    day,
    number,
    home,
    away,
    startsAt: day * dayMs + minute * minuteMs,
  });
  if (league.schedule.kind === 'every') {
    const { minutes, offsetMinutes } = league.schedule;
    const list: Fixture[] = [];
    for (let minute = offsetMinutes, n = 1; minute < 1440; minute += minutes, n += 1) {
      const [home, away] = rng.shuffle(league.competitors);
      list.push(fixture(n, minute, home!, away!));
    }
    return list;
  }
  const count = Math.min(rng.int(league.schedule.min, league.schedule.max), Math.floor(league.competitors.length / 2));
  const slots = new Set<number>();
  while (slots.size < count) slots.add(rng.int(0, 1440 / slotMinutes - 1) * slotMinutes);
  const teams = rng.shuffle(league.competitors);
  return [...slots].sort((a, b) => a - b).map((minute, i) => fixture(i + 1, minute, teams[2 * i]!, teams[2 * i + 1]!));
};

const cache = new Map<string, Fixture[]>();
const cacheLimit = 2_000;

/** The league's fixtures of a UTC day, in kick-off order (memoised). */
export const fixturesOfDay = (seed: string, day: number, league: LeagueSetup): Fixture[] => {
  const key = `${seed}|${day}|${league.key}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const list = build(seed, day, league);
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
  cache.set(key, list);
  return list;
};

export const fixtureById = (seed: string, id: string): Fixture | null => {
  const parsed = parseEventId(id);
  if (parsed?.kind !== 'match') return null;
  const league = leagueOf(parsed.league);
  if (!league) return null;
  return fixturesOfDay(seed, parsed.day, league).find((f) => f.number === parsed.number) ?? null;
};

/** Every fixture kicking off in [fromMs, toMs), in kick-off order. */
export const fixturesBetween = (seed: string, fromMs: number, toMs: number, only?: (league: LeagueSetup) => boolean): Fixture[] => {
  const list: Fixture[] = [];
  for (let day = dayOf(fromMs); day <= dayOf(toMs - 1); day += 1)
    for (const league of leagues) {
      if (only && !only(league)) continue;
      for (const f of fixturesOfDay(seed, day, league)) if (f.startsAt >= fromMs && f.startsAt < toMs) list.push(f);
    }
  return list.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
};

/** A team's (or player's) strength in its league, fixed per seed: 0.75 (weak) .. 1.35 (strong). */
export const ratingOf = (seed: string, league: string, competitor: string): number => rngOf(`${seed}|rating|${league}|${competitor}`).between(0.75, 1.35);
