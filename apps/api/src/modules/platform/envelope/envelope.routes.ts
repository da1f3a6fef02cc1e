import { okEnvelope, publicKeyResponse } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import type { EnvelopeService } from './envelope.service';

export const envelopeRoutes: FastifyPluginAsyncZod<{ envelope: EnvelopeService }> = async (app, { envelope }) => {
  app.get(
    '/wps/system/publicKey',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['system'],
        summary: 'The RSA-OAEP-256 public key (JWK) that wraps the AES key of encrypted (E) calls',
        response: { 200: okEnvelope(publicKeyResponse) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok(await envelope.publicKey());
    },
  );
};
