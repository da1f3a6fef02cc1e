import {
  boAgentContract,
  boAgentContractOffer,
  boAgentContractPage,
  boAgentContractQuery,
  boAgentContractTerminate,
  boAgentFreezeBody,
  boAgentIdParams,
  boAgentOverview,
  boAgentSearchQuery,
  boAgentSearchResult,
  boAgentSettlementPage,
  boAgentSettlementQuery,
  boAgentSettlementRunCreate,
  boAgentSettlementRunDetail,
  boAgentSettlementRunPage,
  boAgentSettlementRunQuery,
  boAgentTreeNode,
  boAgentTreePage,
  boAgentTreeQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { AgentsAdminServices } from './agents-admin.service';
import { staffCallerOf } from './staff-caller';

/**
 * Back office, agents (issue 7, point 5). Operators run the tree, contracts and freezes; support
 * reads the tree and a member's contracts; finance reads settlement runs and re-runs a period.
 * Every change is audited by the service.
 */
export const agentsAdminRoutes: FastifyPluginAsyncZod<{ agentsAdmin: AgentsAdminServices }> = async (app, { agentsAdmin }) => {
  const treeReaders = { access: staffAccess('operator', 'support') };
  const overviewReaders = { access: staffAccess('operator', 'support', 'finance') };
  const contractReaders = { access: staffAccess('operator', 'support') };
  const operators = { access: staffAccess('operator') };
  const finance = { access: staffAccess('finance') };
  const tags = ['back office: agents'];

  app.get(
    '/bo/agents/overview',
    { config: overviewReaders, schema: { tags, summary: 'The agent policy flag (whitelabel AGENTPOLICY3) and the settlement clock (business time zone, offset)', response: { 200: okEnvelope(boAgentOverview) } } },
    async () => ok(await agentsAdmin.tree.overview()),
  );
  app.get(
    '/bo/agents/tree',
    { config: treeReaders, schema: { tags, summary: 'Direct children of a member, or the members without an upline; agents first, with team size, direct count and balance', querystring: boAgentTreeQuery, response: { 200: okEnvelope(boAgentTreePage) } } },
    async (request) => ok(await agentsAdmin.tree.children(request.query)),
  );
  app.get(
    '/bo/agents/search',
    { config: treeReaders, schema: { tags, summary: 'A member by exact account (null when none) with its upline chain (top-level first), so the tree can expand to it', querystring: boAgentSearchQuery, response: { 200: okEnvelope(boAgentSearchResult) } } },
    async (request) => ok(await agentsAdmin.tree.search(request.query.account)),
  );

  app.post(
    '/bo/members/:id/freeze',
    { config: operators, schema: { tags, summary: 'Freeze a member: sign-in refused (ACCOUNT_FROZEN) and sessions ended until unfrozen (audited)', params: boAgentIdParams, body: boAgentFreezeBody, response: { 200: okEnvelope(boAgentTreeNode) } } },
    async (request) => ok(await agentsAdmin.tree.freezeMember(BigInt(request.params.id), request.body.reason, staffCallerOf(request))),
  );
  app.post(
    '/bo/members/:id/unfreeze',
    { config: operators, schema: { tags, summary: 'Unfreeze a frozen member (audited)', params: boAgentIdParams, response: { 200: okEnvelope(boAgentTreeNode) } } },
    async (request) => ok(await agentsAdmin.tree.unfreezeMember(BigInt(request.params.id), staffCallerOf(request))),
  );

  app.get(
    '/bo/agents/contracts',
    { config: contractReaders, schema: { tags, summary: 'Contracts of every agent, newest first, by type, status and either party', querystring: boAgentContractQuery, response: { 200: okEnvelope(boAgentContractPage) } } },
    async (request) => ok(await agentsAdmin.contracts.list(request.query)),
  );
  app.get(
    '/bo/agents/contracts/:id',
    { config: contractReaders, schema: { tags, summary: 'One contract with its terms', params: boAgentIdParams, response: { 200: okEnvelope(boAgentContract) } } },
    async (request) => ok(await agentsAdmin.contracts.get(BigInt(request.params.id))),
  );
  app.post(
    '/bo/agents/contracts',
    { config: operators, schema: { tags, summary: 'Offer a platform contract to a top-level agent (audited)', body: boAgentContractOffer, response: { 200: okEnvelope(boAgentContract) } } },
    async (request) => ok(await agentsAdmin.contracts.offer(request.body, staffCallerOf(request))),
  );
  app.post(
    '/bo/agents/contracts/:id/terminate',
    { config: operators, schema: { tags, summary: 'Terminate an active contract or withdraw an offer, with a reason (audited; both parties notified)', params: boAgentIdParams, body: boAgentContractTerminate, response: { 200: okEnvelope(boAgentContract) } } },
    async (request) => ok(await agentsAdmin.contracts.terminate(BigInt(request.params.id), request.body.reason, staffCallerOf(request))),
  );

  app.get(
    '/bo/agents/settlement-runs',
    { config: finance, schema: { tags, summary: 'Settlement runs, newest first: job, period, trigger, status, contracts, paid count and amount, runner', querystring: boAgentSettlementRunQuery, response: { 200: okEnvelope(boAgentSettlementRunPage) } } },
    async (request) => ok(await agentsAdmin.settlement.runs(request.query)),
  );
  app.get(
    '/bo/agents/settlement-runs/:id',
    { config: finance, schema: { tags, summary: 'A run with the settlements of its job and period: payee, payer, status, amount, paid, inputs', params: boAgentIdParams, response: { 200: okEnvelope(boAgentSettlementRunDetail) } } },
    async (request) => ok(await agentsAdmin.settlement.run(BigInt(request.params.id))),
  );
  app.post(
    '/bo/agents/settlement-runs',
    { config: finance, schema: { tags, summary: 'Run an ended period of a job again (PERIOD_NOT_ENDED otherwise); pays only what is still due (audited)', body: boAgentSettlementRunCreate, response: { 200: okEnvelope(boAgentSettlementRunDetail) } } },
    async (request) => ok(await agentsAdmin.settlement.rerun(request.body, staffCallerOf(request))),
  );
  app.get(
    '/bo/agents/settlements',
    { config: finance, schema: { tags, summary: 'Settlements by type, status, payee or payer account and period key, newest first', querystring: boAgentSettlementQuery, response: { 200: okEnvelope(boAgentSettlementPage) } } },
    async (request) => ok(await agentsAdmin.settlement.settlements(request.query)),
  );
};
