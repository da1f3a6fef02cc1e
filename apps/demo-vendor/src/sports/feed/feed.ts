import { legOutcome, type FinalResult, type LegOutcome } from '@gp/contracts';
import { leagues, publicLeague, sports, type LeagueSetup } from './catalog';
import { systemClock, type Clock } from './clock';
import { timelineOf as buildTimeline } from './engines';
import { contractsSelectionOf, correctScoreShownMax, parseEventId, parseSelectionId, type ParsedMarketKey } from './ids';
import { outrightDraft, outrightVersions, seasonClosesAt, seasonDecidedAt, seasonIdAt, seasonOf, standingsAt, type Season } from './outrights';
import { defaultMargins, priceDrafts, type MarginConfig } from './pricing';
import { dayMs, fixtureById, fixturesBetween } from './schedule';
import { clockAt, eventsUntil, scoreAt, statusAt, suspensionAt, type Timeline } from './timeline';
import type {
  EventResult,
  FeedChange,
  FixtureSummary,
  League,
  MarketView,
  MatchDetail,
  OutrightSummary,
  SelectionQuote,
  SelectionSettlement,
  Sport,
  SportKey,
} from './types';

export type FeedConfig = {
  seed: string;
  margins: MarginConfig;
  /** The fixtures listed: kick-offs from now - back to now + ahead. */
  windowBackMs: number;
  windowAheadMs: number;
};

export const defaultFeedConfig: FeedConfig = { seed: 'demo', margins: defaultMargins, windowBackMs: dayMs, windowAheadMs: 2 * dayMs };

/** The longest a match can run from kick-off to its last correction: a changes() look-back. */
const longestMatchMs = 8 * 3_600_000;

export type FixtureFilter = { sport?: SportKey; league?: string; status?: 'live' | 'upcoming' | 'ended'; limit?: number };

export type FeedView = {
  now: number;
  sports: () => (Sport & { leagues: League[]; live: number; upcoming: number })[];
  fixtures: (filter?: FixtureFilter) => FixtureSummary[];
  match: (id: string) => MatchDetail | null;
  outrights: (filter?: { sport?: SportKey; league?: string }) => OutrightSummary[];
  outright: (id: string) => OutrightSummary | null;
  /** The price of a selection now; null when the id does not name an existing event. */
  quote: (selectionId: string) => SelectionQuote | null;
  result: (eventId: string) => EventResult | null;
  /** A selection's outcome under the result known now; null while pending or for an unknown id. */
  settlement: (selectionId: string) => SelectionSettlement | null;
};

export type SportsFeed = {
  config: FeedConfig;
  clock: Clock;
  /** The feed as it stands at `now` (the clock's time when omitted). */
  at: (now?: number) => FeedView;
  /** Results that appeared, were corrected or voided in (fromMs, toMs]. */
  changes: (fromMs: number, toMs: number) => FeedChange[];
};

/** A small insertion-ordered cache: the oldest entry goes first when full. */
const boundedCache = <V>(limit: number) => {
  const map = new Map<string, V>();
  return {
    get: (key: string, make: () => V): V => {
      const hit = map.get(key);
      if (hit !== undefined) return hit;
      const value = make();
      if (map.size >= limit) map.delete(map.keys().next().value!);
      map.set(key, value);
      return value;
    },
  };
};

const isLive = (status: string): boolean => status === 'live';

