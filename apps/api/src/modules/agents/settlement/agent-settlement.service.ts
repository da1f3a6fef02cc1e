import { createTickSweep, type JobRunner } from '../../../lib/interval-sweep';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AgentSettlementPage, AgentSettlementQuery, AgentSettlementView, SettlementRunView } from '@gp/contracts';
import type { AgentSettlementJob, DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { SettingsService } from '../../platform/settings';
import { createDividendConfirmation } from './dividend-confirmation';
import type { AccountFreezeService } from '../../identity/accounts';
import { releaseLease } from './runs.repository';
import { createContractSettler, type SettleOptions } from './settle-contract';
import { createSettlementPayment } from './settlement-payment';
import { createSettlementRunner, settlementJobs } from './settlement-runner';
import { settlementsOfAgent } from './settlement-view';
import { unpaidSettlements } from './settlements.repository';

export type AgentSettlementDeps = {
  /** Leases and measures each period across instances (services.ts); unset: every tick runs. */
  jobs?: JobRunner | undefined;
  settings: SettingsService;
  freeze: AccountFreezeService;
  /** IANA zone of the periods (config BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  tickSeconds: number;
  /** The settlement clock = wall clock + this (config AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES). */
  clockOffsetMinutes: number;
  /** Names this instance in leases and run rows; default host:pid:random. */
  holder?: string;
  wallClock?: () => Date;
  onError?: (error: unknown) => void;
};

export type TickResult = { runs: SettlementRunView[]; retried: number; forced: number };

/**
 * Agent contract settlement: a scheduler that settles every ended period of the
 * four jobs once (leases + unique run rows + unique settlement rows), retries unpaid settlements,
 * enforces dividend deadlines; staff re-runs; the agent's settlement list; dividend confirmation.
 */
export const createAgentSettlementService = (db: Kysely<DB>, deps: AgentSettlementDeps) => {
  const wallClock = deps.wallClock ?? (() => new Date());
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const settlementNow = () => new Date(wallClock().getTime() + deps.clockOffsetMinutes * 60_000);

  // Currency is read per call (settings), the payment helper is made for it.
  const paymentFor = (currency: string) => createSettlementPayment(db, currency);
  const runnerFor = (currency: string) =>
    createSettlementRunner(db, createContractSettler(db, paymentFor(currency)), {
      zone: deps.businessTimeZone,
      holder,
      leaseMs: 2 * deps.tickSeconds * 1000,
      wallClock,
    });

  /** Settings are read before any transaction (reading them inside one deadlocks on PGlite). */
  const settleOptions = async (): Promise<SettleOptions> => {
    const [agentContracts, merchant] = await Promise.all([deps.settings.value('agentContracts'), deps.settings.value('merchant')]);
    return {
      zone: deps.businessTimeZone,
      currency: merchant.currency,
      activeMemberMinValidBet: agentContracts.activeMemberMinValidBet,
      dividendConfirmGraceHours: agentContracts.dividendConfirmGraceHours,
    };
  };

  const confirmationFor = (currency: string) => createDividendConfirmation(db, { payment: paymentFor(currency), freeze: deps.freeze, now: settlementNow });

  /** One pass of every job (each under its lease), then retries and deadlines. `now` is the settlement clock. */
  const tick = async (now: Date = settlementNow()): Promise<TickResult> => {
    const settle = await settleOptions();
    // Retries first: a settlement found short in this tick's runs is tried again on the next one.
    const payment = paymentFor(settle.currency);
    let retried = 0;
    for (const { id } of await unpaidSettlements(db, 200)) {
      const outcome = await payment.payExisting(id, { gate: (r) => r.status === 'insufficient_funds' || r.status === 'forced_pending', at: now });
      if (outcome && outcome.paid > 0n) retried += 1;
    }
    const runner = runnerFor(settle.currency);
    const runs: SettlementRunView[] = [];
    for (const job of settlementJobs) runs.push(...((await runner.runLeased(job, now, settle)) ?? []));
    const forced = await confirmationFor(settle.currency).enforceDeadlines(now);
    return { runs, retried, forced };
  };

  /** runDue without the lease: for tests of two instances racing on the same periods. */
  const runDue = async (job: AgentSettlementJob, now: Date = settlementNow()) => {
    const settle = await settleOptions();
    return runnerFor(settle.currency).runDue(job, now, settle);
  };

  /** Staff re-run of an ended period (by the settlement clock): PERIOD_NOT_ENDED otherwise. */
  const runPeriod = async (
    input: { job: AgentSettlementJob; periodKey: string; trigger: 'staff'; staffId: bigint },
    now: Date = settlementNow(),
  ): Promise<SettlementRunView> => {
    const settle = await settleOptions();
    return runnerFor(settle.currency).rerun(input, now, settle);
  };

  const listForAgent = (agent: { id: bigint }, query: AgentSettlementQuery): Promise<AgentSettlementPage> => settlementsOfAgent(db, agent.id, query);

  const confirmDividend = async (agent: { id: bigint }, settlementId: number): Promise<AgentSettlementView> =>
    confirmationFor((await settleOptions()).currency).confirmDividend(agent, settlementId);

  const refuseDividend = async (agent: { id: bigint; account?: string }, settlementId: number, reason?: string): Promise<AgentSettlementView> =>
    confirmationFor((await settleOptions()).currency).refuseDividend(agent, settlementId, reason);

  // The timer: one tick at a time, never keeping the process alive; a start catches up at once.
  const timer = createTickSweep('agent-settlement', tick, deps);
  const start = (errors?: (error: unknown) => void) => timer.start(errors);

  /** Stops the timer, waits for a tick in flight and gives up the leases, so another instance takes over at once. */
  const stop = async () => {
    if (await timer.stop()) for (const job of settlementJobs) await releaseLease(db, job, holder);
  };

  return { tick, runDue, runPeriod, listForAgent, confirmDividend, refuseDividend, start, stop, isStarted: timer.isStarted, holder, settlementNow };
};

export type AgentSettlementService = ReturnType<typeof createAgentSettlementService>;
