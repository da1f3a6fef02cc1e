import { vendorBetDetails, type BettingRoundBet, type BettingSportsBet, type RoundBetDetails, type SportsBetDetails } from '@gp/contracts';

/** What a round shows of its stored bet details: at most one of the kinds, null for the others. */
export type RoundBetViews = { sports: BettingSportsBet | null; roundBet: BettingRoundBet | null };

const none: RoundBetViews = { sports: null, roundBet: null };

const sportsView = (bet: SportsBetDetails): BettingSportsBet => ({
  betType: bet.betType,
  cashOut: bet.cashOut ?? false,
  legs: bet.legs.map((leg) => ({
    eventName: leg.eventName,
    startsAt: leg.startsAt === undefined ? null : new Date(leg.startsAt).toISOString(),
    market: leg.market,
    selection: leg.selection,
    line: leg.line ?? null,
    odds: leg.odds,
    inPlay: leg.inPlay ?? false,
    outcome: leg.outcome ?? null,
    score: leg.score ?? null,
  })),
});

const roundView = (round: RoundBetDetails): BettingRoundBet => ({
  game: round.game,
  place: round.place ?? null,
  roundNo: round.roundNo ?? null,
  lines: round.lines.map((line) => ({ label: line.label, amount: line.amount, payout: line.payout ?? null, note: line.note ?? null })),
  result: round.result ?? null,
  cards: (round.cards ?? []).map((hand) => ({ hand: hand.hand, cards: [...hand.cards] })),
});

/**
 * A round's bet as the player's record shows it, from its stored details (written only after the
 * gateway's schema accepted them). Read again with today's schema, so an object it no longer
 * accepts shows nothing rather than failing the whole record.
 */
export const betDetailsViews = (details: unknown): RoundBetViews => {
  if (details === null || details === undefined) return none;
  const parsed = vendorBetDetails.safeParse(details);
  if (!parsed.success) return none;
  if (parsed.data.kind === 'sports') return { sports: sportsView(parsed.data), roundBet: null };
  return { sports: null, roundBet: roundView(parsed.data) };
};
