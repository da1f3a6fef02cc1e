import type { Executor } from '@gp/db';
import {
  findBalanceAfterMismatches,
  findMixedCurrencyJournals,
  findNegativeBalances,
  findRunningBalanceMismatches,
  findUnbalancedJournals,
} from './ledger.repository';
import type { LedgerViolation } from './ledger.types';

/**
 * Every breach of the ledger's invariants (docs/money.md, Invariants); empty means the books are sound.
 * Scans the whole ledger: for tests and the reconciliation report, not for request paths.
 */
export const checkLedgerInvariants = async (db: Executor): Promise<LedgerViolation[]> => {
  const unbalanced = await findUnbalancedJournals(db);
  const mixed = await findMixedCurrencyJournals(db);
  const mismatched = await findRunningBalanceMismatches(db);
  const negative = await findNegativeBalances(db);
  const trail = await findBalanceAfterMismatches(db);
  return [
    ...unbalanced.map((r): LedgerViolation => ({ rule: 'JOURNAL_UNBALANCED', ...r })),
    ...mixed.map((r): LedgerViolation => ({ rule: 'JOURNAL_MIXED_CURRENCY', ...r })),
    ...mismatched.map((r): LedgerViolation => ({ rule: 'BALANCE_MISMATCH', ...r })),
    ...negative.map((r): LedgerViolation => ({ rule: 'NEGATIVE_BALANCE', ...r })),
    ...trail.map((r): LedgerViolation => ({ rule: 'BALANCE_AFTER_MISMATCH', ...r })),
  ];
};
