import type { BoAgentOverview, BoAgentSearchResult, BoAgentTreeNode, BoAgentTreePage, BoAgentTreeQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/page';
import type { StaffCaller } from '../../identity/staff';
import type { SettingsService } from '../../platform/settings';
import { countChildren, findNodeByAccount, findNodeById, listAncestors, listChildren } from './agent-tree.repository';
import type { AccountFreezeService } from '../../identity/accounts';
import { toTreeNode } from './agent-tree.mappers';

export type AgentTreeOptions = { businessTimeZone: string; settlementClockOffsetMinutes: number };

/** The agent tree for staff: lazy children, search with the upline chain, freeze and unfreeze. */
export const createAgentTreeService = (
  db: Kysely<DB>,
  settings: SettingsService,
  freeze: Pick<AccountFreezeService, 'freeze' | 'unfreeze'>,
  options: AgentTreeOptions,
) => {
  const merchant = () => settings.value('merchant');

  const children = async (query: BoAgentTreeQuery): Promise<BoAgentTreePage> => {
    const m = await merchant();
    const parentId = query.parentId === undefined ? null : BigInt(query.parentId);
    const [total, rows] = await Promise.all([
      countChildren(db, parentId),
      listChildren(db, {
        parentId,
        agentTypeCodes: m.agentTypeCodes,
        currency: m.currency,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }),
    ]);
    return pageOf(
      rows.map((r) => toTreeNode(r, m.agentTypeCodes)),
      total,
      query,
    );
  };

  const search = async (account: string): Promise<BoAgentSearchResult> => {
    if (account === '') return { member: null, chain: [] };
    const m = await merchant();
    const row = await findNodeByAccount(db, account, m.currency);
    if (!row) return { member: null, chain: [] };
    const chain = await listAncestors(db, row.id, m.currency);
    return { member: toTreeNode(row, m.agentTypeCodes), chain: chain.map((r) => toTreeNode(r, m.agentTypeCodes)) };
  };

  const node = async (id: bigint): Promise<BoAgentTreeNode> => {
    const m = await merchant();
    const row = await findNodeById(db, id, m.currency);
    if (!row) throw new AppError('NOT_FOUND', { details: { memberId: Number(id) } });
    return toTreeNode(row, m.agentTypeCodes);
  };

  const overview = async (): Promise<BoAgentOverview> => ({
    agentPolicy: (await settings.value('whitelabel')).AGENTPOLICY3,
    businessTimeZone: options.businessTimeZone,
    settlementClockOffsetMinutes: options.settlementClockOffsetMinutes,
  });

  /**
   * Freezing blocks sign-in until staff unfreeze (the account-freeze service revokes sessions,
   * notifies the member and audits). The state is checked first so staff learn a repeated click
   * changed nothing.
   */
  const freezeMember = async (id: bigint, reason: string, caller: StaffCaller): Promise<BoAgentTreeNode> => {
    const before = await node(id);
    if (before.status === 'frozen') throw new AppError('INVALID_STATE', { details: { reason: 'ALREADY_FROZEN', memberId: before.id } });
    await freeze.freeze(id, reason, caller.actor);
    return node(id);
  };

  const unfreezeMember = async (id: bigint, caller: StaffCaller): Promise<BoAgentTreeNode> => {
    const before = await node(id);
    if (before.status !== 'frozen') throw new AppError('INVALID_STATE', { details: { reason: 'NOT_FROZEN', memberId: before.id } });
    await freeze.unfreeze(id, caller.actor);
    return node(id);
  };

  return { children, search, node, overview, freezeMember, unfreezeMember };
};

export type AgentTreeService = ReturnType<typeof createAgentTreeService>;
