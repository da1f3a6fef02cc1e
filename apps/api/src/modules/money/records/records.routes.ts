import {
  bonusDetailsPage,
  bonusDetailsQuery,
  okEnvelope,
  personalProfit,
  personalProfitQuery,
  transactionHistoryPage,
  transactionHistoryQuery,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { RecordsService } from './records.service';

/** Account record, personal profit and loss, bonus details: the player centre pages. */
export const recordsRoutes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (app, { records }) => {
  const tags = ['records'];
  const config = { access: memberAccess };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/wps/member/transactionHistory',
    {
      config,
      schema: {
        tags,
        summary: "Every movement on the member's wallets, newest first: type and date filters (presets or from/to), paged",
        querystring: transactionHistoryQuery,
        response: { 200: okEnvelope(transactionHistoryPage) },
      },
    },
    async (request) => ok(await records.transactionHistory(memberOf(request), request.query)),
  );
  app.get(
    '/wps/member/personalProfit',
    {
      config,
      schema: {
        tags,
        summary: 'Profit and loss of play by day and by game category',
        querystring: personalProfitQuery,
        response: { 200: okEnvelope(personalProfit) },
      },
    },
    async (request) => ok(await records.personalProfit(memberOf(request), request.query)),
  );
  app.get(
    '/wps/member/bonusDetails',
    {
      config,
      schema: { tags, summary: 'Bonuses credited, newest first, paged', querystring: bonusDetailsQuery, response: { 200: okEnvelope(bonusDetailsPage) } },
    },
    async (request) => ok(await records.bonusDetails(memberOf(request), request.query)),
  );
};
