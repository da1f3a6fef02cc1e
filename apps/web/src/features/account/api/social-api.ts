import { queryOptions } from '@tanstack/react-query';
import {
  socialNonceResponse,
  socialProvidersResponse,
  type SocialBindRequest,
  type SocialBindResult,
  type SocialLoginResult,
  type SocialNonce,
  type SocialProviders,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { accountKeys } from '../queries/keys';

/** `GET /wps/session/social/providers`: the enabled providers for the login modal's buttons. */
export const socialProvidersQuery = queryOptions({
  queryKey: accountKeys.socialProviders,
  queryFn: ({ signal }): Promise<SocialProviders> => api.get('/wps/session/social/providers', { signal, parse: (v) => socialProvidersResponse.parse(v) }),
  staleTime: 60_000,
});

/** `POST /wps/session/social/nonce`: the server's nonce for the authorization request, and the key that spends it. */
export const postSocialNonce = (providerId: string): Promise<SocialNonce> =>
  api.post('/wps/session/social/nonce', { body: { providerId }, parse: (v) => socialNonceResponse.parse(v) });

export const postSocialLogin = (providerId: string, idToken: string, nonceKey: string): Promise<SocialLoginResult> =>
  api.post('/wps/session/login/social', { body: { providerId, idToken, nonceKey } });

/** `/wps/session/login/social/bind` (E): the body is sealed for the server's key; a new IP answers with the second factor. */
export const postSocialBind = (request: SocialBindRequest): Promise<SocialBindResult> =>
  api.post('/wps/session/login/social/bind', { body: request, sealed: true });