export const createSportsFeed = (config: FeedConfig = defaultFeedConfig, clock: Clock = systemClock): SportsFeed => {
  const { seed, margins } = config;
  const timelines = boundedCache<Timeline | null>(20_000);
  const priced = boundedCache<MarketView[]>(50_000);
  const seasons = boundedCache<Season | null>(500);
  const versions = boundedCache<{ at: number; winner: string }[]>(500);

  const timelineOf = (id: string): Timeline | null =>
    timelines.get(id, () => {
      const fixture = fixtureById(seed, id);
      return fixture ? buildTimeline(seed, fixture) : null;
    });
  const seasonById = (id: string): Season | null => seasons.get(id, () => seasonOf(seed, id, timelineOf));
  const seasonVersions = (season: Season) => versions.get(season.id, () => outrightVersions(seed, season));

  /** Priced markets at t without suspensions (cached by the model's state), empty once ended. */
  const pricedAt = (timeline: Timeline, at: number): MarketView[] => {
    if (at >= timeline.endsAt) return [];
    return priced.get(`${timeline.fixture.id}|${timeline.priceKey(at)}`, () =>
      priceDrafts(timeline.fixture.id, timeline.price(at), margins, timeline.lineUnit),
    );
  };

  /** Markets at t with the match's suspension windows laid over the model's own status. */
  const marketsAt = (timeline: Timeline, at: number): MarketView[] => {
    const reason = suspensionAt(timeline, at);
    const markets = pricedAt(timeline, at);
    if (reason === null) return markets;
    return markets.map((m) => ({ ...m, status: 'suspended', reason }));
  };

  const matchResult = (timeline: Timeline, at: number): EventResult => {
    if (at < timeline.endsAt) return { state: 'pending' };
    if (timeline.abandonedAt !== null) return { state: 'void', version: 1, decidedAt: timeline.abandonedAt };
    if (timeline.correction && at >= timeline.correction.at)
      return { state: 'final', version: 2, score: timeline.correction.score, decidedAt: timeline.correction.at };
    return { state: 'final', version: 1, score: timeline.snapshots.at(-1)!.score, decidedAt: timeline.endsAt };
  };

  const outrightResult = (season: Season, at: number): EventResult => {
    if (at < seasonDecidedAt(season)) return { state: 'pending' };
    const published = seasonVersions(season).filter((v) => v.at <= at);
    const last = published.at(-1)!;
    return { state: 'final', version: published.length, score: null, decidedAt: last.at, winner: last.winner };
  };

  const summaryOf = (timeline: Timeline, at: number, allMarkets: boolean): FixtureSummary => {
    const { fixture } = timeline;
    const markets = marketsAt(timeline, at);
    return {
      id: fixture.id,
      sport: fixture.sport,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      startsAt: fixture.startsAt,
      status: statusAt(timeline, at),
      score: scoreAt(timeline, at),
      clock: clockAt(timeline, at),
      markets: allMarkets
        ? markets
        : markets.filter((m) => m.main && (m.kind === '1x2' || m.kind === 'match-winner' || m.kind === 'asian-handicap' || m.kind === 'total')),
    };
  };

  const outrightSummary = (season: Season, at: number): OutrightSummary => {
    const decided = at >= seasonDecidedAt(season);
    const closed = at >= seasonClosesAt(season);
    const draft = decided ? null : outrightDraft(seed, season, at);
    const [market] = draft ? priceDrafts(season.id, [draft], margins, season.matches[0]?.unit ?? 'goals') : [];
    const closedMarket: MarketView = {
      key: 'out',
      kind: 'outright',
      unit: season.matches[0]?.unit ?? 'goals',
      status: 'closed',
      main: true,
      marginBps: 0,
      selections: [],
    };
    return {
      id: season.id,
      sport: season.league.sport,
      league: season.league.key,
      startsAt: season.startsAt,
      endsAt: season.endsAt,
      status: decided ? 'ended' : closed ? 'closed' : 'open',
      standings: standingsAt(seed, season, at).map((s) => ({ competitor: s.competitor, played: s.played, points: s.points, difference: s.difference })),
      market: market && !closed ? market : { ...(market ?? closedMarket), status: 'closed' },
    };
  };

  const settle = (market: ParsedMarketKey, selectionKey: string, result: FinalResult): LegOutcome => {
    const selection = contractsSelectionOf(market, selectionKey);
    if (selection) return legOutcome(selection, result);
    if (result.kind === 'void') return 'void';
    if (result.kind !== 'score') throw new RangeError('result-does-not-fit-market');
    return result.home > correctScoreShownMax || result.away > correctScoreShownMax ? 'win' : 'loss';
  };

  const at = (now: number = clock.now()): FeedView => {
    const window = (): Timeline[] =>
      fixturesBetween(seed, now - config.windowBackMs, now + config.windowAheadMs).flatMap((f) => {
        const t = timelineOf(f.id);
        return t ? [t] : [];
      });

    const quote = (id: string): SelectionQuote | null => {
      const parsed = parseSelectionId(id);
      if (!parsed) return null;
      const base = { selectionId: id, eventId: parsed.eventId, marketKey: parsed.marketKey, selectionKey: parsed.selectionKey };
      let market: MarketView | undefined;
      if (parsed.event.kind === 'outright') {
        const season = seasonById(parsed.eventId);
        if (!season) return null;
        market = outrightSummary(season, now).market;
      } else {
        const timeline = timelineOf(parsed.eventId);
        if (!timeline) return null;
        market = marketsAt(timeline, now).find((m) => m.key === parsed.marketKey);
      }
      const selection = market?.selections.find((s) => s.key === parsed.selectionKey);
      if (!market || !selection || market.status === 'closed') return { ...base, odds: null, status: 'closed', suspended: false };
      return {
        ...base,
        odds: selection.odds,
        status: market.status,
        suspended: market.status === 'suspended',
        ...(market.reason ? { reason: market.reason } : {}),
        marginBps: market.marginBps,
      };
    };

    const result = (eventId: string): EventResult | null => {
      const parsed = parseEventId(eventId);
      if (parsed?.kind === 'outright') {
        const season = seasonById(eventId);
        return season ? outrightResult(season, now) : null;
      }
      const timeline = timelineOf(eventId);
      return timeline ? matchResult(timeline, now) : null;
    };

    const leagueFilter = (filter: { sport?: SportKey; league?: string } | undefined) => (l: LeagueSetup) =>
      (!filter?.sport || l.sport === filter.sport) && (!filter?.league || l.key === filter.league);

    return {
      now,
      sports: () => {
        const counts = new Map<string, { live: number; upcoming: number }>();
        for (const t of window()) {
          const count = counts.get(t.fixture.sport) ?? { live: 0, upcoming: 0 };
          const status = statusAt(t, now);
          if (isLive(status)) count.live += 1;
          if (status === 'scheduled') count.upcoming += 1;
          counts.set(t.fixture.sport, count);
        }
        return sports.map((s) => ({
          ...s,
          leagues: leagues.filter((l) => l.sport === s.key).map(publicLeague),
          ...(counts.get(s.key) ?? { live: 0, upcoming: 0 }),
        }));
      },
      fixtures: (filter) => {
        const wanted = { live: ['live'], upcoming: ['scheduled'], ended: ['ended', 'abandoned'] };
        const list = window()
          .filter((t) => (!filter?.sport || t.fixture.sport === filter.sport) && (!filter?.league || t.fixture.league === filter.league))
          .filter((t) => !filter?.status || wanted[filter.status].includes(statusAt(t, now)));
        // Ended matches newest first; the rest by kick-off.
        if (filter?.status === 'ended') list.reverse();
        return list.slice(0, filter?.limit ?? list.length).map((t) => summaryOf(t, now, false));
      },
      match: (id) => {
        const timeline = timelineOf(id);
        if (!timeline) return null;
        return { ...summaryOf(timeline, now, true), events: eventsUntil(timeline, now), result: matchResult(timeline, now) };
      },
      outrights: (filter) =>
        leagues
          .filter((l) => l.hasOutright && leagueFilter(filter)(l))
          .flatMap((l) => {
            const season = seasonById(seasonIdAt(l, now));
            return season ? [outrightSummary(season, now)] : [];
          }),
      outright: (id) => {
        const season = seasonById(id);
        return season ? outrightSummary(season, now) : null;
      },
      quote,
      result,
      settlement: (id) => {
        const parsed = parseSelectionId(id);
        if (!parsed) return null;
        const official = result(parsed.eventId);
        if (!official || official.state === 'pending') return null;
        if (official.state === 'void') return { selectionId: id, outcome: 'void', version: official.version, decidedAt: official.decidedAt };
        if (parsed.event.kind === 'outright') {
          const outcome = legOutcome({ market: 'outright', competitor: parsed.selectionKey }, { kind: 'outright', winner: official.winner! });
          return { selectionId: id, outcome, version: official.version, decidedAt: official.decidedAt };
        }
        const timeline = timelineOf(parsed.eventId)!;
        const outcome = settle(parsed.market, parsed.selectionKey, timeline.resultFor(parsed.market, official.score!));
        return { selectionId: id, outcome, version: official.version, decidedAt: official.decidedAt };
      },
    };
  };

  const changes = (fromMs: number, toMs: number): FeedChange[] => {
    const inWindow = (t: number): boolean => t > fromMs && t <= toMs;
    const found: FeedChange[] = [];
    for (const f of fixturesBetween(seed, fromMs - longestMatchMs, toMs + 1)) {
      const t = timelineOf(f.id);
      if (!t) continue;
      if (inWindow(t.endsAt)) found.push({ eventId: f.id, kind: t.abandonedAt === null ? 'ended' : 'voided', version: 1, at: t.endsAt });
      if (t.correction && inWindow(t.correction.at)) found.push({ eventId: f.id, kind: 'corrected', version: 2, at: t.correction.at });
    }
    // Outrights of the weeks the window touches (a week's last match may end after Sunday).
    const weeks = new Set<string>();
    for (let day = Math.floor((fromMs - 7 * dayMs) / dayMs); day <= Math.floor(toMs / dayMs); day += 1)
      for (const l of leagues) if (l.hasOutright) weeks.add(seasonIdAt(l, day * dayMs));
    for (const id of weeks) {
      const season = seasonById(id);
      if (!season) continue;
      seasonVersions(season).forEach((v, i) => {
        if (inWindow(v.at)) found.push({ eventId: id, kind: i === 0 ? 'ended' : 'corrected', version: i + 1, at: v.at });
      });
    }
    return found.sort((a, b) => a.at - b.at || a.eventId.localeCompare(b.eventId));
  };

  return { config, clock, at, changes };
};

/** The feed at one time, for callers that hold no feed object: the same answers as createSportsFeed. */
export const feedAt = (config: FeedConfig, nowMs: number): FeedView => createSportsFeed(config).at(nowMs);
