import { queryOptions } from '@tanstack/react-query';
import { liveMemberSessionsResponse, memberSessionsRevokedResponse, type LiveMemberSessions, type MemberSessionsRevoked } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { accountKeys } from '../queries/keys';

/** The member's live sessions; refreshed with the overview (same key prefix). */
export const memberDevicesQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.devices(token),
    queryFn: ({ signal }): Promise<LiveMemberSessions> => api.get('/wps/member/sessions', { signal, parse: (v) => liveMemberSessionsResponse.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/sessions/:id/revoke` (E): the login password; answers the sessions left. */
export const signOutDevice = (input: { id: number; password: string }): Promise<LiveMemberSessions> =>
  api.post('/wps/member/sessions/{id}/revoke', {
    params: { path: { id: input.id } },
    body: { password: input.password },
    sealed: true,
    parse: (v) => liveMemberSessionsResponse.parse(v),
  });

/** `/wps/member/sessions/revokeOthers` (E): the login password; answers how many ended. */
export const signOutOtherDevices = (input: { password: string }): Promise<MemberSessionsRevoked> =>
  api.post('/wps/member/sessions/revokeOthers', { body: input, sealed: true, parse: (v) => memberSessionsRevokedResponse.parse(v) });
