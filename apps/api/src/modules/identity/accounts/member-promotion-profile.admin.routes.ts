import { boMemberPromotionProfile, boMemberPromotionProfileParams, boMemberPromotionProfileUpdate, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../staff';
import type { MemberPromotionProfileService } from './member-promotion-profile.service';

/** A member's VIP level and country on the member's page: support and operators read and set them (audited). */
export const memberPromotionProfileAdminRoutes: FastifyPluginAsyncZod<{ profiles: MemberPromotionProfileService }> = async (app, { profiles }) => {
  const config = { access: staffAccess('support', 'operator') };
  const tags = ['back office: members'];
  app.get(
    '/bo/members/:id/promotionProfile',
    {
      config,
      schema: {
        tags,
        summary: "A member's VIP level and country, which promotion rules admit by",
        params: boMemberPromotionProfileParams,
        response: { 200: okEnvelope(boMemberPromotionProfile) },
      },
    },
    async (request) => ok(await profiles.get(BigInt(request.params.id))),
  );
  app.put(
    '/bo/members/:id/promotionProfile',
    {
      config,
      schema: {
        tags,
        summary: "Set a member's VIP level and country (audited)",
        params: boMemberPromotionProfileParams,
        body: boMemberPromotionProfileUpdate,
        response: { 200: okEnvelope(boMemberPromotionProfile) },
      },
    },
    async (request) => ok(await profiles.update(BigInt(request.params.id), request.body, staffActorOf(request))),
  );
};
