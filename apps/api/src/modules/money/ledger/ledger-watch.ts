import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { createIntervalSweep, type JobRunner } from '../../../lib/interval-sweep';
import { checkLedgerInvariants } from './check-invariants';

export type LedgerCheckResult = { violations: number; at: Date };

/**
 * The ledger's invariants checked on a timer (one instance per period), so a breach turns an
 * alert red within one interval instead of at the next reconciliation someone runs by hand.
 * Each check scans the whole ledger: the interval is minutes, never seconds.
 */
export const createLedgerWatch = (
  db: Kysely<DB>,
  deps: { intervalMs: number; jobs?: JobRunner | undefined; onResult: (result: LedgerCheckResult) => void },
) => {
  const check = async (): Promise<LedgerCheckResult> => {
    const violations = await checkLedgerInvariants(db);
    const result = { violations: violations.length, at: new Date() };
    deps.onResult(result);
    return result;
  };
  const timer = createIntervalSweep(check, { name: 'ledger-check', intervalMs: deps.intervalMs, runAtStart: true, jobs: deps.jobs });
  return { check, start: timer.start, stop: timer.stop };
};

export type LedgerWatch = ReturnType<typeof createLedgerWatch>;
