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
import { typedApi } from '../../../shared/http/typed-api';
import type { AgentSettlementStatusName } from '../agents-labels';

const agentsPageSize = 20;
/** Children fetched per expansion of a tree node (a "more" button fetches the next page). */
const treeChildrenPageSize = 50;

export const fetchAgentsOverview = (signal?: AbortSignal) => typedApi.get('/bo/agents/overview', { signal, parse: (v) => boAgentOverview.parse(v) });

export const fetchTreeChildren = (parentId: number | null, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/tree', {
    params: { query: { parentId: parentId ?? undefined, pageNo, pageSize: treeChildrenPageSize } },
    signal,
    parse: (v) => boAgentTreePage.parse(v),
  });

export const searchAgentTree = (account: string, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/search', { params: { query: { account: account.trim() } }, signal, parse: (v) => boAgentSearchResult.parse(v) });

export const freezeMember = (id: number, reason: string) =>
  typedApi.post('/bo/members/{id}/freeze', { params: { path: { id } }, body: { reason }, parse: (v) => boAgentTreeNode.parse(v) });

export const unfreezeMember = (id: number) => typedApi.post('/bo/members/{id}/unfreeze', { params: { path: { id } }, parse: (v) => boAgentTreeNode.parse(v) });

export type ContractFilter = { type: AgentContractTypeName | ''; status: AgentContractStatusName | ''; account: string };

export const fetchContracts = (filter: ContractFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/contracts', {
    params: {
      query: { type: filter.type || undefined, status: filter.status || undefined, account: filter.account.trim(), pageNo, pageSize: agentsPageSize },
    },
    signal,
    parse: (v) => boAgentContractPage.parse(v),
  });

export const offerPlatformContract = (body: BoAgentContractOffer) => typedApi.post('/bo/agents/contracts', { body, parse: (v) => boAgentContract.parse(v) });

export const terminateContract = (id: number, reason: string) =>
  typedApi.post('/bo/agents/contracts/{id}/terminate', { params: { path: { id } }, body: { reason }, parse: (v) => boAgentContract.parse(v) });

export type RunFilter = { job: BoAgentSettlementJob | ''; periodKey: string };

export const fetchSettlementRuns = (filter: RunFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/settlement-runs', {
    params: { query: { job: filter.job || undefined, periodKey: filter.periodKey.trim(), pageNo, pageSize: agentsPageSize } },
    signal,
    parse: (v) => boAgentSettlementRunPage.parse(v),
  });

export const fetchSettlementRun = (id: number, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/settlement-runs/{id}', { params: { path: { id } }, signal, parse: (v) => boAgentSettlementRunDetail.parse(v) });

export const rerunSettlementPeriod = (job: BoAgentSettlementJob, periodKey: string) =>
  typedApi.post('/bo/agents/settlement-runs', { body: { job, periodKey }, parse: (v) => boAgentSettlementRunDetail.parse(v) });

export type SettlementFilter = { type: AgentContractTypeName | ''; status: AgentSettlementStatusName | ''; account: string; periodKey: string };

export const fetchSettlements = (filter: SettlementFilter, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/agents/settlements', {
    params: {
      query: {
        type: filter.type || undefined,
        status: filter.status || undefined,
        account: filter.account.trim(),
        periodKey: filter.periodKey.trim(),
        pageNo,
        pageSize: agentsPageSize,
      },
    },
    signal,
    parse: (v) => boAgentSettlementPage.parse(v),
  });
