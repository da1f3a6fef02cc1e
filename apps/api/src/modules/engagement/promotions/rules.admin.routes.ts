import { boPromotionRuleAnswer, boPromotionRuleInput, okEnvelope, promotionIdParams } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { PromotionRulesAdminService } from './rules-admin.service';

/** Back office: a promotion's rule (kind, parameters, eligibility, limits, budget, turnover). Admins and content staff, like the content itself. */
export const promotionRulesAdminRoutes: FastifyPluginAsyncZod<{ rulesAdmin: PromotionRulesAdminService }> = async (app, { rulesAdmin }) => {
  const tags = ['back office: promotions'];
  const config = { access: staffAccess('content') };
  app.get(
    '/bo/promotions/:id/rule',
    {
      config,
      schema: {
        tags,
        summary: "A promotion's rule, or null when it has none",
        params: promotionIdParams,
        response: { 200: okEnvelope(boPromotionRuleAnswer) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await rulesAdmin.get(request.params.id));
    },
  );
  app.put(
    '/bo/promotions/:id/rule',
    {
      config,
      schema: {
        tags,
        summary: "Write a promotion's whole rule; the kind is fixed once claims exist, the budget never below what was paid",
        params: promotionIdParams,
        body: boPromotionRuleInput,
        response: { 200: okEnvelope(boPromotionRuleAnswer) },
      },
    },
    async (request) => ok(await rulesAdmin.save(request.params.id, request.body, staffActorOf(request))),
  );
};
