import { potentialReturn } from '@gp/contracts';
import { z } from 'zod';
import type { VendorSession } from '../../sessions';
import type { WalletClient, WalletLogger } from '../../wallet-client';
import { contractsSelectionOf, type ParsedSelectionId } from '../feed/ids';
import type { SportsFeed } from '../feed/feed';
import type { MatchEventKind } from '../feed/types';
import {
  claimDuePending,
  claimStalePlacing,
  findBet,
  insertBet,
  legsOf,
  markOpen,
  markUnplaced,
  memberLimitsOf,
  relockOdds,
  type BetRow,
  type LegRow,
} from './bet-repository';
import { readBet } from './bet-reads';
import { betDescriber, type DescribedLeg } from './bet-details';
import type { BookConfig, LimitKey } from './config';
import type { BookDb } from './database';
import { newBetId, txIds } from './ids';
import { effectiveLimits, limitRefusal } from './limits';
import { oddsPolicies, type OddsPolicy } from './odds-policy';
import { quoteRefusal, slipRefusal, type LegRequest, type Refusal } from './placement-rules';
import type { BetView } from './views';

export const placeRequest = z.object({
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  oddsPolicy: z.enum(oddsPolicies).default('none'),
  legs: z
    .array(z.object({ selectionId: z.string().min(1).max(200), odds: z.number().int().min(1001).max(1_000_000_000) }))
    .min(1)
    .max(50),
});

export type PlaceAnswer = { ok: true; bet: BetView; balance: number | null } | ({ ok: false } & Refusal);

/** Events that change a match's prospects: any of them during an in-play bet's delay refuses it. */
const significantEvents: ReadonlySet<MatchEventKind> = new Set(['goal', 'red-card', 'set', 'map', 'period-end', 'abandoned']);
/** How finely the delay is searched for a suspension: the feed is a pure function of time, so the past can be read. */
const delaySampleMs = 1_000;

type Deps = { db: BookDb; feed: SportsFeed; wallet: WalletClient; config: BookConfig; logger?: WalletLogger | undefined };

/**
 * Placing a bet: the slip is checked, the quotes are read again at acceptance, and the stake is taken
 * with the wallet's `bet` (txId `bet-<betId>`, round = the bet). A pre-match bet is recorded as
 * `placing` before the call and opens when the platform says OK; an in-play bet waits `inPlayDelayMs`
 * as `pending` (no money moves) and is then checked again (`acceptDue`, driven by the feed's clock).
 */
