import { leaderboardRequest, leaderboardView, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import type { LeaderboardsService } from './leaderboards.service';

/** The member's leaderboard (relay call in the spec's style): masked top places, their own place, the prizes. */
export const leaderboardsRoutes: FastifyPluginAsyncZod<{ leaderboards: LeaderboardsService }> = async (app, { leaderboards }) => {
  app.post(
    '/wps/relay/MCS2_missionLeaderboard',
    {
      config: { access: memberAccess },
      schema: {
        tags: ['missions'],
        summary: "The boards, and one board's period (this one or the one before) with masked names, the member's own place and the prizes",
        body: leaderboardRequest,
        response: { 200: okEnvelope(leaderboardView) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await leaderboards.view(memberOf(request), languageOf(request), request.body));
    },
  );
};
