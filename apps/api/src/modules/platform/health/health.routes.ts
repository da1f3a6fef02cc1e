import { okEnvelope } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import { pingDatabase } from './health.repository';

const readyTimeoutMs = 2000;

/** Liveness says the process answers; readiness says it can reach its database in time. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  const tags = ['health'];
  app.get(
    '/healthz',
    { config: { access: publicAccess }, schema: { tags, summary: 'Liveness', response: { 200: okEnvelope(z.object({ status: z.literal('ok') })) } } },
    async () => ok({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access: publicAccess },
      schema: { tags, summary: 'Readiness: the database answers', response: { 200: okEnvelope(z.object({ status: z.literal('ready') })) } },
    },
    async () => {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new AppError('NOT_READY')), readyTimeoutMs).unref());
      try {
        await Promise.race([pingDatabase(db), timeout]);
      } catch (cause) {
        throw new AppError('NOT_READY', { cause });
      }
      return ok({ status: 'ready' as const });
    },
  );
};
