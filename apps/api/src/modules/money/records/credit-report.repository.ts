import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import type { MemberOwner } from './records.repository';

/** The member's running-balance wallets (main or agent main, vendor wallets, withdrawal hold) with their balances now. */
export const listWalletBalances = (db: Executor, owner: MemberOwner) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId)
    .where('balance', 'is not', null)
    .execute();

export type NetMoveRow = { day: string | null; kind: string; incoming: boolean; total: bigint };

/**
 * Every journal's net move on the given wallets since `from`, summed by UTC day, journal kind and
 * direction. A journal between the member's own wallets (a vendor transfer, a withdrawal put on hold)
 * nets to zero there and drops out. Moves at or after `to` come back as one bucket with day null:
 * only the opening balance needs them (opening = balance now - everything since `from`).
 */
export const sumNetMovesByDay = async (db: Executor, accountIds: readonly bigint[], from: Date, to: Date): Promise<NetMoveRow[]> => {
  if (accountIds.length === 0) return [];
  const moves = db
    .selectFrom('ledger_legs as l')
    .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
    .where('l.account_id', 'in', [...accountIds])
    .where('l.created_at', '>=', from)
    .select(['l.journal_id', 'j.kind', sql<Date>`max(l.created_at)`.as('at'), sql<string>`sum(l.amount)`.as('net')])
    .groupBy(['l.journal_id', 'j.kind'])
    .having(sql`sum(l.amount)`, '<>', 0);
  const rows = await db
    .selectFrom(moves.as('m'))
    .select([
      sql<string | null>`case when m.at >= ${to} then null else to_char(m.at at time zone 'UTC', 'YYYY-MM-DD') end`.as('day'),
      'm.kind',
      sql<boolean>`m.net > 0`.as('incoming'),
      sql<string>`sum(m.net)::text`.as('total'),
    ])
    .groupBy([sql`1`, 'm.kind', sql`3`])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, incoming: r.incoming, total: BigInt(r.total) }));
};
