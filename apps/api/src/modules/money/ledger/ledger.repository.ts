import type { Executor, LedgerAccountKind, LedgerOwnerType } from '@gp/db';
import { sql } from 'kysely';

export type AccountIdentity = {
  kind: LedgerAccountKind;
  ownerType: LedgerOwnerType | null;
  ownerId: string | null;
  vendorCode: string | null;
  currency: string;
};

const accountColumns = ['id', 'kind', 'owner_type', 'owner_id', 'vendor_code', 'currency', 'balance', 'created_at'] as const;

export const insertAccount = (db: Executor, identity: AccountIdentity, balance: bigint | null) =>
  db
    .insertInto('ledger_accounts')
    .values({
      kind: identity.kind,
      owner_type: identity.ownerType,
      owner_id: identity.ownerId,
      vendor_code: identity.vendorCode,
      currency: identity.currency,
      balance,
    })
    .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'kind', 'currency', 'vendor_code']).doNothing())
    .returning(accountColumns)
    .executeTakeFirst();

// `= NULL` never matches and IS NOT DISTINCT FROM cannot use the index, hence the two forms.
export const findAccountByIdentity = (db: Executor, identity: AccountIdentity) =>
  db
    .selectFrom('ledger_accounts')
    .select(accountColumns)
    .where('kind', '=', identity.kind)
    .where('currency', '=', identity.currency)
    .where((eb) => (identity.ownerType === null ? eb('owner_type', 'is', null) : eb('owner_type', '=', identity.ownerType)))
    .where((eb) => (identity.ownerId === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', identity.ownerId)))
    .where((eb) => (identity.vendorCode === null ? eb('vendor_code', 'is', null) : eb('vendor_code', '=', identity.vendorCode)))
    .executeTakeFirst();

/** The running balance, or for house accounts (balance NULL) the sum of their legs. */
export const findBalance = (db: Executor, accountId: bigint) =>
  db
    .selectFrom('ledger_accounts as a')
    .select(sql<bigint>`coalesce(a.balance, (select coalesce(sum(l.amount), 0)::int8 from ledger_legs l where l.account_id = a.id))`.as('balance'))
    .where('a.id', '=', accountId)
    .executeTakeFirst();

export type LedgerPostRow = {
  journal_id: bigint | null;
  created_at: Date | null;
  replayed: boolean | null;
  leg_id: bigint | null;
  account_id: bigint | null;
  amount: bigint | null;
  balance_after: bigint | null;
  refusal: string | null;
  refusal_detail: string | null;
};

/** Array parameters as PostgreSQL array text: both drivers pass a string through unchanged. */
const int8Array = (values: readonly bigint[]): string => `{${values.join(',')}}`;

/**
 * One posting in one round trip (packages/db/src/sql/functions/ledger_post.sql). `raise` false returns a
 * refusal as a row instead of raising SQLSTATE GPL01; docs/money.md says when to use which.
 */
export const callLedgerPost = async (
  db: Executor,
  posting: { idempotencyKey: string; kind: string; requestHash: string; metadata: string; accountIds: readonly bigint[]; amounts: readonly bigint[] },
  raise: boolean,
): Promise<LedgerPostRow[]> => {
  const { rows } = await sql<LedgerPostRow>`select * from ledger_post(${posting.idempotencyKey}, ${posting.kind}, ${posting.requestHash},
    ${posting.metadata}::jsonb, ${int8Array(posting.accountIds)}::int8[], ${int8Array(posting.amounts)}::int8[], ${raise})`.execute(db);
  return rows;
};

// The invariant queries below scan the whole ledger: they serve reconciliation, not requests.

export const findUnbalancedJournals = (db: Executor) =>
  db
    .selectFrom('ledger_journals as j')
    .leftJoin('ledger_legs as l', 'l.journal_id', 'j.id')
    .select(['j.id as journalId', sql<number>`count(l.id)::int4`.as('legCount'), sql<bigint>`coalesce(sum(l.amount), 0)::int8`.as('sum')])
    .groupBy('j.id')
    .having((eb) => eb.or([eb(sql`count(l.id)`, '<', 2), eb(sql`coalesce(sum(l.amount), 0)`, '<>', 0)]))
    .orderBy('j.id')
    .execute();

export const findMixedCurrencyJournals = (db: Executor) =>
  db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['l.journal_id as journalId', sql<string[]>`array_agg(distinct a.currency::text order by a.currency::text)`.as('currencies')])
    .groupBy('l.journal_id')
    .having(sql`count(distinct a.currency)`, '>', 1)
    .orderBy('l.journal_id')
    .execute();

export const findRunningBalanceMismatches = (db: Executor) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_legs')
          .select(['account_id', sql<bigint>`sum(amount)::int8`.as('total')])
          .groupBy('account_id')
          .as('s'),
      (join) => join.onRef('s.account_id', '=', 'a.id'),
    )
    .select(['a.id as accountId', sql<bigint>`a.balance`.as('balance'), sql<bigint>`coalesce(s.total, 0)`.as('sumOfLegs')])
    .where('a.balance', 'is not', null)
    .where(sql<boolean>`a.balance <> coalesce(s.total, 0)`)
    .orderBy('a.id')
    .execute();

export const findNegativeBalances = (db: Executor) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id as accountId', sql<bigint>`balance`.as('balance')])
    .where('balance', '<', 0n)
    .orderBy('id')
    .execute();

// Per account, leg ids follow update order (the row lock is held until commit), so each leg's
// balance_after must equal the running sum of that account's legs up to it.
export const findBalanceAfterMismatches = (db: Executor) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('ledger_legs as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select([
          'l.id as legId',
          'l.account_id as accountId',
          'l.balance_after as balanceAfter',
          sql<bigint | null>`case when a.balance is null then null
            else (sum(l.amount) over (partition by l.account_id order by l.id))::int8 end`.as('expected'),
        ])
        .as('x'),
    )
    .selectAll()
    .where(sql<boolean>`x."balanceAfter" is distinct from x.expected`)
    .orderBy('legId')
    .execute();
