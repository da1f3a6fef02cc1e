import { queryOptions } from '@tanstack/react-query';
import { liveMemberSessionsResponse, memberSessionsRevokedResponse, type LiveMemberSessions, type MemberSessionsRevoked } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';
import { accountKeys } from '../queries/keys';

/** The member's live sessions; refreshed with the overview (same key prefix). */
export const memberDevicesQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.devices(token),
    queryFn: ({ signal }) => api.get<LiveMemberSessions>('/wps/member/sessions', { signal, parse: (v) => liveMemberSessionsResponse.parse(v) }),
    enabled: token !== null,
  });

/** `/wps/member/sessions/:id/revoke` (E): the login password; answers the sessions left. */
export const signOutDevice = async (input: { id: number; password: string }) =>
  api.post<LiveMemberSessions>(`/wps/member/sessions/${input.id}/revoke`, await sealedBody({ password: input.password }), {
    parse: (v) => liveMemberSessionsResponse.parse(v),
  });

/** `/wps/member/sessions/revokeOthers` (E): the login password; answers how many ended. */
export const signOutOtherDevices = async (input: { password: string }) =>
  api.post<MemberSessionsRevoked>('/wps/member/sessions/revokeOthers', await sealedBody(input), { parse: (v) => memberSessionsRevokedResponse.parse(v) });
