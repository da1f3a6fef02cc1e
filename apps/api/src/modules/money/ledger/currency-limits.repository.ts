import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export const listLimitRows = (db: Executor) =>
  db.selectFrom('ledger_currency_limits').select(['currency', 'max_minor', 'updated_at']).orderBy('currency').execute();

/** The maximum in force: the currency's row, else ledger_max_minor()'s default (sql/functions in packages/db). */
export const findMaxMinor = async (db: Executor, currency: string): Promise<bigint> => {
  const { rows } = await sql<{ max: bigint }>`select ledger_max_minor(${currency}) as max`.execute(db);
  const max = rows[0]?.max;
  if (max === undefined) throw new Error('ledger_max_minor returned no row');
  return max;
};

/** Takes the row lock, so two changes of one currency's maximum run one after the other. */
export const upsertLimit = (db: Executor, currency: string, maxMinor: bigint) =>
  db
    .insertInto('ledger_currency_limits')
    .values({ currency, max_minor: maxMinor })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ max_minor: maxMinor, updated_at: sql`now()` }))
    .returning(['currency', 'max_minor', 'updated_at'])
    .executeTakeFirstOrThrow();

/** The running wallet of the currency with the highest balance above `maxMinor`, if any. */
export const findBalanceAbove = (db: Executor, currency: string, maxMinor: bigint) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', sql<bigint>`balance`.as('balance')])
    .where('currency', '=', currency)
    .where('balance', '>', maxMinor)
    .orderBy('balance', 'desc')
    .limit(1)
    .executeTakeFirst();
