import { impliedMargin, legOutcomes, type LegOutcome } from '@gp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leagues } from './catalog';
import { manualClock } from './clock';
import { timelineOf } from './engines';
import { createSportsFeed, defaultFeedConfig, type FeedConfig } from './feed';
import { dayMs, fixturesOfDay } from './schedule';
import { clockAt, scoreAt, statusAt, suspensionAt, type Timeline } from './timeline';
import type { MarketView } from './types';

/** A whole simulated day replayed on a manual clock: lifecycle, scores, suspensions, settlement, margin. */

const day = Math.floor(Date.UTC(2025, 2, 3) / dayMs);
const dayStart = day * dayMs;
const config: FeedConfig = { ...defaultFeedConfig, seed: 'sim-test', margins: { defaultBps: 500, byKind: { 'correct-score': 1500, outright: 2000 } } };
const step = 10_000;

const timelines: Timeline[] = leagues.flatMap((l) => fixturesOfDay(config.seed, day, l)).map((f) => timelineOf(config.seed, f));

/** sum 1/o - 1 lies in [margin, margin + sum (1/o - 1/(o + 0.001))): rounding down only raises it. */
const expectMarginHolds = (market: MarketView): void => {
  const { numerator, denominator } = impliedMargin(market.selections.map((s) => s.odds));
  const margin = Number(numerator) / Number(denominator);
  const target = market.marginBps / 10_000;
  const bound = market.selections.reduce((sum, s) => sum + 1000 / s.odds - 1000 / (s.odds + 1), 0);
  expect(margin, market.key).toBeGreaterThanOrEqual(target - 1e-9);
  expect(margin, market.key).toBeLessThan(target + bound + 1e-9);
};

