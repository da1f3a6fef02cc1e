import type { AgentTeamMember, AgentTeamPage, AgentTeamQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { SettingsService } from '../../platform/settings';
import { countTeam, listTeam, type TeamRow } from './team.repository';

const toMember = (row: TeamRow, agentTypeCodes: readonly number[]): AgentTeamMember => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  isAgent: agentTypeCodes.includes(row.type),
  status: row.status,
  depth: row.depth,
  uplineAccount: row.upline_account,
  balance: Number(row.balance ?? 0n),
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
});

/** The agent's team: direct downlines or the whole tree, searched and paged. */
export const createAgentTeamService = (db: Kysely<DB>, settings: SettingsService) => {
  const team = async (agent: MemberPrincipal, query: AgentTeamQuery): Promise<AgentTeamPage> => {
    const merchant = await settings.value('merchant');
    const filter = { agentId: agent.id, scope: query.scope, keyword: query.keyword || undefined };
    const [total, rows] = await Promise.all([
      countTeam(db, filter),
      listTeam(db, filter, merchant.currency, query.pageSize, (query.pageNo - 1) * query.pageSize),
    ]);
    return {
      content: rows.map((row) => toMember(row, merchant.agentTypeCodes)),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      total,
    };
  };

  return { team };
};

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
