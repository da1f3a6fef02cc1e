import type { ContractFilter, RunFilter, SettlementFilter } from '../api/agents-api';

/**
 * Every query key of the agents screens. A group's `all` is the prefix its pages share, so one
 * invalidation refreshes every page and filter of that list.
 */
export const agentsKeys = {
  overview: ['agents-overview'] as const,
  tree: {
    all: ['agent-tree'] as const,
    level: (parentId: number | null, pageNo: number) => ['agent-tree', parentId, pageNo] as const,
  },
  memberContracts: (account: string) => ['agent-member-contracts', account] as const,
  contracts: {
    all: ['agent-contracts'] as const,
    page: (filter: ContractFilter, pageNo: number) => ['agent-contracts', filter, pageNo] as const,
  },
  settlementRun: (id: number) => ['agent-settlement-run', id] as const,
  settlementRuns: {
    all: ['agent-settlement-runs'] as const,
    page: (filter: RunFilter, pageNo: number) => ['agent-settlement-runs', filter, pageNo] as const,
  },
  settlements: {
    all: ['agent-settlements'] as const,
    page: (filter: SettlementFilter, pageNo: number) => ['agent-settlements', filter, pageNo] as const,
  },
};
