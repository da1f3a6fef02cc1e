import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * A member's spending wallets: main, agent main and per-vendor wallets (the withdrawal hold is not
 * one). Bets and refunds move through these.
 */
export const memberSpendingWalletIds = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_type', 'in', ['player', 'agent'])
    .where('owner_id', '=', String(memberId))
    .where('kind', 'in', ['player_main', 'agent_main', 'player_vendor']);

/**
 * Valid bets after a journal: stakes (game_bet debits) minus refunds (game_refund credits) on the
 * member's spending wallets. Both the deposit turnover rule and bonus wagering count by it.
 */
export const validBetsAfter = async (db: Executor, memberId: bigint, afterJournalId: bigint): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    // A stake is a debit (negative leg) of the wallet, a refund a credit: one sum nets both.
    .select(sql<string>`coalesce(sum(-l.amount), 0)::text`.as('net'))
    .where('j.kind', 'in', ['game_bet', 'game_refund'])
    .where('j.id', '>', afterJournalId)
    .where('l.account_id', 'in', memberSpendingWalletIds(db, memberId))
    .executeTakeFirstOrThrow();
  return BigInt(row.net);
};
