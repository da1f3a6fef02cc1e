import { okEnvelope, winnersListPage, winnersListQuery } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { publicAccess } from '../../../lib/route-access';
import type { WinnersListService } from './winners-list.service';

/** The winners list page's call: public, like the winner boards it pages through. */
export const winnersListRoutes: FastifyPluginAsyncZod<{ winners: WinnersListService }> = async (app, { winners }) => {
  app.get(
    '/lgw/games/winners',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['catalog'],
        summary: 'Recent big wins of the last 30 days, newest first, names masked, paged (at most 500 entries)',
        querystring: winnersListQuery,
        response: { 200: okEnvelope(winnersListPage) },
      },
    },
    async (request) => ok(await winners.list(request.query, languageOf(request, request.query.language))),
  );
};
