import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/**
 * Running wallets whose stored balance is not the sum of their legs: the count the reconciliation
 * report lists one by one, in one grouped scan of the legs.
 */
export const countBalanceDifferences = async (db: Executor): Promise<number> =>
  (
    await db
      .selectFrom('ledger_accounts as a')
      .leftJoin(
        db
          .selectFrom('ledger_legs')
          .select(['account_id', sql<bigint>`sum(amount)::int8`.as('total')])
          .groupBy('account_id')
          .as('s'),
        (join) => join.onRef('s.account_id', '=', 'a.id'),
      )
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('a.balance', 'is not', null)
      .where(sql<boolean>`a.balance <> coalesce(s.total, 0)`)
      .executeTakeFirstOrThrow()
  ).n;
