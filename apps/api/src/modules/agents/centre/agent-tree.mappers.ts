import type { BoAgentTreeNode } from '@gp/contracts';
import type { TreeNodeRow } from './agent-tree.repository';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const num = (v: bigint | null): number | null => (v === null ? null : Number(v));

export const toTreeNode = (row: TreeNodeRow, agentTypeCodes: readonly number[]): BoAgentTreeNode => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  kind: agentTypeCodes.includes(row.type) ? 'agent' : 'player',
  type: row.type,
  status: row.status === 'frozen' || row.status === 'disabled' ? row.status : 'active',
  frozenReason: row.frozen_reason,
  frozenAt: iso(row.frozen_at),
  uplineId: num(row.upline_id),
  teamSize: row.team_count ?? 0,
  directCount: row.direct_count ?? 0,
  balance: Number(row.balance ?? 0n),
  createdAt: row.created_at.toISOString(),
});
