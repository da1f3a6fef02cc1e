import { okEnvelope, vipBonusList, vipInfo } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import type { VipService } from './vip.service';

/** The member's VIP bonus page: level, progress and ladder, and the VIP bonuses received. */
export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  const tags = ['vip'];
  app.addHook('onSend', async (_request, reply) => {
    // Figures move with every bet and deposit: never served from a cache.
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/wps/relay/MCS2_vipInfo',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "The member's VIP level, rolling deposits and valid bets, keep-period figures and every level's benefits, in the caller language",
        response: { 200: okEnvelope(vipInfo) },
      },
    },
    async (request) => ok(await vip.info(memberOf(request), languageOf(request))),
  );
  app.get(
    '/wps/relay/MCS2_vipBonusList',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "The member's VIP bonuses (upgrade, weekly, monthly), newest first, with their status",
        response: { 200: okEnvelope(vipBonusList) },
      },
    },
    async (request) => ok(await vip.bonuses(memberOf(request))),
  );
};
