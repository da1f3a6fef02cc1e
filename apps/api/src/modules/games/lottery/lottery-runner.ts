import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { createIntervalSweep, type JobRunner } from '../../../lib/interval-sweep';
import type { LotteryDrawsService } from './draws.service';
import { drawsInState } from './lottery.repository';
import type { LotterySettlementService } from './settlement.service';

export type LotteryRunnerDeps = {
  draws: LotteryDrawsService;
  settlement: LotterySettlementService;
  clock: () => Date;
  tickSeconds: number;
  jobs?: JobRunner | undefined;
};

/** The calendars are extended once a minute; everything else every tick. */
const scheduleEveryMs = 60_000;
/** Draws moved on per step and tick; a backlog drains over the next ticks. */
const perTick = 50;

export type TickReport = { scheduled: number; closed: number; drawn: number; settled: number; paid: number; voided: number; failed: number };

/**
 * One tick moves every draw as far as it can go: schedule ahead, close, draw, settle, pay, finish
 * voids. Each step is safe with two instances running at once (row locks, state guards and the
 * wallet's idempotent keys), so no lease is needed for correctness; a failed draw (the wallet
 * refusing a win) is reported and retried on the next tick without stopping the others.
 */
export const createLotteryRunner = (db: Kysely<DB>, deps: LotteryRunnerDeps) => {
  let lastScheduled = 0;

  const tick = async (onError?: (error: unknown) => void): Promise<TickReport> => {
    const now = deps.clock();
    const report: TickReport = { scheduled: 0, closed: 0, drawn: 0, settled: 0, paid: 0, voided: 0, failed: 0 };
    if (now.getTime() - lastScheduled >= scheduleEveryMs) {
      report.scheduled = await deps.draws.schedule(now);
      lastScheduled = now.getTime();
    }
    report.closed = await deps.draws.close(now);
    report.drawn = await deps.draws.draw(now);
    const attempt = async (step: () => Promise<boolean>, key: 'settled' | 'paid' | 'voided') => {
      try {
        if (await step()) report[key] += 1;
      } catch (error) {
        report.failed += 1;
        onError?.(error);
      }
    };
    // A published result settles whatever the draw time says: staff may publish an official draw held early.
    for (const draw of await drawsInState(db, ['resulted'], null, perTick)) await attempt(() => deps.settlement.settle(draw.id), 'settled');
    for (const draw of await drawsInState(db, ['settled', 'paying'], null, perTick)) {
      if (draw.status === 'settled' && draw.pay_after !== null && draw.pay_after > now) continue;
      await attempt(() => deps.settlement.pay(draw.id), 'paid');
    }
    // A void can be staff's answer to a draw whose time never came: every voiding draw, whatever its time.
    for (const draw of await drawsInState(db, ['voiding'], null, perTick)) await attempt(() => deps.settlement.finishVoid(draw.id), 'voided');
    return report;
  };

  let errors: ((error: unknown) => void) | undefined;
  const sweep = createIntervalSweep(() => tick(errors), { name: 'lottery-draws', intervalMs: deps.tickSeconds * 1000, runAtStart: true, jobs: deps.jobs });

  return {
    tick,
    start: (onError?: (error: unknown) => void) => {
      errors = onError;
      sweep.start(onError);
    },
    stop: sweep.stop,
  };
};

export type LotteryRunner = ReturnType<typeof createLotteryRunner>;
