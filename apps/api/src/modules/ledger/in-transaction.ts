import type { DB, Executor } from '@gp/db';
import type { Transaction } from 'kysely';

const isTransaction = (db: Executor): db is Transaction<DB> => db.isTransaction;

/** Runs work in the caller's transaction when given one, so money moves with the caller's own writes. */
export const inTransaction = <T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  isTransaction(db) ? work(db) : db.transaction().execute(work);
