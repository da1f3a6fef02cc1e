import { memberIcon, memberInfo, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { memberSelfAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { MemberAccountService } from './member-account.service';

export const memberRoutes: FastifyPluginAsyncZod<{ account: MemberAccountService }> = async (app, { account }) => {
  const tags = ['member'];
  app.get(
    '/wps/member/info',
    { config: { access: memberSelfAccess }, schema: { tags, summary: 'The signed-in member and the store flags', response: { 200: okEnvelope(memberInfo) } } },
    async (request) => ok(await account.info(memberOf(request))),
  );
  app.get(
    '/wps/member/info/icon',
    { config: { access: memberSelfAccess }, schema: { tags, summary: "The member's avatar", response: { 200: okEnvelope(memberIcon) } } },
    async (request) => ok(await account.icon(memberOf(request))),
  );
};
