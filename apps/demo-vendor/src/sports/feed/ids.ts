import type { Selection } from '@gp/contracts';

/**
 * The feed's id grammar (docs/sports-feed.md). Ids are stable: the same event, market and pick have
 * the same id at every time and in every process with the same seed, so a bet can store them.
 *
 *   eventId      match:    m-YYYYMMDD-<leagueKey>-<n>   (UTC day of the schedule, 1-based number)
 *                outright: o-YYYYMMDD-<leagueKey>       (the Monday, UTC, its week starts on)
 *   marketKey    1x2 | ml | ah:<q> | ou:<q> | btts | cs | out
 *                q: integer quarters; ah carries the HOME side's line (ah:-3 = home -0.75),
 *                ou the total (ou:9 = 2.25); no plus sign, no leading zeros, -0 is written 0
 *   selectionKey 1x2: home | draw | away      ml, ah: home | away (away's line is -q)
 *                ou: over | under             btts: yes | no
 *                cs: <h>-<a> (0..5 each) | other   out: <competitorKey>
 *   selectionId  <eventId>:<marketKey>:<selectionKey>
 */

export const leagueKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const matchIdPattern = /^m-(\d{8})-([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]\d{0,3})$/;
const outrightIdPattern = /^o-(\d{8})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const quartersPattern = /^(?:0|-?[1-9]\d{0,5})$/;
const competitorKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const correctScoreShownMax = 5;

export type ParsedEventId = { kind: 'match'; day: number; league: string; number: number } | { kind: 'outright'; weekStartDay: number; league: string };

export type ParsedMarketKey =
  | { kind: '1x2' }
  | { kind: 'match-winner' }
  | { kind: 'asian-handicap'; lineQuarters: number }
  | { kind: 'total'; lineQuarters: number }
  | { kind: 'both-teams-to-score' }
  | { kind: 'correct-score' }
  | { kind: 'outright' };

export type ParsedSelectionId = { eventId: string; event: ParsedEventId; marketKey: string; market: ParsedMarketKey; selectionKey: string };

const dayMs = 86_400_000;

/** Days since 1970-01-01 (UTC) <-> YYYYMMDD. */
export const dayToYmd = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10).replaceAll('-', '');

export const ymdToDay = (ymd: string): number | null => {
  const ms = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  return Number.isFinite(ms) && dayToYmd(ms / dayMs) === ymd ? ms / dayMs : null;
};

export const matchId = (day: number, league: string, number: number): string => `m-${dayToYmd(day)}-${league}-${number}`;
export const outrightId = (weekStartDay: number, league: string): string => `o-${dayToYmd(weekStartDay)}-${league}`;

/** 1970-01-01 was a Thursday: Monday-based weeks start on days 4, 11, 18, ... */
export const weekStartOf = (day: number): number => day - ((((day - 4) % 7) + 7) % 7);

export const parseEventId = (id: string): ParsedEventId | null => {
  const match = matchIdPattern.exec(id);
  if (match) {
    const day = ymdToDay(match[1]!);
    return day === null ? null : { kind: 'match', day, league: match[2]!, number: Number(match[3]) };
  }
  const outright = outrightIdPattern.exec(id);
  if (!outright) return null;
  const day = ymdToDay(outright[1]!);
  return day === null || weekStartOf(day) !== day ? null : { kind: 'outright', weekStartDay: day, league: outright[2]! };
};

export const marketKeyOf = (market: ParsedMarketKey): string => {
  switch (market.kind) {
    case '1x2':
      return '1x2';
    case 'match-winner':
      return 'ml';
    case 'asian-handicap':
      return `ah:${market.lineQuarters === 0 ? 0 : market.lineQuarters}`;
    case 'total':
      return `ou:${market.lineQuarters}`;
    case 'both-teams-to-score':
      return 'btts';
    case 'correct-score':
      return 'cs';
    case 'outright':
      return 'out';
  }
};

const fixedKeys: Record<string, ParsedMarketKey> = {
  '1x2': { kind: '1x2' },
  ml: { kind: 'match-winner' },
  btts: { kind: 'both-teams-to-score' },
  cs: { kind: 'correct-score' },
  out: { kind: 'outright' },
};

export const parseMarketKey = (key: string): ParsedMarketKey | null => {
  const fixed = fixedKeys[key];
  if (fixed) return fixed;
  const [prefix, line, extra] = key.split(':');
  if (extra !== undefined || line === undefined || !quartersPattern.test(line)) return null;
  const lineQuarters = Number(line);
  if (prefix === 'ah') return { kind: 'asian-handicap', lineQuarters };
  if (prefix === 'ou' && lineQuarters > 0) return { kind: 'total', lineQuarters };
  return null;
};

/** Whether a selection key belongs to a market kind (its line or competitor is checked by the feed). */
export const selectionKeyFits = (market: ParsedMarketKey, selectionKey: string): boolean => {
  switch (market.kind) {
    case '1x2':
      return selectionKey === 'home' || selectionKey === 'draw' || selectionKey === 'away';
    case 'match-winner':
    case 'asian-handicap':
      return selectionKey === 'home' || selectionKey === 'away';
    case 'total':
      return selectionKey === 'over' || selectionKey === 'under';
    case 'both-teams-to-score':
      return selectionKey === 'yes' || selectionKey === 'no';
    case 'correct-score': {
      if (selectionKey === 'other') return true;
      const score = /^([0-5])-([0-5])$/.exec(selectionKey);
      return score !== null;
    }
    case 'outright':
      return competitorKeyPattern.test(selectionKey);
  }
};

export const selectionId = (eventId: string, marketKey: string, selectionKey: string): string => `${eventId}:${marketKey}:${selectionKey}`;

/** Splits and checks an id's grammar (not whether the event or line exists: the feed answers that). */
export const parseSelectionId = (id: string): ParsedSelectionId | null => {
  const first = id.indexOf(':');
  const last = id.lastIndexOf(':');
  if (first <= 0 || last === first) return null;
  const eventId = id.slice(0, first);
  const marketKey = id.slice(first + 1, last);
  const selectionKey = id.slice(last + 1);
  const event = parseEventId(eventId);
  const market = parseMarketKey(marketKey);
  if (!event || !market || !selectionKeyFits(market, selectionKey)) return null;
  if ((event.kind === 'outright') !== (market.kind === 'outright')) return null;
  return { eventId, event, marketKey, market, selectionKey };
};

/**
 * The contracts' selection a feed selection settles as (leg-outcome.ts), or null for correct score
 * "other", which the contracts cannot name: it wins when either side scores more than 5.
 */
export const contractsSelectionOf = (market: ParsedMarketKey, selectionKey: string): Selection | null => {
  switch (market.kind) {
    case '1x2':
    case 'match-winner':
      return { market: '1x2', pick: selectionKey as 'home' | 'draw' | 'away' };
    case 'asian-handicap':
      return selectionKey === 'home'
        ? { market: 'asian-handicap', side: 'home', lineQuarters: market.lineQuarters }
        : { market: 'asian-handicap', side: 'away', lineQuarters: market.lineQuarters === 0 ? 0 : -market.lineQuarters };
    case 'total':
      return { market: 'total', pick: selectionKey as 'over' | 'under', lineQuarters: market.lineQuarters };
    case 'both-teams-to-score':
      return { market: 'both-teams-to-score', pick: selectionKey as 'yes' | 'no' };
    case 'correct-score': {
      if (selectionKey === 'other') return null;
      const [home, away] = selectionKey.split('-').map(Number);
      return { market: 'correct-score', home: home!, away: away! };
    }
    case 'outright':
      return { market: 'outright', competitor: selectionKey };
  }
};
