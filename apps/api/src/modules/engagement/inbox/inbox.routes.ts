import { inboxDeleteRequest, inboxItemOpened, inboxItemQuery, inboxList, inboxListQuery, inboxReadRequest, inboxUnread, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberOf } from '../../../lib/caller-context';
import { anyMemberAccess } from '../../../lib/route-access';
import type { InboxService } from './inbox.service';

/**
 * The member's inbox (agents read the same one in the agent centre). Trial accounts may ask too and
 * get an empty inbox, so the menus poll the count for everyone signed in.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  const tags = ['inbox'];
  const access = { access: anyMemberAccess };
  app.post(
    '/wps/relay/CSP_unreadCount',
    { config: access, schema: { tags, summary: 'How many inbox items (notices and messages) are unread', response: { 200: okEnvelope(inboxUnread) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await inbox.unreadCount(memberOf(request)));
    },
  );
  app.get(
    '/wps/member/inbox',
    {
      config: access,
      schema: {
        tags,
        summary: 'Notices and staff messages, newest first, a page at a time, with the unread count',
        querystring: inboxListQuery,
        response: { 200: okEnvelope(inboxList) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await inbox.list(memberOf(request), request.query, languageOf(request, request.query.language)));
    },
  );
  app.get(
    '/wps/member/inbox/item',
    {
      config: access,
      schema: { tags, summary: 'Open one item: its text, marked read', querystring: inboxItemQuery, response: { 200: okEnvelope(inboxItemOpened) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await inbox.open(memberOf(request), request.query.id, languageOf(request, request.query.language)));
    },
  );
  app.post(
    '/wps/member/inbox/read',
    {
      config: access,
      schema: { tags, summary: 'Mark these items read, or all without ids', body: inboxReadRequest, response: { 200: okEnvelope(inboxUnread) } },
    },
    async (request) => ok(await inbox.markRead(memberOf(request), request.body.ids)),
  );
  app.post(
    '/wps/member/inbox/delete',
    { config: access, schema: { tags, summary: 'Delete these items from the inbox', body: inboxDeleteRequest, response: { 200: okEnvelope(inboxUnread) } } },
    async (request) => ok(await inbox.remove(memberOf(request), request.body.ids)),
  );
};
