import {
  boAgentContract,
  boAgentContractPage,
  boAgentOverview,
  boAgentSearchResult,
  boAgentSettlementPage,
  boAgentSettlementRunDetail,
  boAgentSettlementRunPage,
  boAgentTreeNode,
  boAgentTreePage,
  type AgentContractStatusName,
  type AgentContractTypeName,
  type BoAgentContractOffer,
  type BoAgentSettlementJob,
} from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';
import type { AgentSettlementStatusName } from '../agents-labels';

const agentsPageSize = 20;
/** Children fetched per expansion of a tree node (a "more" button fetches the next page). */
const treeChildrenPageSize = 50;

export const fetchAgentsOverview = (signal?: AbortSignal) => apiRequest('/bo/agents/overview', { schema: boAgentOverview, signal });

export const fetchTreeChildren = (parentId: number | null, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/agents/tree', { schema: boAgentTreePage, signal, query: { parentId: parentId ?? undefined, pageNo, pageSize: treeChildrenPageSize } });

export const searchAgentTree = (account: string, signal?: AbortSignal) =>
  apiRequest('/bo/agents/search', { schema: boAgentSearchResult, signal, query: { account: account.trim() } });

export const freezeMember = (id: number, reason: string) =>
  apiRequest(`/bo/members/${id}/freeze`, { method: 'POST', body: { reason }, schema: boAgentTreeNode });

export const unfreezeMember = (id: number) => apiRequest(`/bo/members/${id}/unfreeze`, { method: 'POST', schema: boAgentTreeNode });

export type ContractFilter = { type: AgentContractTypeName | ''; status: AgentContractStatusName | ''; account: string };

export const fetchContracts = (filter: ContractFilter, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/agents/contracts', {
    schema: boAgentContractPage,
    signal,
    query: { type: filter.type, status: filter.status, account: filter.account.trim(), pageNo, pageSize: agentsPageSize },
  });

export const offerPlatformContract = (body: BoAgentContractOffer) => apiRequest('/bo/agents/contracts', { method: 'POST', body, schema: boAgentContract });

export const terminateContract = (id: number, reason: string) =>
  apiRequest(`/bo/agents/contracts/${id}/terminate`, { method: 'POST', body: { reason }, schema: boAgentContract });

export type RunFilter = { job: BoAgentSettlementJob | ''; periodKey: string };

export const fetchSettlementRuns = (filter: RunFilter, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/agents/settlement-runs', {
    schema: boAgentSettlementRunPage,
    signal,
    query: { job: filter.job, periodKey: filter.periodKey.trim(), pageNo, pageSize: agentsPageSize },
  });

export const fetchSettlementRun = (id: number, signal?: AbortSignal) =>
  apiRequest(`/bo/agents/settlement-runs/${id}`, { schema: boAgentSettlementRunDetail, signal });

export const rerunSettlementPeriod = (job: BoAgentSettlementJob, periodKey: string) =>
  apiRequest('/bo/agents/settlement-runs', { method: 'POST', body: { job, periodKey }, schema: boAgentSettlementRunDetail });

export type SettlementFilter = { type: AgentContractTypeName | ''; status: AgentSettlementStatusName | ''; account: string; periodKey: string };

export const fetchSettlements = (filter: SettlementFilter, pageNo: number, signal?: AbortSignal) =>
  apiRequest('/bo/agents/settlements', {
    schema: boAgentSettlementPage,
    signal,
    query: { type: filter.type, status: filter.status, account: filter.account.trim(), periodKey: filter.periodKey.trim(), pageNo, pageSize: agentsPageSize },
  });
