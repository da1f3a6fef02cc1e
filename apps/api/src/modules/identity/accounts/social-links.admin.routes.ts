import { boSocialLinkParams, boSocialLinksParams, boSocialUnlinkRequest, okEnvelope, socialLinksResponse } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../staff';
import type { SocialLinksService } from './social-links.service';

/** A member's linked sign-in identities, for support staff. */
export const socialLinksAdminRoutes: FastifyPluginAsyncZod<{ socialLinks: SocialLinksService }> = async (app, { socialLinks }) => {
  // Member administration: support answers "I lost that provider account", admins always.
  const staff = { access: staffAccess('support') };
  app.get(
    '/bo/members/:id/social/links',
    {
      config: staff,
      schema: {
        tags: ['back office: members'],
        summary: "A member's identities linked for social sign-in",
        params: boSocialLinksParams,
        response: { 200: okEnvelope(socialLinksResponse) },
      },
    },
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
    async (request) =>
      ok(await socialLinks.unlinkByStaff(BigInt(request.params.id), BigInt(request.params.linkId), request.body.reason, staffActorOf(request))),
  );
};
