import { boOutboxPage, boOutboxQuery, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { MessagingService } from './messaging.service';

/** Back office: the outbox of SMS and email, for support staff answering "I got no code". */
export const messagingAdminRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (app, { messaging }) => {
  app.get(
    '/bo/outbox',
    {
      config: { access: staffAccess('support', 'operator') },
      schema: {
        tags: ['back office: messaging'],
        summary: 'Outgoing SMS and email, newest first',
        querystring: boOutboxQuery,
        response: { 200: okEnvelope(boOutboxPage) },
      },
    },
    async (request) => ok(await messaging.list(request.query)),
  );
};
