import type { AgentContractStatusName, agentSettlementStatuses } from '@gp/contracts';
import type { StatusTone } from '../../shared/ui/status-badge';

export type AgentSettlementStatusName = (typeof agentSettlementStatuses)[number];

export const contractStatusTone: Record<AgentContractStatusName, StatusTone> = {
  offered: 'waiting',
  active: 'good',
  rejected: 'neutral',
  terminated: 'bad',
  expired: 'neutral',
};

export const settlementStatusTone: Record<AgentSettlementStatusName, StatusTone> = {
  nothing_due: 'neutral',
  awaiting_confirmation: 'waiting',
  insufficient_funds: 'bad',
  paid: 'good',
  forced_pending: 'bad',
  forced: 'waiting',
};

export const memberStatusTone = { active: 'good', disabled: 'neutral', frozen: 'bad' } as const satisfies Record<string, StatusTone>;

export const runStatusTone = { running: 'waiting', done: 'good', failed: 'bad' } as const satisfies Record<string, StatusTone>;
