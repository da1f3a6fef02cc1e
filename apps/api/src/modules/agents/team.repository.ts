import type { AgentTeamScope } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '@gp/db';

export type TeamFilter = { agentId: bigint; scope: AgentTeamScope; keyword?: string | undefined };

export type TeamRow = {
  id: bigint;
  account: string;
  nickname: string | null;
  type: number;
  status: string;
  depth: number;
  upline_account: string | null;
  balance: bigint | null;
  created_at: Date;
  last_login_at: Date | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The agent's team from the closure table: direct (depth 1) or whole (depth >= 1), optionally searched. */
const teamRows = (db: Executor, filter: TeamFilter) => {
  let query = db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .where('t.ancestor_id', '=', filter.agentId)
    .where('t.depth', filter.scope === 'direct' ? '=' : '>=', 1);
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword.toLowerCase())}%`;
    query = query.where((eb) => eb.or([eb(sql`lower(m.account)`, 'like', pattern), eb(sql`lower(coalesce(m.nickname, ''))`, 'like', pattern)]));
  }
  return query;
};

/** Without a keyword the size is read from member_team_sizes (kept by triggers): no count of the team. */
export const countTeam = async (db: Executor, filter: TeamFilter): Promise<number> => {
  if (!filter.keyword) {
    const sizes = await db.selectFrom('member_team_sizes').select(['direct_count', 'team_count']).where('member_id', '=', filter.agentId).executeTakeFirst();
    return (filter.scope === 'direct' ? sizes?.direct_count : sizes?.team_count) ?? 0;
  }
  const row = await teamRows(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * One page of the team, newest first. Member ids rise with registration, so ordering by the closure
 * table's own key (ancestor, descendant) reads the page straight off the index, without sorting
 * the whole team (100,000 members, see BENCHMARKS.md "Agent team").
 */
export const listTeam = (db: Executor, filter: TeamFilter, currency: string, limit: number, offset: number): Promise<TeamRow[]> =>
  withWallet(teamRows(db, filter), currency)
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['m.id', 'm.account', 'm.nickname', 'm.type', 'm.status', 't.depth', 'u.account as upline_account', 'a.balance', 'm.created_at', 'm.last_login_at'])
    .orderBy('t.descendant_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

const withWallet = <O>(query: SelectQueryBuilder<DB & { t: DB['member_tree']; m: DB['members'] }, 't' | 'm', O>, currency: string) =>
  query.leftJoin('ledger_accounts as a', (join) =>
    join
      .on('a.owner_id', '=', sql<string>`m.id::text`)
      .on('a.owner_type', 'in', ['player', 'agent'])
      .on('a.kind', 'in', ['player_main', 'agent_main'])
      .on('a.currency', '=', currency)
      .on('a.vendor_code', 'is', null),
  );

/** Whether `memberId` is in the agent's team (at any depth, the agent itself excluded). */
export const isInTeam = async (db: Executor, agentId: bigint, memberId: bigint): Promise<boolean> =>
  (await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst()) !== undefined;
