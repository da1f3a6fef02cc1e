import type { DecimalThousandths, LegOutcome } from '@gp/contracts';

/**
 * The public surface of the demo vendor's simulated sports feed. Everything the feed answers is a
 * pure function of its configuration (seed, margins) and a time in epoch milliseconds.
 */

export const sportKeys = ['football', 'basketball', 'tennis', 'esports'] as const;
export type SportKey = (typeof sportKeys)[number];

export type Sport = {
  key: SportKey;
  /** i18n key of the sport's name, e.g. `sports.sport.football`. */
  nameKey: string;
  /** English name, for logs and as the UI's last fallback. */
  defaultName: string;
};

export type League = {
  /** Stable key, lowercase letters, digits and dashes: `football-premier`. */
  key: string;
  sport: SportKey;
  /** i18n key of the league's name, e.g. `sports.league.football-premier`. */
  nameKey: string;
  defaultName: string;
  /** E-sports title (`cs2`, `dota2`, `lol`); absent for other sports. */
  title?: string;
  /** Whether the league has a weekly outright (winner) market. */
  hasOutright: boolean;
};

/** A team or player; names are proper nouns and are not translated. */
export type Competitor = { key: string; name: string };

export type MatchStatus = 'scheduled' | 'live' | 'ended' | 'abandoned';

/**
 * Market kinds the feed offers. `match-winner` is the two-way market of sports without draws
 * (basketball incl. overtime, tennis, best-of-3 e-sports); it settles like a 1X2 pick.
 */
export const feedMarketKinds = ['1x2', 'match-winner', 'asian-handicap', 'total', 'both-teams-to-score', 'correct-score', 'outright'] as const;
export type FeedMarketKind = (typeof feedMarketKinds)[number];

/** open: bets accepted; suspended: shown, not accepted for now; closed: not offered at this time. */
export type MarketStatus = 'open' | 'suspended' | 'closed';

export type SuspensionReason = 'event' | 'break' | 'decided' | 'kick-off';

export type SelectionView = {
  /** `${eventId}:${marketKey}:${selectionKey}`; see ids.ts and docs/sports-feed.md. */
  id: string;
  key: string;
  /** Decimal odds in thousandths (1_950 = 1.95), margin included. */
  odds: DecimalThousandths;
  /** For lines: the line of this selection in quarters (away's handicap is minus home's). */
  lineQuarters?: number;
};

export type MarketView = {
  /** `1x2`, `ml`, `ah:-3`, `ou:9`, `btts`, `cs`, `out`. */
  key: string;
  kind: FeedMarketKind;
  /** Home side's handicap, or the total, in quarters. */
  lineQuarters?: number;
  /** What the lines count, so the UI can label them: goals, points, games, maps. */
  unit: ScoreUnit;
  status: MarketStatus;
  reason?: SuspensionReason;
  /** The main line of its kind (the one nearest an even market), shown in fixture lists. */
  main: boolean;
  marginBps: number;
  selections: SelectionView[];
};

export type ScoreUnit = 'goals' | 'points' | 'games' | 'maps' | 'sets';

export type Score = {
  home: number;
  away: number;
  /** What home/away count: goals, points, sets (tennis) or maps (e-sports). */
  unit: ScoreUnit;
  /** Per finished or current period: halves, quarters (and overtimes), sets (games), maps (1/0). */
  periods: { home: number; away: number }[];
  /** Tennis: who serves the current game. */
  server?: 'home' | 'away';
};

export type MatchClock = {
  /** `first-half`, `half-time`, `second-half`, `q1`..`q4`, `ot1`.., `set1`.., `map1`.., `break`. */
  phase: string;
  /** 1-based number of the period in play or just finished. */
  period: number;
  /** Seconds of play elapsed in the match (football: 0..90 min plus stoppage; e-sports: map time). */
  elapsedSeconds: number;
  /** Football: the match minute a broadcaster shows ("45+2" is minute 47 with `stoppage` 2). */
  minute?: number;
  running: boolean;
};

export type MatchEventKind = 'goal' | 'red-card' | 'score' | 'game' | 'set' | 'map' | 'period-end' | 'abandoned';

export type MatchEvent = { at: number; kind: MatchEventKind; side?: 'home' | 'away'; points?: number; period: number };

export type FixtureSummary = {
  id: string;
  sport: SportKey;
  league: string;
  home: Competitor;
  away: Competitor;
  /** Scheduled start, epoch ms. */
  startsAt: number;
  status: MatchStatus;
  score: Score | null;
  clock: MatchClock | null;
  /** Main markets only: 1X2 or match winner, the main handicap and the main total. */
  markets: MarketView[];
};

export type MatchDetail = FixtureSummary & {
  /** Events so far (goals, cards, periods, games, maps), oldest first. */
  events: MatchEvent[];
  result: EventResult;
};

export type OutrightSummary = {
  id: string;
  sport: SportKey;
  league: string;
  /** The season the outright is about: [startsAt, endsAt) covers its matches' kick-offs. */
  startsAt: number;
  endsAt: number;
  status: 'open' | 'closed' | 'ended';
  standings: { competitor: Competitor; played: number; points: number; difference: number }[];
  market: MarketView;
};

/** The official result. Version 1 is the first; 2 a correction; a void result voids every market. */
export type EventResult =
  | { state: 'pending' }
  /** A match's final score, or (score null) an outright's winning competitor key. */
  | { state: 'final'; version: number; score: Score | null; decidedAt: number; winner?: string }
  | { state: 'void'; version: number; decidedAt: number };

/** The price of one selection at a time, as a bet service reads it. */
export type SelectionQuote = {
  selectionId: string;
  eventId: string;
  marketKey: string;
  selectionKey: string;
  /** Offered odds; null when the market is closed (not offered now). */
  odds: DecimalThousandths | null;
  status: MarketStatus;
  suspended: boolean;
  reason?: SuspensionReason;
  marginBps?: number;
};

export type SelectionSettlement = {
  selectionId: string;
  outcome: LegOutcome;
  /** The result version this outcome comes from. */
  version: number;
  decidedAt: number;
};

/** A result that appeared (version 1), was corrected (2) or a match that was abandoned, in a window. */
export type FeedChange = { eventId: string; kind: 'ended' | 'corrected' | 'voided'; version: number; at: number };