export const createPlacement = (deps: Deps) => {
  const { db, feed, wallet, config } = deps;
  const clock = feed.clock;

  const refuse = (refusal: Refusal): PlaceAnswer => ({ ok: false, ...refusal });

  /** Potential return and the limits it must meet; a refusal when it breaks them. */
  const limitCheck = async (
    bet: { vendorCode: string; playerId: string; stake: number },
    kinds: readonly LimitKey[],
    odds: readonly number[],
  ): Promise<Refusal | { potential: number }> => {
    let potential: number;
    try {
      potential = potentialReturn(
        bet.stake,
        odds.map((o) => ({ odds: o })),
      );
    } catch {
      return { code: 'PAYOUT_TOO_HIGH' };
    }
    const member = await memberLimitsOf(db, bet.vendorCode, bet.playerId);
    const refusal = limitRefusal(bet.stake, potential, effectiveLimits(config.limits, kinds, member));
    return refusal ? { code: refusal.code, details: { limits: refusal.limits } } : { potential };
  };

  /**
   * Takes the stake for a bet recorded as `placing`, its legs (at their locked odds) described in the
   * session's language; opens it, or records why not.
   */
  const takeStake = async (
    bet: Pick<BetRow, 'id' | 'vendor_code' | 'player_id' | 'session_token' | 'game_code' | 'bet_tx_id' | 'stake' | 'currency' | 'kind' | 'language'>,
    legs: readonly DescribedLeg[],
  ) => {
    const details = betDescriber(feed, clock.now())(bet, legs, { outcomes: false });
    const res = await wallet.bet(bet.vendor_code, {
      playerId: bet.player_id,
      sessionToken: bet.session_token,
      gameCode: bet.game_code,
      roundId: bet.id,
      txId: bet.bet_tx_id,
      amount: Number(bet.stake),
      currency: bet.currency,
      ...(details ? { details } : {}),
    });
    if (res.result === 'failed') {
      await markUnplaced(db, bet.id, 'failed', { code: 'NETWORK' });
      return { ok: false as const, code: 'NETWORK', balance: null };
    }
    const balance = typeof res.response.balance === 'number' ? res.response.balance : null;
    if (res.result === 'refused') {
      await markUnplaced(db, bet.id, 'refused', { code: res.response.status, ...(balance === null ? {} : { balance }) });
      return { ok: false as const, code: res.response.status, balance };
    }
    const platformTxId = res.response.status === 'OK' && typeof res.response.platformTxId === 'string' ? res.response.platformTxId : null;
    const opened = await markOpen(db, bet.id, platformTxId, new Date(clock.now()));
    // Marked failed meanwhile (this call outlived staleBetMs): its rollback, queued then, refunds the stake.
    if (!opened) return { ok: false as const, code: 'NETWORK', balance };
    return { ok: true as const, balance };
  };

  const place = async (session: VendorSession, body: unknown): Promise<PlaceAnswer> => {
    const parsedBody = placeRequest.safeParse(body);
    if (!parsedBody.success) return refuse({ code: 'BAD_REQUEST' });
    const request = parsedBody.data;
    const player = session.player;
    if (session.mode !== 'real' || !player) return refuse({ code: 'REAL_MONEY_ONLY' });
    const slip = slipRefusal(request.legs);
    if ('refusal' in slip) return refuse(slip.refusal);

    const now = clock.now();
    const view = feed.at(now);
    const quoted = quoteRefusal(
      request.legs,
      request.legs.map((l) => view.quote(l.selectionId)),
      request.oddsPolicy,
    );
    if ('refusal' in quoted) return refuse(quoted.refusal);
    const inPlay = slip.parsed.map((p) => p.event.kind === 'match' && view.match(p.eventId)?.status === 'live');
    const kinds = slip.parsed.map((p) => p.market.kind);
    const checked = await limitCheck({ vendorCode: session.vendorCode, playerId: player.playerId, stake: request.stake }, kinds, quoted.odds);
    if ('code' in checked) return refuse(checked);

    if (session.busy) return refuse({ code: 'BUSY' });
    session.busy = true;
    try {
      const id = newBetId();
      const anyInPlay = inPlay.some(Boolean);
      const bet = {
        id,
        vendor_code: session.vendorCode,
        game_code: session.gameCode,
        player_id: player.playerId,
        session_token: player.sessionToken,
        currency: session.currency,
        kind: request.legs.length > 1 ? ('parlay' as const) : ('single' as const),
        stake: request.stake,
        potential_return: checked.potential,
        odds_policy: request.oddsPolicy,
        status: anyInPlay ? ('pending' as const) : ('placing' as const),
        in_play: anyInPlay,
        placed_at: new Date(now),
        accept_at: anyInPlay ? new Date(now + config.inPlayDelayMs) : null,
        bet_tx_id: txIds.bet(id),
        language: session.language,
      };
      const legs = legRows(id, request.legs, slip.parsed, quoted.odds, inPlay);
      await db.transaction().execute((trx) => insertBet(trx, bet, legs));
      if (anyInPlay) return { ok: true, bet: (await readBet(db, { vendorCode: session.vendorCode, playerId: player.playerId }, id))!, balance: null };
      const taken = await takeStake({ ...bet, stake: BigInt(bet.stake) }, legs);
      if (taken.balance !== null) session.balance = taken.balance;
      if (!taken.ok) return refuse({ code: taken.code, ...(taken.balance === null ? {} : { details: { balance: taken.balance } }) });
      return { ok: true, bet: (await readBet(db, { vendorCode: session.vendorCode, playerId: player.playerId }, id))!, balance: taken.balance };
    } finally {
      session.busy = false;
    }
  };

  /** Why an in-play bet may not be taken after its delay, or the odds to lock now. */
  const recheck = async (bet: BetRow, legs: readonly LegRow[]): Promise<{ refusal: Refusal } | { odds: number[]; potential: number }> => {
    const now = clock.now();
    const placedAt = new Date(bet.placed_at).getTime();
    for (const leg of legs) {
      if (!leg.in_play) continue;
      const events = feed.at(now).match(leg.event_id)?.events ?? [];
      if (events.some((e) => e.at > placedAt && e.at <= now && significantEvents.has(e.kind)))
        return { refusal: { code: 'EVENT_DURING_DELAY', details: { selectionId: leg.selection_id } } };
      for (let t = placedAt + delaySampleMs; t < now; t += delaySampleMs) {
        const q = feed.at(t).quote(leg.selection_id);
        if (!q || q.status !== 'open')
          return { refusal: { code: q?.suspended ? 'MARKET_SUSPENDED' : 'MARKET_CLOSED', details: { selectionId: leg.selection_id } } };
      }
    }
    const requested: LegRequest[] = legs.map((l) => ({ selectionId: l.selection_id, odds: l.requested_odds }));
    const view = feed.at(now);
    const quoted = quoteRefusal(
      requested,
      requested.map((l) => view.quote(l.selectionId)),
      bet.odds_policy as OddsPolicy,
    );
    if ('refusal' in quoted) return quoted;
    const checked = await limitCheck(
      { vendorCode: bet.vendor_code, playerId: bet.player_id, stake: Number(bet.stake) },
      // Written from the feed's parsed market kind at placement.
      legs.map((l) => l.market_kind as LimitKey),
      quoted.odds,
    );
    if ('code' in checked) return { refusal: checked };
    return { odds: quoted.odds, potential: checked.potential };
  };

  /** Accepts or refuses the in-play bets whose delay is over at the clock's time; the count handled. */
  const acceptDue = async (): Promise<number> => {
    const due = await claimDuePending(db, new Date(clock.now()), 200);
    const legs = await legsOf(
      db,
      due.map((b) => b.id),
    );
    for (const bet of due) {
      const own = legs.filter((l) => l.bet_id === bet.id);
      const checked = await recheck(bet, own);
      if ('refusal' in checked) {
        await markUnplaced(db, bet.id, 'refused', { code: checked.refusal.code, ...checked.refusal.details });
        continue;
      }
      const relocked = own.map((l, i) => ({ ...l, odds: checked.odds[i]! }));
      await relockOdds(
        db,
        bet.id,
        checked.potential,
        relocked.map((l) => ({ legNo: l.leg_no, odds: l.odds })),
      );
      await takeStake(bet, relocked);
    }
    return due.length;
  };

  /** Bets whose process died between recording and the wallet's answer: rolled back, as the protocol says. */
  const recoverStale = async (): Promise<number> => {
    const stale = await claimStalePlacing(db, new Date(clock.now() - config.staleBetMs), 200);
    for (const bet of stale) {
      deps.logger?.warn({ betId: bet.id }, 'bet left unanswered by a stopped process; rolling it back');
      await wallet.rollback(bet.vendor_code, {
        playerId: bet.player_id,
        gameCode: bet.game_code,
        roundId: bet.id,
        txId: `${bet.bet_tx_id}-rb`,
        originalTxId: bet.bet_tx_id,
      });
    }
    return stale.length;
  };

  return { place, acceptDue, recoverStale, find: (id: string) => findBet(db, id) };
};

export type Placement = ReturnType<typeof createPlacement>;

const legRows = (betId: string, legs: readonly LegRequest[], parsed: readonly ParsedSelectionId[], odds: readonly number[], inPlay: readonly boolean[]) =>
  legs.map((leg, i) => {
    const p = parsed[i]!;
    const selection = contractsSelectionOf(p.market, p.selectionKey);
    const line = selection && 'lineQuarters' in selection ? selection.lineQuarters : null;
    return {
      bet_id: betId,
      leg_no: i + 1,
      selection_id: leg.selectionId,
      event_id: p.eventId,
      market_key: p.marketKey,
      market_kind: p.market.kind,
      selection_key: p.selectionKey,
      odds: odds[i]!,
      requested_odds: leg.odds,
      line_quarters: line,
      in_play: inPlay[i]!,
    };
  });
