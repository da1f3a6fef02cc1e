import {
  boAffiliateApplication,
  boAffiliateApprove,
  boAffiliateIdParams,
  boAffiliatePage,
  boAffiliateQuery,
  boAffiliateReject,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { AffiliateAdminService } from './affiliate.service';

/** Back office, affiliate applications: operators (and admins) decide who becomes an agent. */
export const affiliateAdminRoutes: FastifyPluginAsyncZod<{ affiliateAdmin: AffiliateAdminService }> = async (app, { affiliateAdmin }) => {
  const tags = ['back office: affiliate applications'];
  const access = { access: staffAccess('operator', 'support') };

  app.get(
    '/bo/affiliate/applications',
    {
      config: access,
      schema: {
        tags,
        summary: 'Applications by status or member, newest first, with the operator top agent',
        querystring: boAffiliateQuery,
        response: { 200: okEnvelope(boAffiliatePage) },
      },
    },
    async (request) => ok(await affiliateAdmin.list(request.query)),
  );
  app.post(
    '/bo/affiliate/applications/:id/approve',
    {
      config: access,
      schema: {
        tags,
        summary: 'Approve: the member becomes an agent under the chosen upline (an agent) or the top agent, with an invitation code',
        params: boAffiliateIdParams,
        body: boAffiliateApprove,
        response: { 200: okEnvelope(boAffiliateApplication) },
      },
    },
    async (request) => ok(await affiliateAdmin.approve(BigInt(request.params.id), request.body.uplineAccount, staffActorOf(request))),
  );
  app.post(
    '/bo/affiliate/applications/:id/reject',
    {
      config: access,
      schema: {
        tags,
        summary: 'Reject with a reason the member sees',
        params: boAffiliateIdParams,
        body: boAffiliateReject,
        response: { 200: okEnvelope(boAffiliateApplication) },
      },
    },
    async (request) => ok(await affiliateAdmin.reject(BigInt(request.params.id), request.body.reason, staffActorOf(request))),
  );
};
