import {
  boAgentFreezeBody,
  boAgentIdParams,
  boAgentOverview,
  boAgentSearchQuery,
  boAgentSearchResult,
  boAgentTreeNode,
  boAgentTreePage,
  boAgentTreeQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffCallerOf } from '../../identity/staff';
import type { AgentTreeService } from './agent-tree.service';

/**
 * Back office, agent tree: operators freeze and unfreeze; support reads the tree; finance reads the
 * overview as well. Freezes are audited by the account-freeze service.
 */
export const agentCentreAdminRoutes: FastifyPluginAsyncZod<{ tree: AgentTreeService }> = async (app, { tree }) => {
  const treeReaders = { access: staffAccess('operator', 'support') };
  const overviewReaders = { access: staffAccess('operator', 'support', 'finance') };
  const operators = { access: staffAccess('operator') };
  const tags = ['back office: agents'];

  app.get(
    '/bo/agents/overview',
    {
      config: overviewReaders,
      schema: {
        tags,
        summary: 'The agent policy flag (whitelabel AGENTPOLICY3) and the settlement clock (business time zone, offset)',
        response: { 200: okEnvelope(boAgentOverview) },
      },
    },
    async () => ok(await tree.overview()),
  );
  app.get(
    '/bo/agents/tree',
    {
      config: treeReaders,
      schema: {
        tags,
        summary: 'Direct children of a member, or the members without an upline; agents first, with team size, direct count and balance',
        querystring: boAgentTreeQuery,
        response: { 200: okEnvelope(boAgentTreePage) },
      },
    },
    async (request) => ok(await tree.children(request.query)),
  );
  app.get(
    '/bo/agents/search',
    {
      config: treeReaders,
      schema: {
        tags,
        summary: 'A member by exact account (null when none) with its upline chain (top-level first), so the tree can expand to it',
        querystring: boAgentSearchQuery,
        response: { 200: okEnvelope(boAgentSearchResult) },
      },
    },
    async (request) => ok(await tree.search(request.query.account)),
  );

  app.post(
    '/bo/members/:id/freeze',
    {
      config: operators,
      schema: {
        tags,
        summary: 'Freeze a member: sign-in refused (ACCOUNT_FROZEN) and sessions ended until unfrozen (audited)',
        params: boAgentIdParams,
        body: boAgentFreezeBody,
        response: { 200: okEnvelope(boAgentTreeNode) },
      },
    },
    async (request) => ok(await tree.freezeMember(BigInt(request.params.id), request.body.reason, staffCallerOf(request))),
  );
  app.post(
    '/bo/members/:id/unfreeze',
    {
      config: operators,
      schema: { tags, summary: 'Unfreeze a frozen member (audited)', params: boAgentIdParams, response: { 200: okEnvelope(boAgentTreeNode) } },
    },
    async (request) => ok(await tree.unfreezeMember(BigInt(request.params.id), staffCallerOf(request))),
  );
};
