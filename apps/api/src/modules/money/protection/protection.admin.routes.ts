import { memberProtectionStaffView, okEnvelope, protectionMemberIdParams } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { ProtectionService } from './protection.service';

/** A read-only staff view of a member's protection. */
export const protectionAdminRoutes: FastifyPluginAsyncZod<{ protection: ProtectionService }> = async (app, { protection }) => {
  const tags = ['player protection'];
  app.get(
    '/bo/members/:id/protection',
    {
      config: { access: staffAccess('support', 'finance') },
      schema: {
        tags,
        summary: "A member's protection state and exclusion history (read-only)",
        params: protectionMemberIdParams,
        response: { 200: okEnvelope(memberProtectionStaffView) },
      },
    },
    async (request) => ok(await protection.staffView(BigInt(request.params.id))),
  );
};
