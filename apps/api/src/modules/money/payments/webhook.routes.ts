import { okEnvelope, webhookAck } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import type { DepositService } from './deposits.service';

/**
 * Provider webhooks. The signature covers the exact bytes sent, so this scope alone reads JSON as a
 * raw Buffer (the rest of the API keeps Fastify's JSON parser); the provider's adapter verifies
 * and parses it. Public: the signature is the authentication.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (app, { deposits }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/wps/payments/webhook/:provider',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['payments'],
        summary: 'A payment provider reports a payment (signed JSON: x-sandbox-timestamp and x-sandbox-signature for the sandbox)',
        description:
          'HMAC-SHA256 over `<timestamp>.<raw body>`; a timestamp more than 5 minutes away is refused. A replay of a settled order answers changed=false.',
        params: z.strictObject({ provider: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/) }),
        response: { 200: okEnvelope(webhookAck) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('SIGNATURE_INVALID');
      return ok(await deposits.handleWebhook(request.params.provider, request.body, request.headers));
    },
  );
};
