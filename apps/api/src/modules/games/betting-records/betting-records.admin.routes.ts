import { boGgrQuery, boGgrReport, boRoundDetail, boRoundIdParams, boRoundSearchQuery, boRoundSearchResult, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { GgrReportService } from './ggr-report.service';
import { ggrCsv } from './ggr-csv';
import type { RoundExplorerService } from './round-explorer.service';

/** Back office, game rounds and GGR. The round explorer serves operators, support and finance; the GGR report operators and finance. */
export const bettingRecordsAdminRoutes: FastifyPluginAsyncZod<{ roundExplorer: RoundExplorerService; ggrReport: GgrReportService }> = async (
  app,
  { roundExplorer, ggrReport },
) => {
  const roundsConfig = { access: staffAccess('operator', 'support', 'finance') };
  const ggrConfig = { access: staffAccess('operator', 'finance') };
  const tags = ['back office: games'];
  const noStore = 'private, no-store';

  app.get(
    '/bo/games/rounds',
    {
      config: roundsConfig,
      schema: {
        tags,
        summary: 'Rounds by round id, txId (vendor or platform) or player account, newest first, paged',
        querystring: boRoundSearchQuery,
        response: { 200: okEnvelope(boRoundSearchResult) },
      },
    },
    async (request) => ok(await roundExplorer.search(request.query)),
  );
  app.get(
    '/bo/games/rounds/:id',
    {
      config: roundsConfig,
      schema: {
        tags,
        summary: 'A round with every wallet call (request hash, stored response) and every ledger journal and leg they posted',
        params: boRoundIdParams,
        response: { 200: okEnvelope(boRoundDetail) },
      },
    },
    async (request) => ok(await roundExplorer.detail(request.params.id)),
  );

  app.get(
    '/bo/games/ggr',
    {
      config: ggrConfig,
      schema: {
        tags,
        summary: 'Gross gaming revenue per vendor and business day (at most 92 days; default the last 7), vendor and currency totals',
        querystring: boGgrQuery,
        response: { 200: okEnvelope(boGgrReport) },
      },
    },
    async (request) => ok(await ggrReport.report(request.query)),
  );
  app.get(
    '/bo/games/ggr.csv',
    { config: ggrConfig, schema: { tags, summary: 'The GGR report as CSV (amounts in major units)', querystring: boGgrQuery } },
    async (request, reply) => {
      const report = await ggrReport.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ggr-${report.from}-${report.to}.csv"`)
        .header('cache-control', noStore)
        .send(ggrCsv(report));
    },
  );
};
