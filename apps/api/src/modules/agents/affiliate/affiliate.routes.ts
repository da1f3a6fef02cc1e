import { affiliateApplication, affiliateApplicationState, affiliateApplyRequest, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import type { AffiliateService } from './affiliate.service';

/** The member's affiliate application page: its state and the application itself. */
export const affiliateRoutes: FastifyPluginAsyncZod<{ affiliate: AffiliateService; config: Config }> = async (app, { affiliate, config }) => {
  const tags = ['affiliate'];
  app.get(
    '/wps/affiliate/application',
    {
      config: { access: memberAccess },
      schema: { tags, summary: 'Whether the member is an agent, and their latest application', response: { 200: okEnvelope(affiliateApplicationState) } },
    },
    async (request) => ok(await affiliate.state(memberOf(request))),
  );
  app.post(
    '/wps/affiliate/application',
    {
      config: { access: memberAccess, rateLimit: { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Apply to become an agent (refused while one is pending or for an agent)',
        body: affiliateApplyRequest,
        response: { 200: okEnvelope(affiliateApplication) },
      },
    },
    async (request) => ok(await affiliate.apply(memberOf(request), request.body.note)),
  );
};
