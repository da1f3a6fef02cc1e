import { memberSession, okEnvelope, socialBindRequest, socialLoginRequest, socialLoginResult, socialProvidersResponse } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';
import { ok } from '../../lib/envelope';
import { publicAccess } from '../../lib/route-access';
import { callerOf } from './caller-context';
import type { SocialLoginService } from './social-login.service';

/** Social sign-in with OpenID Connect ID tokens (SPEC.md section 4). */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialLoginService; config: Config }> = async (app, { social, config }) => {
  const tags = ['session'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/wps/session/social/providers',
    { config: { access: publicAccess }, schema: { tags, summary: 'The enabled social sign-in providers', response: { 200: okEnvelope(socialProvidersResponse) } } },
    async () => ok(await social.providers()),
  );
  app.post(
    '/wps/session/login/social',
    {
      config: { access: publicAccess, rateLimit },
      schema: { tags, summary: "Sign in with a provider's ID token: a session, or a bind step when the identity is not linked yet", body: socialLoginRequest, response: { 200: okEnvelope(socialLoginResult) } },
    },
    async (request) => ok(await social.signIn(request.body, callerOf(request))),
  );
  app.post(
    '/wps/session/login/social/bind',
    {
      config: { access: publicAccess, encrypted: true, rateLimit },
      schema: { tags, summary: 'Link the identity to an existing account or a new one, for good, and sign in (E)', body: socialBindRequest, response: { 200: okEnvelope(memberSession) } },
    },
    async (request) => ok(await social.bind(request.body, callerOf(request))),
  );
};
