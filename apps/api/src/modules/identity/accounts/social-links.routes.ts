import { boSocialLinkParams, boSocialLinksParams, boSocialUnlinkRequest, okEnvelope, socialLinkIdParams, socialLinksResponse, socialUnlinkRequest } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess, staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../staff/staff-actor';
import { callerOf, memberOf } from './caller-context';
import type { SocialLinksService } from './social-links.service';

/** Linked sign-in identities: the member's own (security centre) and a member's, for support staff. */
export const socialLinksRoutes: FastifyPluginAsyncZod<{ socialLinks: SocialLinksService; config: Config }> = async (app, { socialLinks, config }) => {
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  // Member administration: support answers "I lost that provider account", admins always.
  const staff = { access: staffAccess('support') };
  app.get(
    '/wps/member/social/links',
    { config: { access: memberAccess }, schema: { tags: ['security centre'], summary: 'The identities linked for social sign-in', response: { 200: okEnvelope(socialLinksResponse) } } },
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
  app.get(
    '/bo/members/:id/social/links',
    { config: staff, schema: { tags: ['back office: members'], summary: "A member's identities linked for social sign-in", params: boSocialLinksParams, response: { 200: okEnvelope(socialLinksResponse) } } },
    async (request) => ok(await socialLinks.ofMember(BigInt(request.params.id))),
  );
  app.post(
    '/bo/members/:id/social/links/:linkId/unlink',
    {
      config: staff,
      schema: {
        tags: ['back office: members'],
        summary: "Unlink a member's identity with a reason (audited, the member is told); the remaining links",
        params: boSocialLinkParams,
        body: boSocialUnlinkRequest,
        response: { 200: okEnvelope(socialLinksResponse) },
      },
    },
    async (request) => ok(await socialLinks.unlinkByStaff(BigInt(request.params.id), BigInt(request.params.linkId), request.body.reason, staffActorOf(request))),
  );
};
