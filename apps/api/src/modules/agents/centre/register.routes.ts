import {
  agentInviteLink,
  agentInviteLinkCreate,
  agentInviteLinkPage,
  agentInviteLinkParams,
  agentInviteLinkQuery,
  agentInviteLinkUpdate,
  agentOpenAccountRequest,
  agentOpenAccountResult,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { agentAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { AgentRegisterService } from './register.service';

/** registerCenter: open a downline account, invitation links. */
export const agentRegisterRoutes: FastifyPluginAsyncZod<{ register: AgentRegisterService }> = async (app, { register }) => {
  const tags = ['agent centre'];
  const config = { access: agentAccess };

  app.post(
    '/wps/agent/downlines',
    {
      // The body carries a password: sealed like registration (E call).
      config: { ...config, encrypted: true },
      schema: {
        tags,
        summary:
          "Open an account for a player or agent directly under the caller (E); the merchant's username and password rules; a replayed idempotencyKey answers the first result",
        body: agentOpenAccountRequest,
        response: { 200: okEnvelope(agentOpenAccountResult) },
      },
    },
    async (request) => ok(await register.openDownline(memberOf(request), request.body, callerOf(request))),
  );

  app.get(
    '/wps/agent/invite-links',
    {
      config,
      schema: {
        tags,
        summary: "The agent's invitation links, newest first, with registrations counts, and its own affiliate code",
        querystring: agentInviteLinkQuery,
        response: { 200: okEnvelope(agentInviteLinkPage) },
      },
    },
    async (request) => ok(await register.listLinks(memberOf(request), request.query)),
  );
  app.post(
    '/wps/agent/invite-links',
    {
      config,
      schema: {
        tags,
        summary: 'Create an invitation link (player or agent) with a random code',
        body: agentInviteLinkCreate,
        response: { 200: okEnvelope(agentInviteLink) },
      },
    },
    async (request) => ok(await register.createLink(memberOf(request), request.body)),
  );
  app.post(
    '/wps/agent/invite-links/:id',
    {
      config,
      schema: {
        tags,
        summary: "Disable, enable or relabel one of the agent's invitation links",
        params: agentInviteLinkParams,
        body: agentInviteLinkUpdate,
        response: { 200: okEnvelope(agentInviteLink) },
      },
    },
    async (request) => ok(await register.updateLink(memberOf(request), request.params.id, request.body)),
  );
};
