import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  agentContractActionResult,
  agentContractList,
  agentContractRelay,
  agentSettlementPage,
  consolidatedContractInfo,
  type AgentContractAction,
  type AgentContractActionResult,
  type AgentContractList,
  type AgentContractStatusName,
  type AgentContractTypeName,
  type AgentSettlementPage,
  type AgentSettlementView,
  type AgentTeamPage,
  type ConsolidatedContractInfo,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { agentKeys } from '../queries/keys';

/** Every contract and settlement query starts with this key: an action refreshes them all at once. */

/** The relay path of a contract type: one document path per type, with the same list and action. */
const relayPath = (type: AgentContractTypeName) => `/wps/relay/${agentContractRelay[type]}` as const;

export type ContractListFilter = { role: 'received' | 'given' | 'all'; status?: AgentContractStatusName | 'live'; pageNo?: number; pageSize?: number };

/** The caller's contracts of one type (`GET /wps/relay/<relay>`), with the one it holds. */
export const contractListQuery = (token: string | null, type: AgentContractTypeName, filter: ContractListFilter) =>
  queryOptions({
    queryKey: agentKeys.contractList(token, type, filter),
    queryFn: ({ signal }): Promise<AgentContractList> =>
      api.get(relayPath(type), {
        params: { query: { role: filter.role, status: filter.status, pageNo: filter.pageNo ?? 1, pageSize: filter.pageSize ?? 20 } },
        signal,
        parse: (v) => agentContractList.parse(v),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** Which contract types the agent deals in, and how many answers wait for it. */
export const contractSummaryQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.contractSummary(token),
    queryFn: ({ signal }): Promise<ConsolidatedContractInfo> =>
      api.get('/wps/agent/contracts/summary', { signal, parse: (v) => consolidatedContractInfo.parse(v) }),
    enabled: token !== null,
    staleTime: 30_000,
  });

export type SettlementFilter = {
  type?: AgentContractTypeName;
  role: 'income' | 'expense' | 'all';
  status?: AgentSettlementView['status'];
  pageNo: number;
  pageSize?: number;
};

/** Settlements where the caller is paid or pays (`GET /wps/agent/settlements`). */
export const settlementsQuery = (token: string | null, filter: SettlementFilter) =>
  queryOptions({
    queryKey: agentKeys.settlements(token, filter),
    queryFn: ({ signal }): Promise<AgentSettlementPage> =>
      api.get('/wps/agent/settlements', {
        params: { query: { type: filter.type, role: filter.role, status: filter.status, pageNo: filter.pageNo, pageSize: filter.pageSize ?? 20 } },
        signal,
        parse: (v) => agentSettlementPage.parse(v),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** Direct downline agents, the only members a contract may be offered to. */
export const directAgentsQuery = (token: string | null, keyword: string) =>
  queryOptions({
    queryKey: agentKeys.directAgents(token, keyword),
    queryFn: async ({ signal }) => {
      // Not parsed strictly: a member status the picker does not show (e.g. frozen) must not break it.
      const page: AgentTeamPage = await api.get('/wps/agent/team', {
        params: { query: { scope: 'direct', keyword: keyword.trim() || undefined, pageSize: 100 } },
        signal,
      });
      return page.content.filter((member) => member.isAgent);
    },
    enabled: token !== null,
    staleTime: 60_000,
  });

/** One contract action (`POST /wps/relay/<relay>`): offer, accept, reject, terminate, confirm, refuse. */
export const actOnContract = (type: AgentContractTypeName, action: AgentContractAction): Promise<AgentContractActionResult> =>
  api.post(relayPath(type), { body: action, parse: (v) => agentContractActionResult.parse(v) });
