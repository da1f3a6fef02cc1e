import type { FixtureSummary, MarketView, OutrightSummary, SelectionView } from '../../../src/sports/feed/types';
import type { SlipLeg } from '../slip/slip-state';

/** A match selection as a slip leg, with what its label needs. */
export const matchLeg = (fixture: FixtureSummary, market: MarketView, selection: SelectionView): SlipLeg => ({
  selectionId: selection.id,
  eventId: fixture.id,
  event: { home: fixture.home.name, away: fixture.away.name, leagueKey: fixture.league },
  label: {
    marketKind: market.kind,
    unit: market.unit,
    selectionKey: selection.key,
    lineQuarters: selection.lineQuarters,
    home: fixture.home.name,
    away: fixture.away.name,
  },
  odds: selection.odds,
  live: fixture.status === 'live',
  suspended: market.status !== 'open',
  outright: false,
});

export const outrightLeg = (outright: OutrightSummary, selection: SelectionView): SlipLeg => {
  const competitor = outright.standings.find((s) => s.competitor.key === selection.key)?.competitor.name;
  return {
    selectionId: selection.id,
    eventId: outright.id,
    event: { leagueKey: outright.league },
    label: { marketKind: 'outright', unit: outright.market.unit, selectionKey: selection.key, competitor },
    odds: selection.odds,
    live: false,
    suspended: outright.market.status !== 'open',
    outright: true,
  };
};
