import { boMemberBonusList, boMemberIdParams, boRequirementIdParams, boWageringAction, boWageringActionResult, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { WageringAdminService } from './wagering-admin.service';

/** Back office: a member's bonuses and their wagering; waiving or forfeiting moves or frees money, so finance decides. */
export const wageringAdminRoutes: FastifyPluginAsyncZod<{ wageringAdmin: WageringAdminService }> = async (app, { wageringAdmin }) => {
  const tags = ['back office: promotions'];
  app.get(
    '/bo/members/:id/bonuses',
    {
      config: { access: staffAccess('finance', 'operator', 'support') },
      schema: {
        tags,
        summary: "A member's paid bonuses with their wagering requirements, newest first",
        params: boMemberIdParams,
        response: { 200: okEnvelope(boMemberBonusList) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await wageringAdmin.bonuses(BigInt(request.params.id)));
    },
  );
  const config = { access: staffAccess('finance') };
  app.post(
    '/bo/wagering/:id/waive',
    {
      config,
      schema: {
        tags,
        summary: 'Waive an active wagering requirement: it stops blocking withdrawals, no money moves',
        params: boRequirementIdParams,
        body: boWageringAction,
        response: { 200: okEnvelope(boWageringActionResult) },
      },
    },
    async (request) => ok(await wageringAdmin.waive(BigInt(request.params.id), request.body.reason, staffActorOf(request))),
  );
  app.post(
    '/bo/wagering/:id/forfeit',
    {
      config,
      schema: {
        tags,
        summary: 'Forfeit an active wagering requirement: what is left of the bonus in the main wallet goes back to the house',
        params: boRequirementIdParams,
        body: boWageringAction,
        response: { 200: okEnvelope(boWageringActionResult) },
      },
    },
    async (request) => ok(await wageringAdmin.forfeit(BigInt(request.params.id), request.body.reason, staffActorOf(request))),
  );
};
