import {
  okEnvelope,
  socialBindRequest,
  socialBindResult,
  socialLoginRequest,
  socialLoginResult,
  socialNonceRequest,
  socialNonceResponse,
  socialProvidersResponse,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import { callerOf } from '../../../lib/caller-context';
import type { SocialLoginService } from './social-login.service';

/** Social sign-in with OpenID Connect ID tokens. */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialLoginService; config: Config }> = async (app, { social, config }) => {
  const tags = ['session'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/wps/session/social/providers',
    {
      config: { access: publicAccess },
      schema: { tags, summary: 'The enabled social sign-in providers', response: { 200: okEnvelope(socialProvidersResponse) } },
    },
    async () => ok(await social.providers()),
  );
  app.post(
    '/wps/session/social/nonce',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: "A nonce for the provider's authorization request, and the key that spends it with the ID token",
        body: socialNonceRequest,
        response: { 200: okEnvelope(socialNonceResponse) },
      },
    },
    async (request) => ok(await social.issueNonce(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/social',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: "Sign in with a provider's ID token carrying a nonce we issued (accepted once): a session, or a bind step when the identity is not linked yet",
        body: socialLoginRequest,
        response: { 200: okEnvelope(socialLoginResult) },
      },
    },
    async (request) => ok(await social.signIn(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/social/bind',
    {
      config: { access: publicAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Link the identity to an existing account (a password login: captcha, lockout, second factor from a new IP) or a new one, and sign in (E)',
        body: socialBindRequest,
        response: { 200: okEnvelope(socialBindResult) },
      },
    },
    async (request) => ok(await social.bind(request.body, callerOf(request))),
  );
};
