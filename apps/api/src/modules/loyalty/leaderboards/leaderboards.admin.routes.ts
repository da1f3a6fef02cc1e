import { boBoardResults, boBoardResultsQuery, boLeaderboard, boLeaderboardInput, boLeaderboardList, boMissionIdParams, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { LeaderboardsAdminService } from './leaderboards-admin.service';

/** Back office: the board editor (metric, period, category, prizes per place, texts) and each period's results with paid status. */
export const leaderboardsAdminRoutes: FastifyPluginAsyncZod<{ boardsAdmin: LeaderboardsAdminService }> = async (app, { boardsAdmin }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('content') };
  app.get(
    '/bo/loyalty/leaderboards',
    { config, schema: { tags, summary: 'Every leaderboard', response: { 200: okEnvelope(boLeaderboardList) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await boardsAdmin.list());
    },
  );
  app.post(
    '/bo/loyalty/leaderboards',
    { config, schema: { tags, summary: 'Create a leaderboard', body: boLeaderboardInput, response: { 200: okEnvelope(boLeaderboard) } } },
    async (request) => ok(await boardsAdmin.create(request.body, staffActorOf(request))),
  );
  app.put(
    '/bo/loyalty/leaderboards/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Write a whole leaderboard; prizes already written for a closed period stay',
        params: boMissionIdParams,
        body: boLeaderboardInput,
        response: { 200: okEnvelope(boLeaderboard) },
      },
    },
    async (request) => ok(await boardsAdmin.update(request.params.id, request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/loyalty/leaderboards/:id/results',
    {
      config,
      schema: {
        tags,
        summary: "A board's closed periods, newest first, with each place's prize and whether it was paid",
        params: boMissionIdParams,
        querystring: boBoardResultsQuery,
        response: { 200: okEnvelope(boBoardResults) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await boardsAdmin.results(request.params.id, request.query));
    },
  );
};
