import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  agentAccountDetailsPage,
  agentDownlineDetail,
  agentInviteLink,
  agentInviteLinkPage,
  agentOpenAccountResult,
  agentOverview,
  agentProfile,
  agentTeamPage,
  type AgentAccountDetailsPage,
  type AgentDownlineDetail,
  type AgentInviteLink,
  type AgentInviteLinkCreate,
  type AgentInviteLinkPage,
  type AgentInviteLinkUpdate,
  type AgentLedgerKind,
  type AgentOpenAccountRequest,
  type AgentOpenAccountResult,
  type AgentOverview,
  type AgentProfile,
  type AgentTeamPage,
  type AgentTeamScope,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { agentKeys } from '../queries/keys';

/** Every agent-centre query of this module starts with this key (E's contract queries have their own). */

type Period = { from: string; to: string };

/** Header name and the business time zone (`GET /wps/agent/profile`). */
export const agentProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.profile(token),
    queryFn: ({ signal }): Promise<AgentProfile> => api.get('/wps/agent/profile', { signal, parse: (v) => agentProfile.parse(v) }),
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });

export const agentOverviewQuery = (token: string | null, period: Period | null) =>
  queryOptions({
    queryKey: agentKeys.overview(token, period),
    queryFn: ({ signal }): Promise<AgentOverview> =>
      api.get('/wps/agent/overview', { params: { query: { from: period?.from, to: period?.to } }, signal, parse: (v) => agentOverview.parse(v) }),
    enabled: token !== null && period !== null,
    placeholderData: keepPreviousData,
  });

export type TeamFilter = { scope: AgentTeamScope; keyword: string; pageNo: number; pageSize?: number };

export const agentTeamQuery = (token: string | null, filter: TeamFilter) =>
  queryOptions({
    queryKey: agentKeys.team(token, filter),
    queryFn: ({ signal }): Promise<AgentTeamPage> =>
      api.get('/wps/agent/team', {
        params: { query: { scope: filter.scope, keyword: filter.keyword.trim(), pageNo: filter.pageNo, pageSize: filter.pageSize ?? 20 } },
        signal,
        parse: (v) => agentTeamPage.parse(v),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const agentDownlineQuery = (token: string | null, memberId: number, period: Period | null) =>
  queryOptions({
    queryKey: agentKeys.downline(token, memberId, period),
    queryFn: ({ signal }): Promise<AgentDownlineDetail> =>
      api.get('/wps/agent/team/{memberId}', {
        params: { path: { memberId }, query: { from: period?.from, to: period?.to } },
        signal,
        parse: (v) => agentDownlineDetail.parse(v),
      }),
    enabled: token !== null && period !== null,
    placeholderData: keepPreviousData,
  });

export type AccountDetailsFilter = Period & { account: string; kind: AgentLedgerKind | ''; pageNo: number; pageSize?: number };

export const agentAccountDetailsQuery = (token: string | null, filter: AccountDetailsFilter | null) =>
  queryOptions({
    queryKey: agentKeys.accountDetails(token, filter),
    queryFn: ({ signal }): Promise<AgentAccountDetailsPage> =>
      api.get('/wps/agent/account-details', {
        params: {
          query: {
            from: filter?.from,
            to: filter?.to,
            account: filter?.account.trim(),
            kind: filter?.kind || undefined,
            pageNo: filter?.pageNo,
            pageSize: filter?.pageSize ?? 20,
          },
        },
        signal,
        parse: (v) => agentAccountDetailsPage.parse(v),
      }),
    enabled: token !== null && filter !== null,
    placeholderData: keepPreviousData,
  });

export const inviteLinksQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: agentKeys.inviteLinksPage(token, pageNo),
    queryFn: ({ signal }): Promise<AgentInviteLinkPage> =>
      api.get('/wps/agent/invite-links', { params: { query: { pageNo, pageSize: 10 } }, signal, parse: (v) => agentInviteLinkPage.parse(v) }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const createInviteLink = (body: AgentInviteLinkCreate): Promise<AgentInviteLink> =>
  api.post('/wps/agent/invite-links', { body, parse: (v) => agentInviteLink.parse(v) });

export const updateInviteLink = (id: number, body: AgentInviteLinkUpdate): Promise<AgentInviteLink> =>
  api.post('/wps/agent/invite-links/{id}', { params: { path: { id } }, body, parse: (v) => agentInviteLink.parse(v) });

/** The new account's password travels sealed, like every password the site sends. */
export const openDownlineAccount = (body: AgentOpenAccountRequest): Promise<AgentOpenAccountResult> =>
  api.post('/wps/agent/downlines', { body, sealed: true, parse: (v) => agentOpenAccountResult.parse(v) });
