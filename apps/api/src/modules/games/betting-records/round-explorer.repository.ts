import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type RoundFilter =
  | { kind: 'all'; vendorCode?: string | undefined }
  | { kind: 'round'; roundId: string; vendorCode?: string | undefined }
  | { kind: 'tx'; txId: string; platformTxId: bigint | null; vendorCode?: string | undefined }
  | { kind: 'player'; account: string; vendorCode?: string | undefined };

/** A txId is the vendor's; a number may also be our platformTxId (the row id; -1 matches none). */
const rowIdOf = (platformTxId: bigint | null): bigint => platformTxId ?? -1n;

const rounds = (db: Executor, filter: RoundFilter) => {
  let query = db.selectFrom('game_rounds as r').innerJoin('catalog_vendors as v', 'v.id', 'r.vendor_id').innerJoin('members as m', 'm.id', 'r.member_id');
  if (filter.vendorCode !== undefined) query = query.where('v.code', '=', filter.vendorCode);
  if (filter.kind === 'round') query = query.where('r.round_id', '=', filter.roundId);
  if (filter.kind === 'player') query = query.where(sql<string>`lower(m.account)`, '=', filter.account.toLowerCase());
  if (filter.kind === 'tx') {
    const { txId } = filter;
    const id = rowIdOf(filter.platformTxId);
    // By (vendor, round, member) rather than round_pk: a call stored before its round existed still finds it.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('game_transactions as t')
          .select(sql`1`.as('one'))
          .whereRef('t.vendor_id', '=', 'r.vendor_id')
          .whereRef('t.round_id', '=', 'r.round_id')
          .whereRef('t.member_id', '=', 'r.member_id')
          .where((tb) => tb.or([tb('t.tx_id', '=', txId), tb('t.id', '=', id)])),
      ),
    );
  }
  return query;
};

const roundColumns = [
  'r.id',
  'v.code as vendor_code',
  'r.vendor_id',
  'r.round_id',
  'r.member_id',
  'm.account as member_account',
  'r.game_code',
  'r.game_type',
  'r.currency',
  'r.bet_count',
  'r.bet_amount',
  'r.win_amount',
  'r.refund_amount',
  'r.status',
  'r.opened_at',
  'r.closed_at',
] as const;

export const listRounds = (db: Executor, filter: RoundFilter, limit: number, offset: number) =>
  rounds(db, filter).select(roundColumns).orderBy('r.opened_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute();

export type RoundRow = Awaited<ReturnType<typeof listRounds>>[number];

export const countRounds = async (db: Executor, filter: RoundFilter): Promise<number> => {
  const row = await rounds(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const findRound = (db: Executor, id: bigint) =>
  db
    .selectFrom('game_rounds as r')
    .innerJoin('catalog_vendors as v', 'v.id', 'r.vendor_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(roundColumns)
    .where('r.id', '=', id)
    .executeTakeFirst();

const transactionColumns = [
  't.id',
  'v.code as vendor_code',
  't.tx_id',
  't.action',
  't.member_id',
  't.round_id',
  't.round_pk',
  't.game_code',
  't.amount',
  't.currency',
  't.ref_tx_id',
  't.request_hash',
  't.response',
  't.journal_id',
  't.rolled_back_by',
  't.created_at',
] as const;

const transactions = (db: Executor) =>
  db.selectFrom('game_transactions as t').innerJoin('catalog_vendors as v', 'v.id', 't.vendor_id').select(transactionColumns);

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof transactions>['execute']>>[number];

/** Every wallet call of a round, in the order the platform received them. */
export const listRoundTransactions = (db: Executor, round: { id: bigint; vendor_id: number; round_id: string; member_id: bigint }) =>
  transactions(db)
    .where((eb) =>
      eb.or([
        eb('t.round_pk', '=', round.id),
        eb.and([eb('t.vendor_id', '=', round.vendor_id), eb('t.round_id', '=', round.round_id), eb('t.member_id', '=', round.member_id)]),
      ]),
    )
    .orderBy('t.id')
    .execute();

/** Calls matching a txId that belong to no stored round (a rollback of a bet never received). */
export const listUnmatchedTransactions = (
  db: Executor,
  filter: { txId: string; platformTxId: bigint | null; vendorCode?: string | undefined },
  limit: number,
) => {
  const id = rowIdOf(filter.platformTxId);
  return transactions(db)
    .where((eb) => eb.or([eb('t.tx_id', '=', filter.txId), eb('t.id', '=', id)]))
    .$if(filter.vendorCode !== undefined, (q) => q.where('v.code', '=', filter.vendorCode ?? ''))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('game_rounds as r')
            .select(sql`1`.as('one'))
            .whereRef('r.vendor_id', '=', 't.vendor_id')
            .whereRef('r.round_id', '=', 't.round_id')
            .whereRef('r.member_id', '=', 't.member_id'),
        ),
      ),
    )
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
};

export const listJournals = (db: Executor, ids: readonly bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ledger_journals')
        .select(['id', 'kind', 'idempotency_key', 'metadata', 'created_at'])
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();

export const listJournalLegs = (db: Executor, journalIds: readonly bigint[]) =>
  journalIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ledger_legs as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['l.id', 'l.journal_id', 'l.account_id', 'a.kind', 'a.owner_type', 'a.owner_id', 'a.vendor_code', 'a.currency', 'l.amount', 'l.balance_after'])
        .where('l.journal_id', 'in', [...journalIds])
        .orderBy('l.id')
        .execute();

export type RefusalRow = Awaited<ReturnType<typeof listTxRefusals>>[number];

/** The refusals given to a txId (at most one per vendor), newest first. */
export const listTxRefusals = (db: Executor, filter: { txId: string; vendorCode?: string | undefined }, limit: number) =>
  db
    .selectFrom('game_wallet_refusals as f')
    .innerJoin('catalog_vendors as v', 'v.id', 'f.vendor_id')
    .select(['v.code as vendor_code', 'f.tx_id', 'f.action', 'f.member_id', 'f.request_hash', 'f.response', 'f.created_at'])
    .where('f.tx_id', '=', filter.txId)
    .$if(filter.vendorCode !== undefined, (q) => q.where('v.code', '=', filter.vendorCode ?? ''))
    .orderBy('f.created_at', 'desc')
    .limit(limit)
    .execute();

/** The bet's details the vendor last sent for the round (wallet API v1.1), if any. */
export const findRoundDetails = (db: Executor, roundPk: bigint) =>
  db.selectFrom('game_round_details').select(['details', 'transaction_id', 'updated_at']).where('round_pk', '=', roundPk).executeTakeFirst();
