import { okEnvelope, pointBalance, pointConfig, pointDetailsPage, pointDetailsQuery } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import type { PointsMemberService } from './points-member.service';

/** The member's points: balance, rules and details (the points mall's own calls are the mall's). */
export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsMemberService }> = async (app, { points }) => {
  const tags = ['loyalty points'];
  const config = { access: memberAccess };
  app.get(
    '/wps/relay/MCS2_pointBalance',
    { config, schema: { tags, summary: "The member's points: balance, lifetime earned and spent", response: { 200: okEnvelope(pointBalance) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await points.balance(memberOf(request)));
    },
  );
  app.get(
    '/wps/relay/MCS2_pointConfig',
    {
      config,
      schema: {
        tags,
        summary: "Points rules: the member's rates per category and deposits, every VIP level's, and that points never expire",
        response: { 200: okEnvelope(pointConfig) },
      },
    },
    async (request) => ok(await points.config(memberOf(request))),
  );
  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      config,
      schema: {
        tags,
        summary: "Points details: the member's points movements in a period, newest first, by source",
        querystring: pointDetailsQuery,
        response: { 200: okEnvelope(pointDetailsPage) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await points.details(memberOf(request), request.query));
    },
  );
};
