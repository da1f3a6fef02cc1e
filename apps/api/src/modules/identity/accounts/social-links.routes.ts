import { okEnvelope, socialLinkIdParams, socialLinksResponse, socialUnlinkRequest } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { SocialLinksService } from './social-links.service';

/** The member's own linked sign-in identities (security centre). */
export const socialLinksRoutes: FastifyPluginAsyncZod<{ socialLinks: SocialLinksService; config: Config }> = async (app, { socialLinks, config }) => {
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/wps/member/social/links',
    {
      config: { access: memberAccess },
      schema: { tags: ['security centre'], summary: 'The identities linked for social sign-in', response: { 200: okEnvelope(socialLinksResponse) } },
    },
    async (request) => ok(await socialLinks.mine(memberOf(request))),
  );
  app.post(
    '/wps/member/social/links/:id/unlink',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags: ['security centre'],
        summary: 'Unlink an identity with the login password (wrong guesses counted); the remaining links (E)',
        params: socialLinkIdParams,
        body: socialUnlinkRequest,
        response: { 200: okEnvelope(socialLinksResponse) },
      },
    },
    async (request) => ok(await socialLinks.unlinkMine(memberOf(request), BigInt(request.params.id), request.body.password, callerOf(request))),
  );
};
