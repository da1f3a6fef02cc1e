import { agentSettlementPage, agentSettlementQuery, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { agentAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { AgentSettlementService } from './agent-settlement.service';

/**
 * The agent's settlements: income as payee, expense as payer, each with the figures it
 * was computed from. Starts and stops the settlement scheduler with the app when `schedule` is on.
 */
export const agentSettlementRoutes: FastifyPluginAsyncZod<{ settlement: AgentSettlementService; schedule: boolean }> = async (
  app,
  { settlement, schedule },
) => {
  const tags = ['agent centre'];
  app.get(
    '/wps/agent/settlements',
    {
      config: { access: agentAccess },
      schema: {
        tags,
        summary: "The agent's contract settlements (income as payee, expense as payer), by type, status and period, newest first, paged",
        querystring: agentSettlementQuery,
        response: { 200: okEnvelope(agentSettlementPage) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await settlement.listForAgent(memberOf(request), request.query));
    },
  );
  if (schedule) app.addHook('onReady', async () => settlement.start((error) => app.log.error({ err: error }, 'agent settlement tick failed')));
  // Always: a test or the CLI may have started it by hand.
  app.addHook('onClose', async () => settlement.stop());
};
