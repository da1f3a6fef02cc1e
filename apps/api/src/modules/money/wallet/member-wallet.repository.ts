import type { Executor } from '@gp/db';
import { sql } from 'kysely';

// A member's wallets are the ledger accounts it owns as player or agent.
export const listMemberAccounts = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'vendor_code', 'currency', 'balance'])
    .where('owner_type', 'in', ['player', 'agent'])
    .where('owner_id', '=', String(memberId))
    .orderBy('id')
    .execute();

const memberLegs = (db: Executor, memberId: bigint, kind: string | undefined) => {
  let query = db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .where('a.owner_type', 'in', ['player', 'agent'])
    .where('a.owner_id', '=', String(memberId));
  if (kind) query = query.where('j.kind', '=', kind);
  return query;
};

/** Newest first: the legs on the member's wallets with their journal. */
export const listMemberLegs = (db: Executor, memberId: bigint, kind: string | undefined, limit: number, offset: number) =>
  memberLegs(db, memberId, kind)
    .select([
      'l.id as leg_id',
      'l.journal_id',
      'l.account_id',
      'a.kind as account_kind',
      'a.vendor_code',
      'j.kind',
      'l.amount',
      'l.balance_after',
      'j.idempotency_key',
      'j.metadata',
      'l.created_at',
    ])
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countMemberLegs = async (db: Executor, memberId: bigint, kind: string | undefined): Promise<number> =>
  (
    await memberLegs(db, memberId, kind)
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
