import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { loyaltyGameCategory } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { endedPeriodsBetween, periodAt, type Period } from '../../../lib/business-periods/periods';
import { createTickSweep, type JobRunner } from '../../../lib/interval-sweep';
import { issueBonus } from '../../engagement/promotions';
import type { SettingsService } from '../../platform/settings';
import { gameTypesOf, prizePeriodKey } from './board-rules';
import {
  acquireBoardLease,
  findPeriod,
  lastPaidEnd,
  listEnabledBoards,
  markPeriodPaidIfDone,
  markPrize,
  refreshStandings,
  releaseBoardLease,
  touchPeriod,
  unpaidPrizes,
  writePrizes,
  type BoardRow,
} from './leaderboards.repository';

export type BoardRunsDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  settings: SettingsService;
  timeZone: string;
  tickSeconds: number;
  /** Names this instance in the lease; default host:pid:random. */
  holder?: string;
  wallClock?: () => Date;
  onError?: (error: unknown) => void;
};

/** The one lease every instance competes for. */
const leaseName = 'loyalty-board-runs';
/** A period is closed this long after its end, so a late wallet call of its last minutes is counted. */
export const closeGraceMs = 5 * 60_000;
/** Catch-up after downtime reaches back at most this far, a few periods per board and tick. */
const catchUpDays = 62;
const periodsPerTick = 10;

export type BoardContext = { currency: string; trialType: number; agentTypes: readonly number[] };
export type BoardTickOutcome = { refreshed: number; closed: string[]; paid: number; failed: number };

const categoryOf = (row: BoardRow) => (row.category === null ? null : loyaltyGameCategory.parse(row.category));

/**
 * The board run (docs/loyalty.md, "Leaderboards"): every tick refreshes each enabled board's current
 * standings set-based, and closes each period ended more than five minutes ago: its prize winners
 * are written once (the top places by score, then earlier reach, then member id) and paid through
 * the promotions engine, one bonus per board, period and place, so a second run or a second
 * instance pays nothing more.
 */
export const createBoardRunsService = (db: Kysely<DB>, deps: BoardRunsDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const zone = deps.timeZone;

  /** Settings are read before any transaction (reading them inside one deadlocks on PGlite). */
  const context = async (): Promise<BoardContext> => {
    const merchant = await deps.settings.value('merchant');
    return { currency: merchant.currency, trialType: merchant.trialTypeCode, agentTypes: merchant.agentTypeCodes };
  };

  const refresh = async (board: BoardRow, period: Period, ctx: BoardContext): Promise<void> => {
    const key = { boardId: board.id, periodKey: period.key };
    await db.transaction().execute(async (trx) => {
      await refreshStandings(trx, {
        ...key,
        metric: board.metric,
        gameTypes: gameTypesOf(categoryOf(board)),
        start: period.start,
        end: period.end,
        trialType: ctx.trialType,
      });
      await touchPeriod(trx, key, period.start, period.end);
    });
  };

  /** Closes an ended period once and pays what it still owes. */
  const settle = async (board: BoardRow, period: Period, ctx: BoardContext, outcome: BoardTickOutcome): Promise<void> => {
    const key = { boardId: board.id, periodKey: period.key };
    const row = await findPeriod(db, key);
    if (row?.status === 'paid') return;
    if (!row || row.status === 'open') {
      await refresh(board, period, ctx);
      await writePrizes(db, key, board.prizes);
      outcome.closed.push(`${board.id}:${period.key}`);
    }
    for (const prize of await unpaidPrizes(db, key)) {
      if (board.promotion_id === null) break;
      try {
        const bonus = await issueBonus(db, {
          promotionId: board.promotion_id,
          member: { id: prize.member_id, isAgent: ctx.agentTypes.includes(prize.type) },
          periodKey: prizePeriodKey(board.id, period.key, prize.rank),
          amount: prize.amount,
          currency: ctx.currency,
          status: 'issued',
          turnoverMultipleBp: board.turnover_multiple_bp,
        });
        await markPrize(db, { ...key, rank: prize.rank }, { claimId: bonus.claimId });
        outcome.paid += 1;
      } catch (error) {
        // Kept as failed (budget spent, member excluded) and tried again on the next tick.
        await markPrize(db, { ...key, rank: prize.rank }, { error: error instanceof Error ? error.message : String(error) });
        outcome.failed += 1;
      }
    }
    await markPeriodPaidIfDone(db, key);
  };

  /** One pass over every enabled board, without the lease (tests run two at once). */
  const runDue = async (now: Date = wallClock()): Promise<BoardTickOutcome> => {
    const ctx = await context();
    const outcome: BoardTickOutcome = { refreshed: 0, closed: [], paid: 0, failed: 0 };
    for (const board of await listEnabledBoards(db)) {
      const current = periodAt(board.period, now, zone);
      await refresh(board, current, ctx);
      outcome.refreshed += 1;
      const cap = new Date(now.getTime() - catchUpDays * 86_400_000);
      const since = (await lastPaidEnd(db, board.id)) ?? board.created_at;
      const from = since.getTime() < cap.getTime() ? cap : since;
      const ended = endedPeriodsBetween(board.period, from, new Date(now.getTime() - closeGraceMs), zone, periodsPerTick);
      for (const period of ended) await settle(board, period, ctx, outcome);
    }
    return outcome;
  };

  /** runDue under the lease (two ticks long), so one instance runs it at a time; null when another holds it. */
  const tick = async (now: Date = wallClock()): Promise<BoardTickOutcome | null> => {
    const wall = wallClock();
    if (!(await acquireBoardLease(db, leaseName, holder, wall, new Date(wall.getTime() + 2 * deps.tickSeconds * 1000)))) return null;
    return runDue(now);
  };

  /**
   * The current period of one board, counted now (a player's first look before the run reached it).
   * Players who look at once while the standings are stale share one count: each would otherwise
   * recount the whole board in their own request.
   */
  const counting = new Map<string, Promise<void>>();
  const refreshNow = (board: BoardRow, period: Period): Promise<void> => {
    const key = `${board.id}:${period.key}`;
    const running = counting.get(key);
    if (running) return running;
    const started = context()
      .then((ctx) => refresh(board, period, ctx))
      .finally(() => counting.delete(key));
    counting.set(key, started);
    return started;
  };

  const timer = createTickSweep('leaderboard-runs', tick, deps);
  const start = (errors?: (error: unknown) => void) => timer.start(errors);
  const stop = async () => {
    if (await timer.stop()) await releaseBoardLease(db, leaseName, holder);
  };

  return { tick, runDue, refreshNow, start, stop, holder };
};

export type BoardRunsService = ReturnType<typeof createBoardRunsService>;
