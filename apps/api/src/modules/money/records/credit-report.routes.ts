import { creditReport, creditReportQuery, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { CreditReportService } from './credit-report.service';

/** The credit report page: the signed-in member's own statement, never another's. */
export const creditReportRoutes: FastifyPluginAsyncZod<{ creditReport: CreditReportService }> = async (app, { creditReport: service }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/wps/member/creditReport',
    {
      config: { access: memberAccess },
      schema: {
        tags: ['records'],
        summary: "The member's statement per UTC day: opening balance, money in and out by kind, closing balance (default the past 7 days, at most 90)",
        querystring: creditReportQuery,
        response: { 200: okEnvelope(creditReport) },
      },
    },
    async (request) => ok(await service.report(memberOf(request), request.query)),
  );
};
