import { bettingRecordPage, bettingRecordQuery, bettingRoundDetail, bettingRoundDetailQuery, bettingRoundParams, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { BettingRecordsService } from './betting-records.service';

/** Betting record (the personalHistoryCopy page): the member's own game rounds. */
export const bettingRecordsRoutes: FastifyPluginAsyncZod<{ bettingRecords: BettingRecordsService }> = async (app, { bettingRecords }) => {
  const tags = ['records'];
  const config = { access: memberAccess };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/wps/member/bettingRecord',
    {
      config,
      schema: {
        tags,
        summary:
          "The member's game rounds, newest first: time, game, vendor, bet, win, profit and loss, status; category, status and date filters (presets or from/to), paged",
        querystring: bettingRecordQuery,
        response: { 200: okEnvelope(bettingRecordPage) },
      },
    },
    async (request) => ok(await bettingRecords.list(memberOf(request), request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/wps/member/bettingRecord/:id',
    {
      config,
      schema: {
        tags,
        summary: "One of the member's rounds with every wallet call and ledger movement; another member's round is GAME_ROUND_NOT_FOUND",
        params: bettingRoundParams,
        querystring: bettingRoundDetailQuery,
        response: { 200: okEnvelope(bettingRoundDetail) },
      },
    },
    async (request) => ok(await bettingRecords.detail(memberOf(request), BigInt(request.params.id), languageOf(request, request.query.language))),
  );
};
