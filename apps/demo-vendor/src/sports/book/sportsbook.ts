import type { WalletClient, WalletLogger } from '../../wallet-client';
import type { SportsFeed } from '../feed/feed';
import { walletCallsOf } from './bet-repository';
import { createCashOut } from './cash-out';
import type { BookConfig } from './config';
import type { BookDb } from './database';
import { txIds } from './ids';
import { createOutbox } from './outbox';
import { createPlacement } from './placement';
import { createSettlement } from './settlement';

export type SportsbookDeps = { db: BookDb; feed: SportsFeed; wallet: WalletClient; config: BookConfig; logger?: WalletLogger | undefined };

/**
 * The sportsbook's services and its three jobs: in-play acceptance (with the rollback of bets a
 * stopped process left mid-call), settlement and the wallet outbox. `start` runs them on intervals;
 * tests leave them stopped and call them directly, with the feed's clock driven.
 */
export const createSportsbook = (deps: SportsbookDeps) => {
  const { db, feed, wallet, config, logger } = deps;
  const outbox = createOutbox({ db, wallet, config, logger });
  const placement = createPlacement({ db, feed, wallet, config, logger });
  const settlement = createSettlement({ db, feed, config, logger, onRecorded: () => outbox.kick() });
  const cashOut = createCashOut({
    db,
    feed,
    config,
    onRecorded: async (betId) => {
      await outbox.drain(betId);
      const calls = await walletCallsOf(db, [betId]);
      return calls.some((c) => c.tx_id === txIds.cashOut(betId) && c.status === 'OK');
    },
  });

  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job()
        .catch((error: unknown) => logger?.error({ job: name, err: error instanceof Error ? error.message : String(error) }, 'sportsbook job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    db,
    feed,
    config,
    placement,
    settlement,
    cashOut,
    outbox,
    start: () => {
      every(config.intervals.acceptMs, 'accept', async () => {
        await placement.acceptDue();
        await placement.recoverStale();
      });
      every(config.intervals.settleMs, 'settle', () => settlement.runOnce());
      outbox.start();
    },
    stop: async () => {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
      await outbox.stop();
    },
  };
};

export type Sportsbook = ReturnType<typeof createSportsbook>;
