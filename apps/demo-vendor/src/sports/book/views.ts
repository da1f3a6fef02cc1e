import type { BetRow, CashOutRow, LegRow, WalletCallRow } from './bet-repository';

export type LegView = {
  legNo: number;
  selectionId: string;
  eventId: string;
  marketKey: string;
  marketKind: string;
  selectionKey: string;
  odds: number;
  requestedOdds: number;
  lineQuarters: number | null;
  inPlay: boolean;
  outcome: string | null;
  resultVersion: number | null;
  decidedAt: string | null;
};

export type PaymentView = { txId: string; action: string; amount: number; state: string; status: string | null };

export type BetView = {
  id: string;
  kind: 'single' | 'parlay';
  status: string;
  stake: number;
  currency: string;
  potentialReturn: number;
  oddsPolicy: string;
  inPlay: boolean;
  placedAt: string;
  acceptAt: string | null;
  acceptedAt: string | null;
  settledAt: string | null;
  settlementVersion: number;
  /** What the player has been paid back (stake included) after the latest settlement; null while open. */
  returned: number | null;
  refusal: unknown;
  cashOut: { amount: number; at: string } | null;
  legs: LegView[];
  /** The wallet calls that pay the bet out, as sent or still waiting. */
  payments: PaymentView[];
};

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export const legView = (l: LegRow): LegView => ({
  legNo: l.leg_no,
  selectionId: l.selection_id,
  eventId: l.event_id,
  marketKey: l.market_key,
  marketKind: l.market_kind,
  selectionKey: l.selection_key,
  odds: l.odds,
  requestedOdds: l.requested_odds,
  lineQuarters: l.line_quarters,
  inPlay: l.in_play,
  outcome: l.outcome,
  resultVersion: l.result_version,
  decidedAt: iso(l.decided_at),
});

export const betView = (bet: BetRow, legs: readonly LegRow[], cashOut: CashOutRow | undefined, calls: readonly WalletCallRow[]): BetView => ({
  id: bet.id,
  kind: bet.kind,
  status: bet.status,
  stake: Number(bet.stake),
  currency: bet.currency,
  potentialReturn: Number(bet.potential_return),
  oddsPolicy: bet.odds_policy,
  inPlay: bet.in_play,
  placedAt: iso(bet.placed_at)!,
  acceptAt: iso(bet.accept_at),
  acceptedAt: iso(bet.accepted_at),
  settledAt: iso(bet.settled_at),
  settlementVersion: bet.settlement_version,
  returned: bet.settled_return === null ? null : Number(bet.settled_return),
  refusal: bet.refusal,
  cashOut: cashOut ? { amount: Number(cashOut.amount), at: iso(cashOut.created_at)! } : null,
  legs: legs.map(legView),
  payments: calls.map((c) => ({ txId: c.tx_id, action: c.action, amount: Number(c.body.amount), state: c.state, status: c.status })),
});
