import { errorEnvelope } from '@gp/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../lib/route-access';
import { securityOf } from './route-security';

/**
 * Documents the error envelope on every route and, from its declared access, who may call it
 * (`security`), so the OpenAPI document lists what a caller needs and can get back, not only the
 * happy path. Runs after access control's onRoute hook, which gives library routes their access.
 */
export const registerRouteSchemaDefaults = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    route.schema = {
      ...route.schema,
      ...(access ? { security: securityOf(access, route.url) } : {}),
      response: { ...(route.schema.response as object), '4XX': errorEnvelope, '5XX': errorEnvelope },
    };
  });
};
