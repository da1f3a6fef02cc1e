import {
  okEnvelope,
  promotionBonusList,
  promotionClaimResult,
  promotionHallList,
  promotionIdParams,
  promotionJoinResult,
  raffleClaimRequest,
  raffleClaimResult,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { PromotionsService } from './promotions.service';

/** The member's promotions: hall statuses, claiming, joining, raffles and paid bonuses. Trial accounts and guests are refused. */
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
        summary: 'Claim a first-deposit, reload, sign-up or raffle bonus within the rule; a claim of a once-only bonus repeated answers the first',
        params: promotionIdParams,
        response: { 200: okEnvelope(promotionClaimResult) },
      },
    },
    async (request) => ok(await promotions.claim(memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/promotions/:id/join',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Opt in to a cashback or rebate promotion that asks for it; a repeated join answers the same',
        params: promotionIdParams,
        response: { 200: okEnvelope(promotionJoinResult) },
      },
    },
    async (request) => ok(await promotions.join(memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      config: { access },
      schema: {
        tags,
        summary: "Draw and pay the member's due raffle (the named one, or the first due); the draw is kept on the claim",
        body: raffleClaimRequest,
        response: { 200: okEnvelope(raffleClaimResult) },
      },
    },
    async (request) => ok(await promotions.claimRaffle(memberOf(request), request.body)),
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
