import { queryOptions } from '@tanstack/react-query';
import { socialProvidersResponse, type MemberSession, type SocialBindRequest, type SocialLoginResult, type SocialProviders } from '@gp/contracts';
import { api } from '../../api/api-client';
import { sealedBody } from '../../api/sealed-body';

/** `GET /wps/session/social/providers`: the enabled providers for the login modal's buttons. */
export const socialProvidersQuery = queryOptions({
  queryKey: ['session', 'social', 'providers'],
  queryFn: ({ signal }): Promise<SocialProviders> => api.get('/wps/session/social/providers', { signal, parse: (v) => socialProvidersResponse.parse(v) }),
  staleTime: 60_000,
});

export const postSocialLogin = (providerId: string, idToken: string): Promise<SocialLoginResult> =>
  api.post<SocialLoginResult>('/wps/session/login/social', { providerId, idToken });

/** `/wps/session/login/social/bind` (E): the body is sealed for the server's key. */
export const postSocialBind = async (request: SocialBindRequest): Promise<MemberSession> =>
  api.post<MemberSession>('/wps/session/login/social/bind', await sealedBody(request));
