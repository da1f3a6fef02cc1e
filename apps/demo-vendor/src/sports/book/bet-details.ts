import { sportsBetDetails, type SportsBetDetails, type SportsBetLeg, type SportsLegOutcome } from '@gp/contracts';
import type { SportsFeed } from '../feed/feed';
import { parseMarketKey } from '../feed/ids';
import type { FeedMarketKind, ScoreUnit } from '../feed/types';
import type { BetRow, LegRow } from './bet-repository';
import { detailTextMax, fitText, legTexts, sportsTranslator, type LegWords } from './bet-texts';

/** What a bet's details are built from: its type and the language it was placed in. */
export type DescribedBet = Pick<BetRow, 'kind' | 'language'>;
/** A leg as stored (or about to be): its outcome is left out of a stake's details. */
export type DescribedLeg = Pick<LegRow, 'event_id' | 'market_key' | 'market_kind' | 'selection_key' | 'odds' | 'line_quarters' | 'in_play'> & {
  outcome?: string | null;
};
export type DescribeOptions = {
  /** Settling calls carry each leg's outcome (null while open) and, once decided, the event's score. */
  outcomes: boolean;
  cashOut?: boolean;
};
/** A bet's details for its wallet call, or null when they cannot be built within the contracts' bounds (the call then goes without). */
export type DescribeBet = (bet: DescribedBet, legs: readonly DescribedLeg[], options: DescribeOptions) => SportsBetDetails | null;

type EventFacts = {
  event: { kind: 'match'; home: string; away: string };
  startsAt: number;
  /** The unit a match's lines count, read once when needed. */
  lineUnit: () => ScoreUnit;
  score: string | null;
};
type OutrightFacts = { league: string; startsAt: number; unit: ScoreUnit; competitors: Map<string, string> };

/**
 * Builds the bet details (wallet API v1.1) the sportsbook sends with each call of a bet: the
 * stake's `bet` (legs without outcomes), the settling `win` and any `adjust` (legs with outcomes
 * and scores) and a cash-out's `win`. Names and scores come from the feed at `at`; one describer
 * serves a whole settlement batch, reading each event once.
 */
export const betDescriber = (feed: SportsFeed, at: number): DescribeBet => {
  const view = feed.at(at);
  const matches = new Map<string, EventFacts | null>();
  const outrights = new Map<string, OutrightFacts | null>();

  const matchFacts = (eventId: string): EventFacts | null => {
    if (matches.has(eventId)) return matches.get(eventId)!;
    const match = view.match(eventId);
    let unit: ScoreUnit | undefined;
    const result = match ? view.result(eventId) : null;
    const facts: EventFacts | null = match && {
      event: { kind: 'match', home: match.home.name, away: match.away.name },
      startsAt: match.startsAt,
      // A match prices every line in one unit (tennis totals count games, its score sets); once it
      // has ended no market is listed, so the markets are read as they stood before kick-off.
      lineUnit: () => (unit ??= match.markets[0]?.unit ?? feed.at(match.startsAt - 1).match(eventId)?.markets[0]?.unit ?? match.score?.unit ?? 'goals'),
      score: result?.state === 'final' && result.score ? `${result.score.home}-${result.score.away}` : null,
    };
    matches.set(eventId, facts);
    return facts;
  };

  const outrightFacts = (eventId: string): OutrightFacts | null => {
    if (outrights.has(eventId)) return outrights.get(eventId)!;
    const outright = view.outright(eventId);
    const facts: OutrightFacts | null = outright && {
      league: outright.league,
      startsAt: outright.startsAt,
      unit: outright.market.unit,
      competitors: new Map(outright.standings.map((s) => [s.competitor.key, s.competitor.name])),
    };
    outrights.set(eventId, facts);
    return facts;
  };

  const describeLeg = (t: ReturnType<typeof sportsTranslator>, leg: DescribedLeg, options: DescribeOptions): SportsBetLeg | null => {
    const parsedMarket = parseMarketKey(leg.market_key);
    // The market key is the feed's own name of the market; a row whose kind says otherwise is not described.
    const marketKind: FeedMarketKind | undefined = parsedMarket?.kind;
    if (!marketKind) return null;
    const marketLine = parsedMarket && 'lineQuarters' in parsedMarket ? parsedMarket.lineQuarters : undefined;
    const base = { marketKind, marketLineQuarters: marketLine, selectionLineQuarters: leg.line_quarters ?? undefined, selectionKey: leg.selection_key };
    let words: LegWords;
    let startsAt: number;
    let score: string | null = null;
    if (leg.event_id.startsWith('o-')) {
      const facts = outrightFacts(leg.event_id);
      if (!facts) return null;
      words = { ...base, unit: facts.unit, event: { kind: 'outright', league: facts.league, competitor: facts.competitors.get(leg.selection_key) } };
      startsAt = facts.startsAt;
    } else {
      const facts = matchFacts(leg.event_id);
      if (!facts) return null;
      words = { ...base, unit: marketKind === 'total' ? facts.lineUnit() : 'goals', event: facts.event };
      startsAt = facts.startsAt;
      score = facts.score;
    }
    const outcome = (leg.outcome ?? null) as SportsLegOutcome | null;
    return {
      ...legTexts(t, words),
      startsAt: new Date(startsAt).toISOString(),
      ...(leg.line_quarters === null ? {} : { line: leg.line_quarters / 4 }),
      odds: leg.odds,
      inPlay: leg.in_play,
      ...(options.outcomes ? { outcome } : {}),
      ...(options.outcomes && outcome !== null && score ? { score: fitText(score, detailTextMax.score) } : {}),
    };
  };

  const describeLegs = (bet: DescribedBet, legs: readonly DescribedLeg[], options: DescribeOptions): SportsBetLeg[] | null => {
    const t = sportsTranslator(bet.language);
    const described: SportsBetLeg[] = [];
    for (const leg of legs) {
      const one = describeLeg(t, leg, options);
      if (!one) return null;
      described.push(one);
    }
    return described;
  };

  return (bet, legs, options) => {
    let described: SportsBetLeg[] | null;
    try {
      described = describeLegs(bet, legs, options);
    } catch {
      // Details are a courtesy to the player's record: nothing about them may stop a stake or a settlement.
      return null;
    }
    if (!described) return null;
    const details = { kind: 'sports' as const, betType: bet.kind, legs: described, ...(options.cashOut ? { cashOut: true } : {}) };
    // A malformed object would make the platform refuse the whole call (money included): better none.
    const checked = sportsBetDetails.safeParse(details);
    return checked.success ? checked.data : null;
  };
};
