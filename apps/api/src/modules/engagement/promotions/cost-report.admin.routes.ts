import { boPromotionCostQuery, boPromotionCostReport, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { promotionCostCsv } from './cost-report-csv';
import type { PromotionCostReportService } from './cost-report.service';

/** Back office: what promotions cost per business day. Admins, finance and operators. */
export const promotionCostRoutes: FastifyPluginAsyncZod<{ costReport: PromotionCostReportService }> = async (app, { costReport }) => {
  const tags = ['back office: promotions'];
  const config = { access: staffAccess('finance', 'operator') };
  app.get(
    '/bo/promotions/cost',
    {
      config,
      schema: {
        tags,
        summary: 'Bonus paid, turnover after it and net revenue after bonus, per promotion and business day (at most 92 days; default the last 7)',
        querystring: boPromotionCostQuery,
        response: { 200: okEnvelope(boPromotionCostReport) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await costReport.report(request.query));
    },
  );
  app.get(
    '/bo/promotions/cost.csv',
    { config, schema: { tags, summary: 'The promotion cost report as CSV (amounts in major units)', querystring: boPromotionCostQuery } },
    async (request, reply) => {
      const report = await costReport.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="promotion-cost-${report.from}-${report.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(promotionCostCsv(report));
    },
  );
};
