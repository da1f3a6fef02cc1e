import { okEnvelope, promotionBonusList, promotionClaimResult, promotionHallList, promotionIdParams } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { PromotionsService } from './promotions.service';

/** The member's promotions: hall statuses, claiming, and paid bonuses. Trial accounts and guests are refused. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (app, { promotions }) => {
  const tags = ['promotions'];
  const access = memberAccess;
  app.get(
    '/wps/promotions/status',
    {
      config: { access },
      schema: { tags, summary: "The member's status for each running promotion that can be claimed", response: { 200: okEnvelope(promotionHallList) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await promotions.hall(memberOf(request)));
    },
  );
  app.post(
    '/wps/promotions/:id/claim',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Claim a first-deposit or sign-up bonus; a repeated claim answers the first',
        params: promotionIdParams,
        response: { 200: okEnvelope(promotionClaimResult) },
      },
    },
    async (request) => ok(await promotions.claim(memberOf(request), request.params.id)),
  );
  app.get(
    '/wps/promotions/bonuses',
    {
      config: { access },
      schema: { tags, summary: "The member's paid bonuses with their wagering, newest first", response: { 200: okEnvelope(promotionBonusList) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await promotions.bonuses(memberOf(request), languageOf(request)));
    },
  );
};
