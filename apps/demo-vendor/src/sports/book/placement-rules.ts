import { maxParlayLegs, type DecimalThousandths } from '@gp/contracts';
import { parseSelectionId, type ParsedSelectionId } from '../feed/ids';
import type { SelectionQuote } from '../feed/types';
import { oddsAcceptable, type OddsPolicy } from './odds-policy';

export type LegRequest = { selectionId: string; odds: DecimalThousandths };

export type Refusal = { code: string; details?: Record<string, unknown> };

/**
 * The slip's shape before any price is read: 1 to 10 legs, each a selection id the feed's grammar
 * accepts, no two on one event (their results are linked), and an outright only as a single (it is
 * linked to every match of its league).
 */
export const slipRefusal = (legs: readonly LegRequest[]): { refusal: Refusal } | { parsed: ParsedSelectionId[] } => {
  if (legs.length === 0) return { refusal: { code: 'BAD_REQUEST' } };
  if (legs.length > maxParlayLegs) return { refusal: { code: 'TOO_MANY_LEGS', details: { max: maxParlayLegs } } };
  const parsed: ParsedSelectionId[] = [];
  for (const leg of legs) {
    const p = parseSelectionId(leg.selectionId);
    if (!p) return { refusal: { code: 'UNKNOWN_SELECTION', details: { selectionId: leg.selectionId } } };
    parsed.push(p);
  }
  const events = new Set(parsed.map((p) => p.eventId));
  if (events.size !== parsed.length) return { refusal: { code: 'SAME_EVENT' } };
  if (parsed.length > 1 && parsed.some((p) => p.event.kind === 'outright')) return { refusal: { code: 'OUTRIGHT_IN_PARLAY' } };
  return { parsed };
};

/**
 * The legs against the feed's quotes at one time: unknown, closed or suspended markets refuse; odds
 * the player's policy does not take refuse with every leg's current odds, so the slip can show them
 * and ask again. On success the odds to lock, leg by leg.
 */
export const quoteRefusal = (
  legs: readonly LegRequest[],
  quotes: readonly (SelectionQuote | null)[],
  policy: OddsPolicy,
): { refusal: Refusal } | { odds: DecimalThousandths[] } => {
  const odds: DecimalThousandths[] = [];
  for (const [i, leg] of legs.entries()) {
    const quote = quotes[i];
    if (!quote) return { refusal: { code: 'UNKNOWN_SELECTION', details: { selectionId: leg.selectionId } } };
    if (quote.status === 'closed' || quote.odds === null) return { refusal: { code: 'MARKET_CLOSED', details: { selectionId: leg.selectionId } } };
    if (quote.suspended) return { refusal: { code: 'MARKET_SUSPENDED', details: { selectionId: leg.selectionId } } };
    odds.push(quote.odds);
  }
  const changed = legs.some((leg, i) => !oddsAcceptable(policy, leg.odds, odds[i]!));
  if (changed) return { refusal: { code: 'ODDS_CHANGED', details: { legs: legs.map((leg, i) => ({ selectionId: leg.selectionId, odds: odds[i] })) } } };
  return { odds };
};
