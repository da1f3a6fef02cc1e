import type { LegOutcome } from '@gp/contracts';
import type { SportsFeed } from '../feed/feed';
import type { FeedChange, SportKey } from '../feed/types';

/** A selection offered at a time, with the outcome it will have (read from the feed's future: it is a pure function of time). */
export type Offered = { selectionId: string; eventId: string; marketKey: string; odds: number; outcome: LegOutcome | null };

const dayMs = 86_400_000;

/** When a match ends (or is abandoned), from the feed's changes after `from`. */
export const endOf = (feed: SportsFeed, eventId: string, from: number): FeedChange | undefined =>
  feed.changes(from, from + dayMs).find((c) => c.eventId === eventId && (c.kind === 'ended' || c.kind === 'voided'));

/** Every open selection of a match at `at`, with its outcome under the result known at `resultAt`. */
export const offeredAt = (feed: SportsFeed, eventId: string, at: number, resultAt: number): Offered[] => {
  const match = feed.at(at).match(eventId);
  if (!match) return [];
  const later = feed.at(resultAt);
  return match.markets
    .filter((m) => m.status === 'open')
    .flatMap((m) =>
      m.selections.map((s) => ({ selectionId: s.id, eventId, marketKey: m.key, odds: s.odds, outcome: later.settlement(s.id)?.outcome ?? null })),
    );
};

/** Matches not started at `at` that start within `withinMs`, soonest first. */
export const upcoming = (feed: SportsFeed, at: number, sport: SportKey, withinMs = 6 * 3_600_000) =>
  feed
    .at(at)
    .fixtures({ sport, status: 'upcoming' })
    .filter((f) => f.startsAt > at + 60_000 && f.startsAt < at + withinMs);

/** The first change of a kind after `at` whose match had not started at `at` (so it can still be bet pre-match). */
export const changeAhead = (feed: SportsFeed, at: number, kind: FeedChange['kind'], sport?: SportKey): FeedChange | undefined => {
  const view = feed.at(at);
  return feed.changes(at, at + 2 * dayMs).find((c) => {
    if (c.kind !== kind || !c.eventId.startsWith('m-')) return false;
    const match = view.match(c.eventId);
    return match !== null && match.status === 'scheduled' && match.startsAt > at + 60_000 && (!sport || match.sport === sport);
  });
};
