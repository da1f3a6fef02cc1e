import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  agentLossStatementsPage,
  agentRevenuePage,
  agentTeamBetsPage,
  type AgentContractTypeName,
  type AgentLossStatementsPage,
  type AgentRevenueGrouping,
  type AgentRevenuePage,
  type AgentTeamBetsPage,
  type GameCategory,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { agentKeys } from '../queries/keys';

/** Every report query of this folder starts with this key. */

type Period = { from: string; to: string };

export type TeamBetsFilter = { account: string; gameType: GameCategory | ''; scope: 'all' | 'direct' };
export type LossStatementsFilter = { keyword: string };
export type RevenueFilter = { groupBy: AgentRevenueGrouping; type: AgentContractTypeName | '' };

/** The list's query without paging: also what the CSV twin takes. */
export const teamBetsParams = (period: Period, f: TeamBetsFilter) => ({
  from: period.from,
  to: period.to,
  account: f.account.trim(),
  gameType: f.gameType || undefined,
  scope: f.scope,
});
export const lossStatementsParams = (period: Period, f: LossStatementsFilter) => ({ from: period.from, to: period.to, keyword: f.keyword.trim() });
export const revenueParams = (period: Period, f: RevenueFilter) => ({ from: period.from, to: period.to, groupBy: f.groupBy, type: f.type || undefined });

/** personalHistoryCopy: the team's rounds (`GET /wps/agent/bets`). Disabled until the period resolves. */
export const teamBetsQuery = (token: string | null, period: Period | null, filter: TeamBetsFilter, pageNo: number) =>
  queryOptions({
    queryKey: agentKeys.teamBets(token, period, filter, pageNo),
    queryFn: ({ signal }): Promise<AgentTeamBetsPage> =>
      api.get('/wps/agent/bets', {
        params: { query: { ...teamBetsParams(period ?? { from: '', to: '' }, filter), pageNo, pageSize: 20 } },
        signal,
        parse: (v) => agentTeamBetsPage.parse(v),
      }),
    enabled: token !== null && period !== null,
    placeholderData: keepPreviousData,
  });

/** palStatementsAgentCopy: loss statement per direct downline (`GET /wps/agent/loss-statements`). */
export const lossStatementsQuery = (token: string | null, period: Period | null, filter: LossStatementsFilter, pageNo: number) =>
  queryOptions({
    queryKey: agentKeys.lossStatements(token, period, filter, pageNo),
    queryFn: ({ signal }): Promise<AgentLossStatementsPage> =>
      api.get('/wps/agent/loss-statements', {
        params: { query: { ...lossStatementsParams(period ?? { from: '', to: '' }, filter), pageNo, pageSize: 20 } },
        signal,
        parse: (v) => agentLossStatementsPage.parse(v),
      }),
    enabled: token !== null && period !== null,
    placeholderData: keepPreviousData,
  });

/** agentRevenueReport: income and expense by period and contract type (`GET /wps/agent/revenue`). */
export const revenueQuery = (token: string | null, period: Period | null, filter: RevenueFilter, pageNo: number) =>
  queryOptions({
    queryKey: agentKeys.revenue(token, period, filter, pageNo),
    queryFn: ({ signal }): Promise<AgentRevenuePage> =>
      // 100 rows a page: a 93-day period by day and type mostly fits, so the chart shows all of it.
      api.get('/wps/agent/revenue', {
        params: { query: { ...revenueParams(period ?? { from: '', to: '' }, filter), pageNo, pageSize: 100 } },
        signal,
        parse: (v) => agentRevenuePage.parse(v),
      }),
    enabled: token !== null && period !== null,
    placeholderData: keepPreviousData,
  });
