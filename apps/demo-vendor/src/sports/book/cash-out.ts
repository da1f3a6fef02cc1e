import { cashOutPrice, type CashOutLeg, type LegOutcome } from '@gp/contracts';
import { z } from 'zod';
import type { SportsFeed } from '../feed/feed';
import type { FeedView } from '../feed/feed';
import type { MarketView } from '../feed/types';
import { findBet, legsOf, lockOpenBet, type BetRow, type LegRow } from './bet-repository';
import { betDescriber } from './bet-details';
import type { PlayerRef } from './bet-reads';
import type { BookConfig } from './config';
import type { BookDb } from './database';
import { fairProbabilityPpm } from './fair-probability';
import { txIds } from './ids';
import { recordCalls, winBody } from './outbox-repository';
import type { Refusal } from './placement-rules';

export const cashOutRequest = z.object({ price: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export type CashOutQuote = { ok: true; betId: string; price: number; currency: string } | ({ ok: false } & Refusal);
export type CashOutAnswer = { ok: true; betId: string; amount: number; paid: boolean } | ({ ok: false } & Refusal);

const marketOf = (view: FeedView, leg: LegRow): MarketView | undefined =>
  leg.event_id.startsWith('o-') ? view.outright(leg.event_id)?.market : view.match(leg.event_id)?.markets.find((m) => m.key === leg.market_key);

/**
 * Cash-out: the house buys an open bet back at its current fair value less a margin
 * (contracts cash-out.ts). An open leg's fair win probability comes from its market's current odds
 * with the margin taken out (fair-probability.ts); a decided leg counts with its outcome. Paid as the
 * bet's `win` (txId `cashout-<betId>`), which settles the round; the bet becomes `cashed-out`.
 */
export const createCashOut = (deps: { db: BookDb; feed: SportsFeed; config: BookConfig; onRecorded: (betId: string) => Promise<boolean> }) => {
  const { db, feed, config } = deps;

  const priceOf = (bet: BetRow, legs: readonly LegRow[]): { price: number } | Refusal => {
    if (bet.status !== 'open') return { code: 'NOT_OPEN' };
    const view = feed.at();
    const priced: CashOutLeg[] = [];
    for (const leg of legs) {
      if (leg.outcome !== null) {
        priced.push({ odds: leg.odds, state: 'settled', outcome: leg.outcome as LegOutcome });
        continue;
      }
      const market = marketOf(view, leg);
      const index = market?.selections.findIndex((s) => s.key === leg.selection_key) ?? -1;
      if (!market || market.status === 'closed' || index < 0) return { code: 'CASH_OUT_UNAVAILABLE' };
      if (market.status === 'suspended') return { code: 'MARKET_SUSPENDED', details: { selectionId: leg.selection_id } };
      priced.push({
        odds: leg.odds,
        state: 'open',
        price: {
          probabilityPpm: fairProbabilityPpm(
            market.selections.map((s) => s.odds),
            index,
          ),
        },
      });
    }
    if (!priced.some((l) => l.state === 'open')) return { code: 'CASH_OUT_UNAVAILABLE' };
    const price = cashOutPrice(Number(bet.stake), priced, config.cashOutMarginBps);
    return price > 0 ? { price } : { code: 'CASH_OUT_UNAVAILABLE' };
  };

  const ownBet = async (player: PlayerRef, betId: string): Promise<BetRow | null> => {
    const bet = await findBet(db, betId);
    return bet && bet.vendor_code === player.vendorCode && bet.player_id === player.playerId ? bet : null;
  };

  const quote = async (player: PlayerRef, betId: string): Promise<CashOutQuote> => {
    const bet = await ownBet(player, betId);
    if (!bet) return { ok: false, code: 'NOT_FOUND' };
    const priced = priceOf(bet, await legsOf(db, [bet.id]));
    return 'code' in priced ? { ok: false, ...priced } : { ok: true, betId, price: priced.price, currency: bet.currency };
  };

  /**
   * Accepts at the current price when it is at least the one the player saw; a lower price refuses
   * with the new one. The bet is locked while it is priced and closed, so a settlement run (which
   * takes bets with SKIP LOCKED) cannot settle it in between.
   */
  const accept = async (player: PlayerRef, betId: string, body: unknown): Promise<CashOutAnswer> => {
    const parsed = cashOutRequest.safeParse(body);
    if (!parsed.success) return { ok: false, code: 'BAD_REQUEST' };
    const seen = parsed.data.price;
    if (!(await ownBet(player, betId))) return { ok: false, code: 'NOT_FOUND' };
    const outcome = await db.transaction().execute(async (trx): Promise<CashOutAnswer> => {
      const bet = await lockOpenBet(trx, betId);
      if (!bet) return { ok: false, code: 'NOT_OPEN' };
      const legs = await legsOf(trx, [bet.id]);
      const priced = priceOf(bet, legs);
      if ('code' in priced) return { ok: false, ...priced };
      if (priced.price < seen) return { ok: false, code: 'PRICE_CHANGED', details: { price: priced.price } };
      const now = new Date(feed.clock.now());
      const txId = txIds.cashOut(bet.id);
      // The legs as they stand: decided ones with their outcome, the rest open (null).
      const details = betDescriber(feed, now.getTime())(bet, legs, { outcomes: true, cashOut: true });
      await trx
        .updateTable('sportsbook.bets')
        .set({ status: 'cashed-out', settlement_version: 1, settled_return: priced.price, settled_at: now, dirty: false })
        .where('id', '=', bet.id)
        .execute();
      await trx.insertInto('sportsbook.cash_outs').values({ bet_id: bet.id, amount: priced.price, seen_price: seen, tx_id: txId, created_at: now }).execute();
      await recordCalls(trx, [{ vendorCode: bet.vendor_code, txId, betId: bet.id, action: 'win', body: winBody(bet, txId, priced.price, details) }]);
      return { ok: true, betId, amount: priced.price, paid: false };
    });
    if (!outcome.ok) return outcome;
    return { ...outcome, paid: await deps.onRecorded(betId) };
  };

  return { quote, accept };
};

export type CashOut = ReturnType<typeof createCashOut>;
