import {
  boAgentIdParams,
  boAgentSettlementPage,
  boAgentSettlementQuery,
  boAgentSettlementRunCreate,
  boAgentSettlementRunDetail,
  boAgentSettlementRunPage,
  boAgentSettlementRunQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffCallerOf } from '../../identity/staff';
import type { SettlementRunsService } from './settlement-runs.service';

/** Back office, settlement: finance reads settlement runs and settlements and re-runs a period (audited). */
export const agentSettlementAdminRoutes: FastifyPluginAsyncZod<{ settlementRuns: SettlementRunsService }> = async (app, { settlementRuns }) => {
  const finance = { access: staffAccess('finance') };
  const tags = ['back office: agents'];

  app.get(
    '/bo/agents/settlement-runs',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Settlement runs, newest first: job, period, trigger, status, contracts, paid count and amount, runner',
        querystring: boAgentSettlementRunQuery,
        response: { 200: okEnvelope(boAgentSettlementRunPage) },
      },
    },
    async (request) => ok(await settlementRuns.runs(request.query)),
  );
  app.get(
    '/bo/agents/settlement-runs/:id',
    {
      config: finance,
      schema: {
        tags,
        summary: 'A run with the settlements of its job and period: payee, payer, status, amount, paid, inputs',
        params: boAgentIdParams,
        response: { 200: okEnvelope(boAgentSettlementRunDetail) },
      },
    },
    async (request) => ok(await settlementRuns.run(BigInt(request.params.id))),
  );
  app.post(
    '/bo/agents/settlement-runs',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Run an ended period of a job again (PERIOD_NOT_ENDED otherwise); pays only what is still due (audited)',
        body: boAgentSettlementRunCreate,
        response: { 200: okEnvelope(boAgentSettlementRunDetail) },
      },
    },
    async (request) => ok(await settlementRuns.rerun(request.body, staffCallerOf(request))),
  );
  app.get(
    '/bo/agents/settlements',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Settlements by type, status, payee or payer account and period key, newest first',
        querystring: boAgentSettlementQuery,
        response: { 200: okEnvelope(boAgentSettlementPage) },
      },
    },
    async (request) => ok(await settlementRuns.settlements(request.query)),
  );
};
