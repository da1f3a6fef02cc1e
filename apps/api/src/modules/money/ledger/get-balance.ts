import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { findBalance } from './ledger.repository';

/** A wallet's running balance, or a house account's balance derived from its legs. */
export const getBalance = async (db: Executor, accountId: bigint): Promise<bigint> => {
  const row = await findBalance(db, accountId);
  if (!row) throw new AppError('NOT_FOUND', { details: { accountId } });
  return row.balance;
};
