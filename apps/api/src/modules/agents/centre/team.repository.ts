import type { AgentTeamScope } from '@gp/contracts';
import type { Executor, MemberStatus } from '@gp/db';
import { sql } from 'kysely';

export type TeamFilter = { agentId: bigint; scope: AgentTeamScope; keyword?: string | undefined };

export type TeamRow = {
  id: bigint;
  account: string;
  nickname: string | null;
  type: number;
  status: MemberStatus;
  depth: number;
  upline_account: string | null;
  balance: bigint | null;
  created_at: Date;
  last_login_at: Date | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The agent's team from the closure table: direct (depth 1) or whole (depth >= 1). */
const teamTree = (db: Executor, filter: TeamFilter) =>
  db
    .selectFrom('member_tree as t')
    .where('t.ancestor_id', '=', filter.agentId)
    .where('t.depth', filter.scope === 'direct' ? '=' : '>=', 1);

/**
 * The team members whose account or nickname contains the keyword. The matches are found first
 * (trigram indexes on both) and materialised, then looked up in the agent's tree: left to itself the
 * planner walks the whole team newest first hoping to meet 20 matches soon, and for a rare name it
 * reads all 100,000.
 */
const searchedTeam = (db: Executor, filter: TeamFilter, keyword: string) => {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  return db
    .with(
      (w) => w('found').materialized(),
      (q) =>
        q
          .selectFrom('members as m')
          .select('m.id')
          .where((eb) => eb.or([eb(sql`lower(m.account)`, 'like', pattern), eb(sql`lower(coalesce(m.nickname, ''))`, 'like', pattern)])),
    )
    .selectFrom('found as f')
    .innerJoin('member_tree as t', (join) => join.onRef('t.descendant_id', '=', 'f.id').on('t.ancestor_id', '=', filter.agentId))
    .where('t.depth', filter.scope === 'direct' ? '=' : '>=', 1);
};

/** Without a keyword the size is read from member_team_sizes (kept by triggers): no count of the team. */
export const countTeam = async (db: Executor, filter: TeamFilter): Promise<number> => {
  if (!filter.keyword) {
    const sizes = await db.selectFrom('member_team_sizes').select(['direct_count', 'team_count']).where('member_id', '=', filter.agentId).executeTakeFirst();
    return (filter.scope === 'direct' ? sizes?.direct_count : sizes?.team_count) ?? 0;
  }
  const row = await searchedTeam(db, filter, filter.keyword)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * One page of the team, newest first. Member ids rise with registration, so ordering by the closure
 * table's own key (ancestor, descendant) reads the page straight off the index; the page's ids are
 * chosen first and only those 20 rows are joined to members, wallets and uplines, so a deep page
 * skips index entries, not joined rows (BENCHMARKS.md "Agent team").
 */
export const listTeam = (db: Executor, filter: TeamFilter, currency: string, limit: number, offset: number): Promise<TeamRow[]> => {
  const ids = (filter.keyword ? searchedTeam(db, filter, filter.keyword) : teamTree(db, filter))
    .select(['t.descendant_id', 't.depth'])
    .orderBy('t.descendant_id', 'desc')
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('members as m', 'm.id', 'p.descendant_id')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .on('a.owner_id', '=', sql<string>`m.id::text`)
        .on('a.owner_type', 'in', ['player', 'agent'])
        .on('a.kind', 'in', ['player_main', 'agent_main'])
        .on('a.currency', '=', currency)
        .on('a.vendor_code', 'is', null),
    )
    .select(['m.id', 'm.account', 'm.nickname', 'm.type', 'm.status', 'p.depth', 'u.account as upline_account', 'a.balance', 'm.created_at', 'm.last_login_at'])
    .orderBy('p.descendant_id', 'desc')
    .execute();
};
