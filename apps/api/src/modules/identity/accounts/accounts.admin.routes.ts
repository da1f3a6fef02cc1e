import { boMemberSearchQuery, boMemberSearchResult, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { MembersAdminService } from './members-admin.service';

/** Back office, member look-up by account name, for finance and support. */
export const accountsAdminRoutes: FastifyPluginAsyncZod<{ membersAdmin: MembersAdminService }> = async (app, { membersAdmin }) => {
  const lookup = { access: staffAccess('finance', 'support') };
  const tags = ['back office: cashier'];

  app.get(
    '/bo/members',
    {
      config: lookup,
      schema: {
        tags,
        summary: 'Find members by account name (exact match first, then prefix); without account the newest members',
        querystring: boMemberSearchQuery,
        response: { 200: okEnvelope(boMemberSearchResult) },
      },
    },
    async (request) => ok(await membersAdmin.search(request.query.account)),
  );
};
