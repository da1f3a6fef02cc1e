import { boMission, boMissionIdParams, boMissionInput, boMissionList, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { MissionsAdminService } from './missions-admin.service';

/** Back office: the mission editor (conditions, reward, window, eligibility, texts per language). Admins and content staff. */
export const missionsAdminRoutes: FastifyPluginAsyncZod<{ missionsAdmin: MissionsAdminService }> = async (app, { missionsAdmin }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('content') };
  app.get(
    '/bo/loyalty/missions',
    { config, schema: { tags, summary: 'Every mission with its claim count', response: { 200: okEnvelope(boMissionList) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await missionsAdmin.list());
    },
  );
  app.post(
    '/bo/loyalty/missions',
    { config, schema: { tags, summary: 'Create a mission', body: boMissionInput, response: { 200: okEnvelope(boMission) } } },
    async (request) => ok(await missionsAdmin.create(request.body, staffActorOf(request))),
  );
  app.put(
    '/bo/loyalty/missions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Write a whole mission; claims already made keep what they paid',
        params: boMissionIdParams,
        body: boMissionInput,
        response: { 200: okEnvelope(boMission) },
      },
    },
    async (request) => ok(await missionsAdmin.update(request.params.id, request.body, staffActorOf(request))),
  );
};
