import { boLoyaltyCostQuery, boLoyaltyCostReport, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { loyaltyCostCsv } from './loyalty-cost-csv';
import type { LoyaltyCostReportService } from './loyalty-cost.service';

/** Back office: what loyalty costs per business day. Finance and operators, like the promotion cost report. */
export const loyaltyCostRoutes: FastifyPluginAsyncZod<{ costReport: LoyaltyCostReportService }> = async (app, { costReport }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('finance', 'operator') };
  app.get(
    '/bo/loyalty/cost',
    {
      config,
      schema: {
        tags,
        summary:
          'Points issued, redeemed, converted and taken back, and money each loyalty promotion paid, per business day (at most 92 days; default the last 7)',
        querystring: boLoyaltyCostQuery,
        response: { 200: okEnvelope(boLoyaltyCostReport) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await costReport.report(request.query));
    },
  );
  app.get(
    '/bo/loyalty/cost.csv',
    { config, schema: { tags, summary: 'The loyalty cost report as CSV (points whole, money in major units)', querystring: boLoyaltyCostQuery } },
    async (request, reply) => {
      const report = await costReport.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="loyalty-cost-${report.from}-${report.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(loyaltyCostCsv(report));
    },
  );
};
