import { memberNoticeList, memberNoticesReadRequest, memberNoticesReadResponse, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { anyMemberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { NoticesService } from './notices.service';

/** The member's notices; trial accounts may ask too (they get none), so the header polls for everyone signed in. */
export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  const tags = ['notices'];
  app.get(
    '/wps/member/notices',
    {
      config: { access: anyMemberAccess },
      schema: { tags, summary: 'The latest 50 notices, newest first, and the unread count', response: { 200: okEnvelope(memberNoticeList) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await notices.list(memberOf(request)));
    },
  );
  app.post(
    '/wps/member/notices/read',
    {
      config: { access: anyMemberAccess },
      schema: {
        tags,
        summary: 'Mark these notices read, or all of them without ids',
        body: memberNoticesReadRequest,
        response: { 200: okEnvelope(memberNoticesReadResponse) },
      },
    },
    async (request) => ok(await notices.markRead(memberOf(request), request.body.ids)),
  );
};
