import { errorEnvelope } from '@gp/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../lib/route-access';

/**
 * Documents the error envelope on every route and the bearer scheme on staff routes, so the OpenAPI
 * document lists what a caller can get back, not only the happy path.
 */
export const registerRouteSchemaDefaults = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    route.schema = {
      ...route.schema,
      ...(access?.kind === 'staff' ? { security: [{ bearer: [] }] } : {}),
      response: { ...(route.schema.response as object), '4XX': errorEnvelope, '5XX': errorEnvelope },
    };
  });
};
