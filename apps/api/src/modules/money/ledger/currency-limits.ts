import { moneyHardMaxMinor } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { findBalanceAbove, findMaxMinor, listLimitRows, upsertLimit } from './currency-limits.repository';

/** A currency's maximum amount and running balance in minor units, as ledger_currency_limits stores it. */
export type CurrencyLimit = { currency: string; maxMinor: bigint; updatedAt: Date };

const toLimit = (row: { currency: string; max_minor: bigint; updated_at: Date }): CurrencyLimit => ({
  currency: row.currency,
  maxMinor: row.max_minor,
  updatedAt: row.updated_at,
});

export const listCurrencyLimits = async (db: Executor): Promise<CurrencyLimit[]> => (await listLimitRows(db)).map(toLimit);

/** The maximum the ledger enforces for `currency` now: its row, else the default. */
export const currencyMaxMinor = (db: Executor, currency: string): Promise<bigint> => findMaxMinor(db, currency);

/**
 * Sets a currency's maximum inside the caller's transaction (which writes the audit entry with it).
 * No running balance may stay above it: such a wallet could take no credit until spent below, so
 * the change is refused (CONFLICT) and the caller's rollback leaves the old maximum. Postings read
 * the maximum without a lock, so one racing this change can still leave a balance above it; that
 * wallet can be spent down (the ceiling binds credits only), and the 10^15 CHECK holds regardless.
 */
export const setCurrencyMaxMinor = async (trx: Executor, currency: string, maxMinor: bigint): Promise<{ before: bigint; limit: CurrencyLimit }> => {
  if (!/^[A-Z]{3}$/.test(currency)) throw new AppError('VALIDATION_ERROR', { details: { reason: 'INVALID_CURRENCY' } });
  if (maxMinor < 1n || maxMinor > BigInt(moneyHardMaxMinor))
    throw new AppError('VALIDATION_ERROR', { details: { reason: 'MAX_OUT_OF_RANGE', hardMax: BigInt(moneyHardMaxMinor) } });
  const before = await findMaxMinor(trx, currency);
  const row = await upsertLimit(trx, currency, maxMinor);
  const above = await findBalanceAbove(trx, currency, maxMinor);
  if (above) throw new AppError('CONFLICT', { details: { reason: 'BALANCE_ABOVE_MAX', currency, accountId: above.id, balance: above.balance, max: maxMinor } });
  return { before, limit: toLimit(row) };
};
