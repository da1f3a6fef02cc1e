import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type TreeNodeRow = {
  id: bigint;
  account: string;
  nickname: string | null;
  type: number;
  status: string;
  frozen_reason: string | null;
  frozen_at: Date | null;
  upline_id: bigint | null;
  team_count: number | null;
  direct_count: number | null;
  balance: bigint | null;
  created_at: Date;
};

/**
 * Members with their team sizes and main-wallet balance in the merchant currency. A member made an
 * agent after registering can hold both a player_main and an agent_main wallet: the balance is their
 * sum, one row per member.
 */
const nodes = (db: Executor, currency: string) =>
  db
    .selectFrom('members as m')
    .leftJoin('member_team_sizes as s', 's.member_id', 'm.id')
    .select((eb) =>
      eb
        .selectFrom('ledger_accounts as a')
        .select(sql<bigint | null>`sum(a.balance)::bigint`.as('balance'))
        .where('a.owner_id', '=', sql<string>`m.id::text`)
        .where('a.owner_type', 'in', ['player', 'agent'])
        .where('a.kind', 'in', ['player_main', 'agent_main'])
        .where('a.currency', '=', currency)
        .where('a.vendor_code', 'is', null)
        .as('balance'),
    )
    .select([
      'm.id',
      'm.account',
      'm.nickname',
      'm.type',
      'm.status',
      'm.frozen_reason',
      'm.frozen_at',
      'm.upline_id',
      's.team_count',
      's.direct_count',
      'm.created_at',
    ]);

export type ChildrenFilter = { parentId: bigint | null; agentTypeCodes: readonly number[]; currency: string; limit: number; offset: number };

/** Direct children of a member (or the members without an upline), agents first, oldest first. */
export const listChildren = (db: Executor, filter: ChildrenFilter): Promise<TreeNodeRow[]> => {
  const codes = filter.agentTypeCodes.length > 0 ? [...filter.agentTypeCodes] : [-1];
  const base = nodes(db, filter.currency);
  const scoped = filter.parentId === null ? base.where('m.upline_id', 'is', null) : base.where('m.upline_id', '=', filter.parentId);
  return scoped
    .orderBy(sql`case when m.type in (${sql.join(codes)}) then 0 else 1 end`)
    .orderBy('m.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
};

/** How many direct children (member_team_sizes for a member; a count for the top level). */
export const countChildren = async (db: Executor, parentId: bigint | null): Promise<number> => {
  if (parentId !== null) {
    const sizes = await db.selectFrom('member_team_sizes').select('direct_count').where('member_id', '=', parentId).executeTakeFirst();
    return sizes?.direct_count ?? 0;
  }
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('upline_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const findNodeById = (db: Executor, id: bigint, currency: string) => nodes(db, currency).where('m.id', '=', id).executeTakeFirst();

/** Accounts are unique regardless of case (as sign-in looks them up). */
export const findNodeByAccount = (db: Executor, account: string, currency: string) =>
  nodes(db, currency)
    .where(sql<string>`lower(m.account)`, '=', account.toLowerCase())
    .executeTakeFirst();

/** The member's ancestors from the closure table, top-level first. */
export const listAncestors = (db: Executor, memberId: bigint, currency: string) =>
  nodes(db, currency)
    .innerJoin('member_tree as t', 't.ancestor_id', 'm.id')
    .where('t.descendant_id', '=', memberId)
    .where('t.depth', '>=', 1)
    .orderBy('t.depth', 'desc')
    .execute();
