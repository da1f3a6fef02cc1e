import { boDashboard, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { DashboardService } from './dashboard.service';

/** Every staff role opens the dashboard; the answer holds only the figures the caller's roles may see. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/bo/dashboard',
    {
      config: { access: staffAccess('operator', 'finance', 'support', 'content') },
      schema: {
        tags: ['back office: dashboard'],
        summary: "Today's deposits, withdrawals, GGR and players, the week's GGR, and alerts, as far as the caller's roles may see",
        response: { 200: okEnvelope(boDashboard) },
      },
    },
    async (request, reply) => {
      if (!request.staff) throw new AppError('UNAUTHORIZED');
      void reply.header('cache-control', 'private, no-store');
      return ok(await dashboard.overview(request.staff.roles));
    },
  );
};
