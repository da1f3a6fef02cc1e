import type { Executor } from '@gp/db';
import { sql } from 'kysely';

// Each query scans the legs once, grouped in SQL: the report's cost does not grow with round trips.

const legTotals = (db: Executor) =>
  db
    .selectFrom('ledger_legs')
    .select(['account_id', sql<bigint>`sum(amount)::int8`.as('total')])
    .groupBy('account_id')
    .as('s');

/** Per account kind and currency: stored balances (running wallets) and the sum of their legs. */
export const totalsByKind = (db: Executor) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin(legTotals(db), (join) => join.onRef('s.account_id', '=', 'a.id'))
    .select([
      'a.kind',
      'a.currency',
      sql<number>`count(*)::int4`.as('accountCount'),
      sql<boolean>`bool_and(a.balance is not null)`.as('running'),
      sql<bigint | null>`sum(a.balance)::int8`.as('storedBalance'),
      sql<bigint>`coalesce(sum(s.total), 0)::int8`.as('sumOfLegs'),
      sql<bigint>`coalesce(sum(a.balance - coalesce(s.total, 0)) filter (where a.balance is not null), 0)::int8`.as('difference'),
    ])
    .groupBy(['a.kind', 'a.currency'])
    .orderBy('a.currency')
    .orderBy('a.kind')
    .execute();

/** Running wallets whose stored balance is not the sum of their legs. */
export const balanceDifferences = (db: Executor, limit: number) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin(legTotals(db), (join) => join.onRef('s.account_id', '=', 'a.id'))
    .select([
      'a.id as accountId',
      'a.kind',
      'a.owner_type as ownerType',
      'a.owner_id as ownerId',
      'a.vendor_code as vendorCode',
      'a.currency',
      sql<bigint>`a.balance`.as('storedBalance'),
      sql<bigint>`coalesce(s.total, 0)::int8`.as('sumOfLegs'),
    ])
    .where('a.balance', 'is not', null)
    .where(sql<boolean>`a.balance <> coalesce(s.total, 0)`)
    .orderBy('a.id')
    .limit(limit)
    .execute();

/** House and system accounts with the balance their legs give them. */
export const houseBalances = (db: Executor) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin(legTotals(db), (join) => join.onRef('s.account_id', '=', 'a.id'))
    .select(['a.id as accountId', 'a.kind', 'a.owner_id as ownerId', 'a.currency', sql<bigint>`coalesce(s.total, 0)::int8`.as('balance')])
    .where('a.balance', 'is', null)
    .orderBy('a.kind')
    .orderBy('a.id')
    .execute();

export const ledgerCounts = (db: Executor) =>
  db
    .selectNoFrom([
      sql<number>`(select count(*) from ledger_journals)::int4`.as('journalCount'),
      sql<number>`(select count(*) from ledger_legs)::int4`.as('legCount'),
    ])
    .executeTakeFirstOrThrow();
