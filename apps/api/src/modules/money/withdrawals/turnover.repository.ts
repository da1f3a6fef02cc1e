import type { Executor } from '@gp/db';
import { memberSpendingWalletIds } from '../ledger';

/**
 * Read-only questions to the ledger for the turnover rule. The ledger's own module moves money;
 * these queries only sum legs already posted on the member's spending wallets (main, agent main
 * and per-vendor wallets; the withdrawal hold is not one).
 */

/** The last journal of kind `deposit` that credited one of the member's wallets. */
export const lastCreditedDeposit = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .select(['j.id as journalId', 'j.created_at as at', 'l.amount'])
    .where('j.kind', '=', 'deposit')
    .where('l.amount', '>', 0n)
    .where('l.account_id', 'in', memberSpendingWalletIds(db, memberId))
    .orderBy('j.id', 'desc')
    .limit(1)
    .executeTakeFirst();
