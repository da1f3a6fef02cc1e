import { betReturn, resettlementMovement, signedAdjustment, type LegOutcome } from '@gp/contracts';
import type { WalletLogger } from '../../wallet-client';
import type { SportsFeed } from '../feed/feed';
import type { BetRow, LegRow } from './bet-repository';
import { legsOf } from './bet-repository';
import { betDescriber, type DescribeBet } from './bet-details';
import { decidedStatus } from './bet-status';
import type { BookConfig } from './config';
import type { BookDb, BookExecutor } from './database';
import { txIds } from './ids';
import { recordCalls, recordManualCase, winBody, type NewWalletCall } from './outbox-repository';
import { settledStatuses } from './schema';
import {
  applyLegResults,
  lockDirtyBets,
  readCursor,
  saveCursor,
  selectionsBehind,
  undecidedEvents,
  writeSettlements,
  type BetSettlementUpdate,
  type LegResult,
} from './settlement-repository';

export type SettlementRun = { events: number; legs: number; settled: number; resettled: number };

const cursorName = 'feed-changes';
/** A first run reads this far back in the feed's changes (corrections come hours after a match). */
const firstLookbackMs = 2 * 86_400_000;
const resultChunk = 1_000;

const isSettled = (status: string): boolean => (settledStatuses as readonly string[]).includes(status);

type Decision = {
  update: BetSettlementUpdate;
  calls: NewWalletCall[];
  manual: { amount: number; version: number } | null;
  kind: 'none' | 'settled' | 'resettled';
};

/**
 * One bet looked at again after a leg's result changed. Open and every leg decided: the first
 * settlement, one `win` of the return (0 on a loss, the stake on a void), closing the round. Settled
 * and the return changed: a correction of the difference, through `adjust` (or, with adjust off, a
 * further `win` for a credit and a manual case for a debit). Anything else just leaves clean.
 */
const decide = (bet: BetRow, legs: readonly LegRow[], config: BookConfig, now: Date, describe: DescribeBet): Decision => {
  const keep: BetSettlementUpdate = {
    id: bet.id,
    status: bet.status,
    version: bet.settlement_version,
    returned: bet.settled_return,
    settledAt: bet.settled_at,
  };
  const none: Decision = { update: keep, calls: [], manual: null, kind: 'none' };
  if (bet.status !== 'open' && !isSettled(bet.status)) return none;
  if (legs.length === 0 || legs.some((l) => l.outcome === null)) return none;
  const outcomes = legs.map((l) => l.outcome as LegOutcome);
  const stake = Number(bet.stake);
  const returned = betReturn(
    stake,
    legs.map((l, i) => ({ odds: l.odds, outcome: outcomes[i]! })),
  );
  const status = decidedStatus(outcomes, stake, returned);
  // Every call that settles carries the legs with their outcomes: the platform shows the latest.
  const details = () => describe(bet, legs, { outcomes: true });
  if (bet.status === 'open') {
    const txId = txIds.settle(bet.id, 1);
    return {
      update: { id: bet.id, status, version: 1, returned: BigInt(returned), settledAt: now },
      calls: [{ vendorCode: bet.vendor_code, txId, betId: bet.id, action: 'win', body: winBody(bet, txId, returned, details()) }],
      manual: null,
      kind: 'settled',
    };
  }
  const previous = Number(bet.settled_return ?? 0n);
  const movement = resettlementMovement(previous, returned);
  // Same money: the status may still read differently (a void leg where a push was), no wallet call.
  if (movement.kind === 'none') return { ...none, update: { ...keep, status } };
  const version = bet.settlement_version + 1;
  const update: BetSettlementUpdate = { id: bet.id, status, version, returned: BigInt(returned), settledAt: now };
  const amount = signedAdjustment(movement);
  if (config.adjust === 'auto') {
    const txId = txIds.adjust(bet.id, version);
    const adjusted = details();
    const body = {
      playerId: bet.player_id,
      gameCode: bet.game_code,
      roundId: bet.id,
      txId,
      originalTxId: txIds.settle(bet.id, 1),
      amount,
      currency: bet.currency,
      reason: 'result-corrected',
      settlementVersion: version,
      ...(adjusted ? { details: adjusted } : {}),
    };
    return { update, calls: [{ vendorCode: bet.vendor_code, txId, betId: bet.id, action: 'adjust', body }], manual: null, kind: 'resettled' };
  }
  if (amount > 0) {
    const txId = txIds.settle(bet.id, version);
    return {
      update,
      calls: [{ vendorCode: bet.vendor_code, txId, betId: bet.id, action: 'win', body: winBody(bet, txId, amount, details()) }],
      manual: null,
      kind: 'resettled',
    };
  }
  return { update, calls: [], manual: { amount, version }, kind: 'resettled' };
};

