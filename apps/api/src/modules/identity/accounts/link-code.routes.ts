import { linkCodeExchangeRequest, linkCodeResponse, memberSession, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess, publicAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { LinkCodeService } from './link-code.service';

/** Links that open the site signed in carry a one-time code (link-code.service.ts), never a session token. */
export const linkCodeRoutes: FastifyPluginAsyncZod<{ linkCodes: LinkCodeService; config: Config }> = async (app, { linkCodes, config }) => {
  const tags = ['session'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.post(
    '/wps/session/linkCode',
    {
      config: { access: memberAccess, rateLimit },
      schema: {
        tags,
        summary: 'A one-time code (60 s) for a link that opens the site signed in as this member: `?token=<code>`',
        response: { 200: okEnvelope(linkCodeResponse) },
      },
    },
    async (request) => ok(await linkCodes.mint(memberOf(request))),
  );
  app.post(
    '/wps/session/exchange',
    {
      config: { access: publicAccess, rateLimit },
      schema: {
        tags,
        summary: "Trade a link's one-time code for a new session, once (LINK_CODE_INVALID when unknown, spent or expired)",
        body: linkCodeExchangeRequest,
        response: { 200: okEnvelope(memberSession) },
      },
    },
    async (request) => ok(await linkCodes.exchange(request.body.code, callerOf(request))),
  );
};
