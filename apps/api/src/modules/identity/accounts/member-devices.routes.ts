import {
  liveMemberSessionsResponse,
  memberSessionIdParams,
  memberSessionRevokeRequest,
  memberSessionsRevokedResponse,
  memberSessionsRevokeOthersRequest,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import type { MemberDevicesService } from './member-devices.service';

/** The member's signed-in devices in the security centre: list them, end one or all the others. */
export const memberDevicesRoutes: FastifyPluginAsyncZod<{ devices: MemberDevicesService; config: Config }> = async (app, { devices, config }) => {
  const tags = ['security centre'];
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/wps/member/sessions',
    {
      config: { access: memberAccess },
      schema: { tags, summary: 'The live sessions of the member, the calling one flagged current', response: { 200: okEnvelope(liveMemberSessionsResponse) } },
    },
    async (request) => ok(await devices.mine(memberOf(request))),
  );
  app.post(
    '/wps/member/sessions/:id/revoke',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: "End one of the member's sessions with the login password (wrong guesses counted); the sessions left (E)",
        params: memberSessionIdParams,
        body: memberSessionRevokeRequest,
        response: { 200: okEnvelope(liveMemberSessionsResponse) },
      },
    },
    async (request) => ok(await devices.revokeMine(memberOf(request), BigInt(request.params.id), request.body.password, callerOf(request))),
  );
  app.post(
    '/wps/member/sessions/revokeOthers',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'End every session but the calling one with the login password; how many ended (E)',
        body: memberSessionsRevokeOthersRequest,
        response: { 200: okEnvelope(memberSessionsRevokedResponse) },
      },
    },
    async (request) => ok(await devices.revokeOthers(memberOf(request), request.body.password, callerOf(request))),
  );
};