/**
 * The settlement job: reads results from the feed, writes them onto the legs in set statements, and
 * settles the bets they decide in batches, each batch one transaction that also records the batch's
 * wallet calls in the outbox (sent afterwards by outbox.ts). Runs on an interval and from tests;
 * two runs at once never settle a bet twice (rows are taken with SKIP LOCKED, txIds are unique).
 */
export const createSettlement = (deps: { db: BookDb; feed: SportsFeed; config: BookConfig; logger?: WalletLogger | undefined; onRecorded?: () => void }) => {
  const { db, feed, config } = deps;

  /** Reads results for every event with an undecided leg or a change since the cursor; returns legs updated. */
  const applyResults = async (now: number): Promise<{ events: number; legs: number }> => {
    const cursor = (await readCursor(db, cursorName)) ?? now - firstLookbackMs;
    const changed = cursor < now ? feed.changes(cursor, now).map((c) => c.eventId) : [];
    const events = [...new Set([...(await undecidedEvents(db)), ...changed])];
    const view = feed.at(now);
    const known: { eventId: string; version: number }[] = [];
    for (const eventId of events) {
      const result = view.result(eventId);
      if (result && result.state !== 'pending') known.push({ eventId, version: result.version });
    }
    const selections = await selectionsBehind(db, known);
    const results: LegResult[] = [];
    for (const s of selections) {
      const settled = view.settlement(s.selection_id);
      if (settled)
        results.push({
          eventId: s.event_id,
          selectionId: s.selection_id,
          outcome: settled.outcome,
          version: settled.version,
          decidedAt: new Date(settled.decidedAt),
        });
    }
    let legs = 0;
    for (let i = 0; i < results.length; i += resultChunk) legs += await applyLegResults(db, results.slice(i, i + resultChunk));
    await saveCursor(db, cursorName, now);
    return { events: known.length, legs };
  };

  const settleBatch = (ex: BookDb, now: Date) =>
    ex.transaction().execute(async (trx: BookExecutor) => {
      const bets = await lockDirtyBets(trx, config.settleBatch);
      const legs = await legsOf(
        trx,
        bets.map((b) => b.id),
      );
      const byBet = new Map<string, LegRow[]>();
      for (const leg of legs) byBet.set(leg.bet_id, [...(byBet.get(leg.bet_id) ?? []), leg]);
      const describe = betDescriber(feed, now.getTime());
      const decisions = bets.map((bet) => decide(bet, byBet.get(bet.id) ?? [], config, now, describe));
      await writeSettlements(
        trx,
        decisions.map((d) => d.update),
      );
      await recordCalls(
        trx,
        decisions.flatMap((d) => d.calls),
      );
      for (const d of decisions)
        if (d.manual)
          await recordManualCase(trx, {
            betId: d.update.id,
            kind: 'downward-correction',
            amount: d.manual.amount,
            settlementVersion: d.manual.version,
            note: 'adjust is off: take the difference back by hand.',
          });
      return {
        taken: bets.length,
        settled: decisions.filter((d) => d.kind === 'settled').length,
        resettled: decisions.filter((d) => d.kind === 'resettled').length,
      };
    });

  const runOnce = async (): Promise<SettlementRun> => {
    const now = feed.clock.now();
    const applied = await applyResults(now);
    const run: SettlementRun = { ...applied, settled: 0, resettled: 0 };
    for (;;) {
      const batch = await settleBatch(db, new Date(now));
      run.settled += batch.settled;
      run.resettled += batch.resettled;
      if (batch.settled + batch.resettled > 0) deps.onRecorded?.();
      if (batch.taken < config.settleBatch) break;
    }
    return run;
  };

  return { runOnce };
};

export type Settlement = ReturnType<typeof createSettlement>;
