import { encryptedBody } from '@gp/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import type { EnvelopeService } from '../modules/platform/envelope';

/**
 * E calls (docs/api.md) receive `{k, iv, d}`; the route's own schema then validates what was
 * inside, exactly as for a plain call. A plain body on an E route is refused.
 */
export const registerEncryptedBodies = (app: FastifyInstance, envelope: EnvelopeService): void => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const parsed = encryptedBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('ENCRYPTION_REQUIRED');
    request.body = await envelope.open(parsed.data);
  });
};
