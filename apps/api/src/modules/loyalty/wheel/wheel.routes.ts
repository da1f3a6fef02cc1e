import { okEnvelope, wheelSpinHistory, wheelSpinRequest, wheelSpinResult, wheelState } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import type { WheelService } from './wheel.service';

/** The prize wheel, the member's side: tickets and odds, a spin, the spin history. */
export const wheelRoutes: FastifyPluginAsyncZod<{ wheel: WheelService }> = async (app, { wheel }) => {
  const tags = ['loyalty: prize wheel'];
  const config = { access: memberAccess };
  app.get(
    '/wps/loyalty/wheel',
    {
      config,
      schema: {
        tags,
        summary: "The member's tickets left and the prize table with each prize's published chance (weight / total)",
        response: { 200: okEnvelope(wheelState) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await wheel.state(memberOf(request)));
    },
  );
  app.post(
    '/wps/loyalty/wheel/spin',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Spend one ticket and spin: the server draws from a CSPRNG over the total weight and records the roll; the same clientKey again answers the first spin',
        description: 'Refused with WHEEL_NO_TICKETS when no ticket is left, WHEEL_NOT_READY before staff set a prize table.',
        body: wheelSpinRequest,
        response: { 200: okEnvelope(wheelSpinResult) },
      },
    },
    async (request) => ok(await wheel.spin(memberOf(request), request.body.clientKey)),
  );
  app.get(
    '/wps/loyalty/wheel/spins',
    {
      config,
      schema: {
        tags,
        summary: "The member's last 50 spins, newest first, with the roll and the prize table each was drawn from",
        response: { 200: okEnvelope(wheelSpinHistory) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await wheel.history(memberOf(request)));
    },
  );
};
