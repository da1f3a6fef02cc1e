import { agentTeamPage, agentTeamQuery, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { agentAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { AgentCentreServices } from './agent-centre.wiring';
import { agentRegisterRoutes } from './register.routes';
import { agentReportRoutes } from './reports.routes';
import type { AgentTeamService } from './team.service';

/** The agent centre's API. Every route is for agents only, about their own team. */
export const agentRoutes: FastifyPluginAsyncZod<{ team: AgentTeamService; centre: AgentCentreServices }> = async (app, { team, centre }) => {
  const tags = ['agent centre'];
  const config = { access: agentAccess };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/wps/agent/team',
    {
      config,
      schema: {
        tags,
        summary: "The agent's direct downlines or whole team (any depth), searched by account or nickname, newest first, paged",
        querystring: agentTeamQuery,
        response: { 200: okEnvelope(agentTeamPage) },
      },
    },
    async (request) => ok(await team.team(memberOf(request), request.query)),
  );
  await app.register(agentReportRoutes, { reports: centre.reports });
  await app.register(agentRegisterRoutes, { register: centre.register });
};
