import { boPointAccrualRunResult, boPointRates, boPointRatesUpdate, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffCallerOf } from '../../identity/staff';
import type { PointRatesService } from './point-rates.service';

/** Back office: points rates per category, deposits and VIP level, and the accrual run. Operators and finance. */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ pointRates: PointRatesService }> = async (app, { pointRates }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('operator', 'finance') };
  app.get(
    '/bo/loyalty/point-rates',
    {
      config,
      schema: {
        tags,
        summary: 'Points rates per category and deposits, per VIP level (null: default), and the last accrual run',
        response: { 200: okEnvelope(boPointRates) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await pointRates.view());
    },
  );
  app.put(
    '/bo/loyalty/point-rates',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the points rates (basis points of a point per 100.00); buckets already accrued keep their rate',
        body: boPointRatesUpdate,
        response: { 200: okEnvelope(boPointRates) },
      },
    },
    async (request) => ok(await pointRates.update(request.body, staffCallerOf(request))),
  );
  app.post(
    '/bo/loyalty/point-accrual/run',
    {
      config,
      schema: { tags, summary: 'Run the points accrual now (the scheduler runs it every few minutes)', response: { 200: okEnvelope(boPointAccrualRunResult) } },
    },
    async (request) => ok(await pointRates.runNow(staffCallerOf(request))),
  );
};
