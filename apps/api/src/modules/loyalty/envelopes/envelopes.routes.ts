import { envelopeOpenRequest, envelopeOpenResult, envelopeRainList, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import type { EnvelopesService } from './envelopes.service';

/** Red-envelope rains, the member's side: the rains open now, and opening one's envelope. */
export const envelopesRoutes: FastifyPluginAsyncZod<{ envelopes: EnvelopesService }> = async (app, { envelopes }) => {
  const tags = ['loyalty: red envelopes'];
  const config = { access: memberAccess };
  app.get(
    '/wps/loyalty/envelopes',
    {
      config,
      schema: {
        tags,
        summary: "Red-envelope rains open now, with the member's own envelope and how many are left",
        response: { 200: okEnvelope(envelopeRainList) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await envelopes.openRains(memberOf(request)));
    },
  );
  app.post(
    '/wps/loyalty/envelopes/open',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Open the member's envelope of a rain (one per member and rain); again answers the first",
        description:
          'Refused with ENVELOPES_ALL_OPENED when none is left, ENVELOPE_RAIN_CLOSED outside the window, ENVELOPE_NOT_ELIGIBLE when the conditions do not hold.',
        body: envelopeOpenRequest,
        response: { 200: okEnvelope(envelopeOpenResult) },
      },
    },
    async (request) => ok(await envelopes.open(memberOf(request), BigInt(request.body.rainId))),
  );
};
