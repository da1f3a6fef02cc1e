import { claimMissionRequest, claimMissionResult, missionSummary, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import type { MissionsService } from './missions.service';

/** The member's missions (relay calls in the spec's style): live progress, the badge count, and the claim. */
export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (app, { missions }) => {
  const tags = ['missions'];
  const access = memberAccess;
  app.post(
    '/wps/relay/MCS2_missionSummary',
    {
      config: { access },
      schema: {
        tags,
        summary: "The member's daily and weekly missions with progress from this period's facts, and how many wait to be claimed",
        response: { 200: okEnvelope(missionSummary) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await missions.summary(memberOf(request), languageOf(request)));
    },
  );
  app.post(
    '/wps/relay/MCS2_claimMission',
    {
      config: { access },
      schema: {
        tags,
        summary: "Claim a complete mission's reward for this period (checked again on the server); a repeated claim answers the first",
        body: claimMissionRequest,
        response: { 200: okEnvelope(claimMissionResult) },
      },
    },
    async (request) => ok(await missions.claim(memberOf(request), request.body.missionId)),
  );
};
