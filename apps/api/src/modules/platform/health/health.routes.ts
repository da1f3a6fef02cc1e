import { okEnvelope } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Cluster } from '../../../cluster';
import type { Lifecycle } from '../../../cluster/lifecycle';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import { pingDatabase } from './health.repository';

const readyTimeoutMs = 2000;

type HealthDeps = { db: Kysely<DB>; cluster: Pick<Cluster, 'reachable'>; lifecycle: Pick<Lifecycle, 'isDraining'> };

/**
 * Liveness says the process answers; readiness says it should be sent work: it reaches PostgreSQL
 * and Redis (when it uses one) in time, and it is not draining for a stop.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { db, cluster, lifecycle }) => {
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
      schema: {
        tags,
        summary: 'Readiness: the database and Redis answer and the instance is not stopping',
        description: 'A 503 NOT_READY names the reason in details.reason: draining, database or redis.',
        response: { 200: okEnvelope(z.object({ status: z.literal('ready') })) },
      },
    },
    async () => {
      if (lifecycle.isDraining()) throw new AppError('NOT_READY', { details: { reason: 'draining' } });
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new AppError('NOT_READY')), readyTimeoutMs).unref());
      try {
        await Promise.race([pingDatabase(db), timeout]);
      } catch (cause) {
        throw new AppError('NOT_READY', { cause, details: { reason: 'database' } });
      }
      if (!(await cluster.reachable())) throw new AppError('NOT_READY', { details: { reason: 'redis' } });
      return ok({ status: 'ready' as const });
    },
  );
};