describe('a simulated day', () => {
  it('has fixtures of every sport, several live at any time of the day', () => {
    expect(new Set(timelines.map((t) => t.fixture.sport))).toEqual(new Set(['football', 'basketball', 'tennis', 'esports']));
    const feed = createSportsFeed(config);
    for (let hour = 0; hour < 24; hour += 3) {
      const live = feed.at(dayStart + hour * 3_600_000 + 17 * 60_000).fixtures({ status: 'live' });
      expect(live.length, `hour ${hour}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('starts every match on schedule and ends it with a result; scores never decrease and the clock only moves on', () => {
    const feed = createSportsFeed(config);
    for (const t of timelines) {
      const { startsAt } = t.fixture;
      expect(statusAt(t, startsAt - 1)).toBe('scheduled');
      expect(statusAt(t, startsAt)).toBe('live');
      expect(feed.at(startsAt - 1).result(t.fixture.id)).toEqual({ state: 'pending' });
      let previous = { home: 0, away: 0, elapsed: 0 };
      for (let at = startsAt; at < t.endsAt; at += step) {
        const score = scoreAt(t, at)!;
        const clock = clockAt(t, at)!;
        expect(score.home).toBeGreaterThanOrEqual(previous.home);
        expect(score.away).toBeGreaterThanOrEqual(previous.away);
        expect(clock.elapsedSeconds).toBeGreaterThanOrEqual(previous.elapsed);
        previous = { home: score.home, away: score.away, elapsed: clock.elapsedSeconds };
      }
      const ended = statusAt(t, t.endsAt);
      const result = feed.at(t.endsAt).result(t.fixture.id)!;
      if (t.abandonedAt === null) {
        expect(ended).toBe('ended');
        expect(result).toMatchObject({ state: 'final', version: 1, decidedAt: t.endsAt });
        expect(t.endsAt - startsAt).toBeGreaterThan(40 * 60_000);
      } else {
        expect(ended).toBe('abandoned');
        expect(result).toMatchObject({ state: 'void', version: 1 });
      }
      if (t.correction) expect(feed.at(t.correction.at).result(t.fixture.id)).toMatchObject({ state: 'final', version: 2, score: t.correction.score });
    }
  });

  it('suspends markets around every event and in breaks, and shows every market open at other times', () => {
    const feed = createSportsFeed(config);
    for (const t of timelines.filter((x) => x.abandonedAt === null).slice(0, 40)) {
      for (const e of t.events.filter((x) => ['goal', 'red-card', 'game', 'map'].includes(x.kind) && x.at < t.endsAt)) {
        const markets = feed.at(e.at).match(t.fixture.id)!.markets;
        expect(
          markets.every((m) => m.status === 'suspended'),
          `${t.fixture.id} ${e.kind} at ${e.at}`,
        ).toBe(true);
      }
      for (const phase of t.phases.filter((p) => p.kind === 'break')) expect(suspensionAt(t, phase.start + 1_000)).toBe('break');
      for (let at = t.fixture.startsAt; at < t.endsAt; at += 60_000) {
        if (suspensionAt(t, at) !== null) continue;
        const markets = feed.at(at).match(t.fixture.id)!.markets;
        expect(
          markets.every((m) => m.status !== 'suspended' || m.reason === 'decided'),
          `${t.fixture.id} at ${at}`,
        ).toBe(true);
      }
    }
  });

  it('settles every selection it ever offered once the match ends, and re-settles on a correction', () => {
    const feed = createSportsFeed(config);
    const sample = [
      ...timelines.filter((t) => t.correction !== null).slice(0, 6),
      ...timelines.filter((t) => t.abandonedAt !== null).slice(0, 2),
      ...['football', 'basketball', 'tennis', 'esports'].flatMap((s) => timelines.filter((t) => t.fixture.sport === s && t.correction === null).slice(0, 2)),
    ];
    expect(sample.some((t) => t.correction)).toBe(true);
    for (const t of sample) {
      const offered = new Set<string>();
      for (let at = t.fixture.startsAt - 60_000; at < t.endsAt; at += 5 * 60_000)
        for (const m of feed.at(at).match(t.fixture.id)!.markets) for (const s of m.selections) offered.add(s.id);
      expect(offered.size).toBeGreaterThan(0);
      expect(feed.at(t.endsAt - 1).settlement([...offered][0]!)).toBeNull();
      const check = (at: number, version: number) => {
        const byMarket = new Map<string, LegOutcome[]>();
        for (const id of offered) {
          const settled = feed.at(at).settlement(id)!;
          expect(settled, id).not.toBeNull();
          expect(legOutcomes).toContain(settled.outcome);
          expect(settled.version).toBe(version);
          if (t.abandonedAt !== null) expect(settled.outcome).toBe('void');
          const market = id.slice(0, id.lastIndexOf(':'));
          byMarket.set(market, [...(byMarket.get(market) ?? []), settled.outcome]);
        }
        // Exactly one pick wins a result market; the two sides of a line mirror each other.
        for (const [market, outcomes] of byMarket) {
          if (t.abandonedAt !== null) continue;
          const key = market.split(':').slice(1).join(':');
          if (key === '1x2' || key === 'ml' || key === 'btts') expect(outcomes.filter((o) => o === 'win').length, market).toBeLessThanOrEqual(1);
          if (key.startsWith('ah:') || key.startsWith('ou:'))
            expect(outcomes.filter((o) => o === 'win' || o === 'half-win').length, market).toBeLessThanOrEqual(1);
        }
      };
      check(t.endsAt, 1);
      if (t.correction) check(t.correction.at, 2);
    }
  });

  it('keeps the configured margin on every open market (property)', () => {
    const feed = createSportsFeed(config);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: dayMs - 1 }), fc.nat(), (offset, pick) => {
        const at = dayStart + offset;
        const view = feed.at(at);
        const candidates = [...view.fixtures({ status: 'live' }), ...view.fixtures({ status: 'upcoming', limit: 20 })];
        const fixture = candidates[pick % candidates.length]!;
        for (const market of view.match(fixture.id)!.markets) if (market.status === 'open') expectMarginHolds(market);
        for (const outright of view.outrights()) if (outright.market.status === 'open') expectMarginHolds(outright.market);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('shortens the price of the side that scores, and of a leader as time runs out', () => {
    const feed = createSportsFeed(config);
    const market1x2 = (id: string, at: number) =>
      feed
        .at(at)
        .match(id)!
        .markets.find((m) => m.key === '1x2')!;
    const odds1x2 = (id: string, at: number, side: 'home' | 'away'): number => market1x2(id, at).selections.find((s) => s.key === side)!.odds;
    // A decided market (a price at the 1.001 floor) cannot shorten further: compared only while open.
    const open = (id: string, ...times: number[]) => times.every((at) => market1x2(id, at).status === 'open');
    let goalsChecked = 0;
    let leadsChecked = 0;
    for (const t of timelines.filter((x) => x.fixture.sport === 'football' && x.abandonedAt === null)) {
      const quiet = (at: number) => suspensionAt(t, at) === null && phaseIsPlay(t, at);
      for (const goal of t.events.filter((e) => e.kind === 'goal')) {
        const before = goal.at - 15_000;
        const after = goal.at + 50_000;
        if (!quiet(before) || !quiet(after) || !open(t.fixture.id, before, after)) continue;
        expect(odds1x2(t.fixture.id, after, goal.side!), t.fixture.id).toBeLessThan(odds1x2(t.fixture.id, before, goal.side!));
        goalsChecked += 1;
      }
      // A one-goal lead held over ten quiet minutes: the leader's price falls.
      for (let at = t.fixture.startsAt + 50 * 60_000; at + 10 * 60_000 < t.endsAt; at += 5 * 60_000) {
        const later = at + 10 * 60_000;
        const [a, b] = [scoreAt(t, at)!, scoreAt(t, later)!];
        if (a.home !== b.home || a.away !== b.away || Math.abs(a.home - a.away) !== 1 || !quiet(at) || !quiet(later) || !open(t.fixture.id, at, later))
          continue;
        const leader = a.home > a.away ? 'home' : 'away';
        expect(odds1x2(t.fixture.id, later, leader)).toBeLessThan(odds1x2(t.fixture.id, at, leader));
        leadsChecked += 1;
      }
    }
    expect(goalsChecked).toBeGreaterThan(5);
    expect(leadsChecked).toBeGreaterThan(5);
  });

  it('is deterministic: the same seed and time give the same answers, another seed another world', () => {
    const at = dayStart + 15 * 3_600_000;
    const [a, b] = [createSportsFeed(config).at(at), createSportsFeed(config).at(at)];
    const live = a.fixtures({ status: 'live' });
    expect(b.fixtures({ status: 'live' })).toEqual(live);
    expect(b.match(live[0]!.id)).toEqual(a.match(live[0]!.id));
    expect(b.outrights()).toEqual(a.outrights());
    const other = createSportsFeed({ ...config, seed: 'another-seed' }).at(at);
    expect(other.fixtures({ status: 'upcoming' }).map((f) => [f.id, f.home.key, f.away.key])).not.toEqual(
      a.fixtures({ status: 'upcoming' }).map((f) => [f.id, f.home.key, f.away.key]),
    );
  });

  it('lists, hour by hour, every result that appeared, was corrected or voided', () => {
    const feed = createSportsFeed(config, manualClock(dayStart));
    const seen = new Map<string, number[]>();
    for (let from = dayStart; from < dayStart + dayMs; from += 3_600_000)
      for (const change of feed.changes(from, from + 3_600_000)) {
        expect(change.at).toBeGreaterThan(from);
        expect(change.at).toBeLessThanOrEqual(from + 3_600_000);
        seen.set(change.eventId, [...(seen.get(change.eventId) ?? []), change.version]);
      }
    for (const t of timelines) {
      const inDay = (at: number) => at > dayStart && at <= dayStart + dayMs;
      const expected = [...(inDay(t.endsAt) ? [1] : []), ...(t.correction && inDay(t.correction.at) ? [2] : [])];
      expect(seen.get(t.fixture.id) ?? [], t.fixture.id).toEqual(expected);
    }
  });
});

const phaseIsPlay = (t: Timeline, at: number): boolean => t.phases.some((p) => p.kind === 'play' && at >= p.start && at < p.end);
