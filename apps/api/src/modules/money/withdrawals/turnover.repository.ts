import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * Read-only questions to the ledger for the turnover rule. The ledger's own module moves money;
 * these queries only sum legs already posted on the member's spending wallets (main, agent main
 * and per-vendor wallets; the withdrawal hold is not one).
 */

const memberWalletIds = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_type', 'in', ['player', 'agent'])
    .where('owner_id', '=', String(memberId))
    .where('kind', 'in', ['player_main', 'agent_main', 'player_vendor']);

/** The last journal of kind `deposit` that credited one of the member's wallets. */
export const lastCreditedDeposit = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .select(['j.id as journalId', 'j.created_at as at', 'l.amount'])
    .where('j.kind', '=', 'deposit')
    .where('l.amount', '>', 0n)
    .where('l.account_id', 'in', memberWalletIds(db, memberId))
    .orderBy('j.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Stakes (game_bet debits) minus refunds (game_refund credits) posted after the given journal. */
export const validBetsAfter = async (db: Executor, memberId: bigint, afterJournalId: bigint): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    // A stake is a debit (negative leg) of the wallet, a refund a credit: one sum nets both.
    .select(sql<string>`coalesce(sum(-l.amount), 0)::text`.as('net'))
    .where('j.kind', 'in', ['game_bet', 'game_refund'])
    .where('j.id', '>', afterJournalId)
    .where('l.account_id', 'in', memberWalletIds(db, memberId))
    .executeTakeFirstOrThrow();
  return BigInt(row.net);
};
