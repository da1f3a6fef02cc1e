import {
  boInboxAudienceCount,
  boInboxMessage,
  boInboxMessageIdParams,
  boInboxMessageInput,
  boInboxMessagePage,
  boInboxMessageQuery,
  boInboxTarget,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { InboxAdminService } from './inbox-admin.service';

/**
 * Back office, inbox messages: operators and support staff write to members (support answers one
 * member; operators run campaigns), admins always. Finance and content editors have no part in it.
 */
export const inboxAdminRoutes: FastifyPluginAsyncZod<{ inboxAdmin: InboxAdminService }> = async (app, { inboxAdmin }) => {
  const tags = ['back office: inbox'];
  const config = { access: staffAccess('operator', 'support') };
  app.get(
    '/bo/inbox/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Sent messages, newest first, with reach and reads',
        querystring: boInboxMessageQuery,
        response: { 200: okEnvelope(boInboxMessagePage) },
      },
    },
    async (request) => ok(await inboxAdmin.sent(request.query)),
  );
  app.post(
    '/bo/inbox/audience',
    { config, schema: { tags, summary: 'How many members an audience holds now', body: boInboxTarget, response: { 200: okEnvelope(boInboxAudienceCount) } } },
    async (request) => ok(await inboxAdmin.audienceCount(request.body)),
  );
  app.post(
    '/bo/inbox/messages',
    { config, schema: { tags, summary: 'Send (or schedule) a message', body: boInboxMessageInput, response: { 200: okEnvelope(boInboxMessage) } } },
    async (request) => ok(await inboxAdmin.send(request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/inbox/messages/:id/cancel',
    {
      config,
      schema: { tags, summary: 'Cancel a message: it leaves every inbox', params: boInboxMessageIdParams, response: { 200: okEnvelope(boInboxMessage) } },
    },
    async (request) => ok(await inboxAdmin.cancel(BigInt(request.params.id), staffActorOf(request))),
  );
};
