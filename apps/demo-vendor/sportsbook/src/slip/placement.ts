import type { BetView, PlaceRequest } from '../api/book';
import { VendorError } from '../api/http';
import { refusalOf, type Refusal } from '../bets/refusal';

/** What became of one bet the slip sent. */
export type PlacementOutcome =
  | { kind: 'accepted'; request: PlaceRequest; bet: BetView }
  /** In play: the book confirms after its delay; `endsAt` is when, on this browser's clock. */
  | { kind: 'pending'; request: PlaceRequest; bet: BetView; endsAt: number }
  | { kind: 'refused'; request: PlaceRequest; refusal: Refusal };

/**
 * Sends one bet and reads the answer. The countdown of an in-play bet runs on this browser's
 * clock for the length of the book's delay (acceptAt - placedAt), so a clock that differs from the
 * server's does not shorten or stretch it.
 */
export const placeOne = async (
  place: (request: PlaceRequest) => Promise<{ bet: BetView }>,
  request: PlaceRequest,
  now: () => number = Date.now,
): Promise<PlacementOutcome> => {
  try {
    const { bet } = await place(request);
    if (bet.status === 'pending' && bet.acceptAt) {
      const delay = Math.max(0, new Date(bet.acceptAt).getTime() - new Date(bet.placedAt).getTime());
      return { kind: 'pending', request, bet, endsAt: now() + delay };
    }
    return { kind: 'accepted', request, bet };
  } catch (error) {
    return { kind: 'refused', request, refusal: error instanceof VendorError ? refusalOf(error) : { code: 'ERROR' } };
  }
};

/** The request again at the prices an ODDS_CHANGED refusal offered ("accept the new odds"). */
export const withOfferedOdds = (request: PlaceRequest, offered: ReadonlyMap<string, number>): PlaceRequest => ({
  ...request,
  legs: request.legs.map((leg) => ({ ...leg, odds: offered.get(leg.selectionId) ?? leg.odds })),
});

/** The outcome a pending in-play bet came to, once the book decided: accepted (open) or refused with its reason. */
export const decidedOutcome = (request: PlaceRequest, bet: BetView): PlacementOutcome | null => {
  if (bet.status === 'pending' || bet.status === 'placing') return null;
  if (bet.status === 'refused' || bet.status === 'failed') {
    const stored = bet.refusal as { code?: unknown } | null;
    const code = typeof stored?.code === 'string' ? stored.code : 'ERROR';
    const { code: _code, ...details } = (stored ?? {}) as Record<string, unknown>;
    return { kind: 'refused', request, refusal: { code, details } };
  }
  return { kind: 'accepted', request, bet };
};
