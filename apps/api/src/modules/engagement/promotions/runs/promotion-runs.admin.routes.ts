import {
  boPromotionRun,
  boPromotionRunCreate,
  boPromotionRunIdParams,
  boPromotionRunMemberPage,
  boPromotionRunMemberQuery,
  boPromotionRunPage,
  boPromotionRunQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope';
import { staffAccess } from '../../../../lib/route-access';
import { staffCallerOf } from '../../../identity/staff';
import type { PromotionRunsService } from './promotion-runs.service';

/** Back office, promotions > runs: content and finance staff read runs and hold, release or re-run them (audited). */
export const promotionRunsAdminRoutes: FastifyPluginAsyncZod<{ promotionRuns: PromotionRunsService }> = async (app, { promotionRuns }) => {
  const config = { access: staffAccess('content', 'finance') };
  const tags = ['back office: promotions'];

  app.get(
    '/bo/promotions/runs',
    {
      config,
      schema: {
        tags,
        summary: 'Cashback and rebate runs, newest first, by promotion and status: period, trigger, members, total, paid, budget short',
        querystring: boPromotionRunQuery,
        response: { 200: okEnvelope(boPromotionRunPage) },
      },
    },
    async (request) => ok(await promotionRuns.runs(request.query)),
  );
  app.get(
    '/bo/promotions/runs/:id',
    {
      config,
      schema: { tags, summary: "A run's totals", params: boPromotionRunIdParams, response: { 200: okEnvelope(boPromotionRun) } },
    },
    async (request) => ok(await promotionRuns.run(BigInt(request.params.id))),
  );
  app.get(
    '/bo/promotions/runs/:id/members',
    {
      config,
      schema: {
        tags,
        summary: "A run's members, by status or account: figure (net loss or valid bets), rate, amount, status, journal",
        params: boPromotionRunIdParams,
        querystring: boPromotionRunMemberQuery,
        response: { 200: okEnvelope(boPromotionRunMemberPage) },
      },
    },
    async (request) => ok(await promotionRuns.members(BigInt(request.params.id), request.query)),
  );
  app.post(
    '/bo/promotions/runs/:id/hold',
    {
      config,
      schema: {
        tags,
        summary: 'Hold a paying (or failed) run: it stops after the chunk in flight, the rest waits (CONFLICT otherwise; audited)',
        params: boPromotionRunIdParams,
        response: { 200: okEnvelope(boPromotionRun) },
      },
    },
    async (request) => ok(await promotionRuns.hold(BigInt(request.params.id), staffCallerOf(request))),
  );
  app.post(
    '/bo/promotions/runs/:id/release',
    {
      config,
      schema: {
        tags,
        summary: 'Release a held run: pays what it still owes now (CONFLICT when not held; audited)',
        params: boPromotionRunIdParams,
        response: { 200: okEnvelope(boPromotionRun) },
      },
    },
    async (request) => ok(await promotionRuns.release(BigInt(request.params.id), staffCallerOf(request))),
  );
  app.post(
    '/bo/promotions/runs',
    {
      config,
      schema: {
        tags,
        summary: 'Re-run an ended period of a cashback or rebate promotion: recomputed, paying only members not yet paid for it (audited)',
        body: boPromotionRunCreate,
        response: { 200: okEnvelope(boPromotionRun) },
      },
    },
    async (request) => ok(await promotionRuns.rerun(request.body, staffCallerOf(request))),
  );
};
