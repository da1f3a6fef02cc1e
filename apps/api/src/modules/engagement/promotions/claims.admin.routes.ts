import {
  boPromotionClaim,
  boPromotionClaimApprove,
  boPromotionClaimBulk,
  boPromotionClaimBulkResult,
  boPromotionClaimIdParams,
  boPromotionClaimImageParams,
  boPromotionClaimListQuery,
  boPromotionClaimPage,
  boPromotionClaimReject,
  okEnvelope,
} from '@gp/contracts';
import { translate } from '@gp/i18n/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf, type StaffPrincipal } from '../../identity/staff';
import type { ClaimsReviewService } from './claims-review.service';

const staffOf = (request: FastifyRequest): StaffPrincipal => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
};

/** Message parameters: the numbers and words of an error's details. */
const paramsOf = (details: Record<string, unknown> | null): Record<string, string | number> =>
  Object.fromEntries(Object.entries(details ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));

/** Back office, promotions: the claims review queue. Approvals move money, so finance and operators decide. */
export const claimsAdminRoutes: FastifyPluginAsyncZod<{ claimsReview: ClaimsReviewService }> = async (app, { claimsReview }) => {
  const config = { access: staffAccess('operator', 'finance') };
  const tags = ['back office: promotions'];

  app.get(
    '/bo/promotions/claims',
    {
      config,
      schema: {
        tags,
        summary: 'Promotion claims: those waiting for staff first (oldest first), then the rest, newest first',
        querystring: boPromotionClaimListQuery,
        response: { 200: okEnvelope(boPromotionClaimPage) },
      },
    },
    async (request) => ok(await claimsReview.list(request.query)),
  );
  app.get(
    '/bo/promotions/claims/:id',
    { config, schema: { tags, summary: 'One promotion claim', params: boPromotionClaimIdParams, response: { 200: okEnvelope(boPromotionClaim) } } },
    async (request) => ok(await claimsReview.get(BigInt(request.params.id))),
  );
  app.get(
    '/bo/promotions/claims/:id/images/:index',
    { config, schema: { tags, summary: "A picture of a member's application (1 to 3)", params: boPromotionClaimImageParams } },
    async (request, reply) => {
      const image = await claimsReview.image(BigInt(request.params.id), request.params.index);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
  app.post(
    '/bo/promotions/claims/:id/approve',
    {
      config,
      schema: {
        tags,
        summary: 'Approve a claim and pay it; above promotions.reviewSecondApprovalAbove the first approval waits for a second staff member',
        description:
          'An application (`applying`) needs the amount, at most the rule maxAmount; a held claim (`processing`) pays its stored amount. A claim already paid answers as it is.',
        params: boPromotionClaimIdParams,
        body: boPromotionClaimApprove,
        response: { 200: okEnvelope(boPromotionClaim) },
      },
    },
    async (request) => ok(await claimsReview.approve(BigInt(request.params.id), request.body, staffOf(request), staffActorOf(request))),
  );
  app.post(
    '/bo/promotions/claims/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a claim waiting for staff, with a reason the member sees',
        params: boPromotionClaimIdParams,
        body: boPromotionClaimReject,
        response: { 200: okEnvelope(boPromotionClaim) },
      },
    },
    async (request) => ok(await claimsReview.reject(BigInt(request.params.id), request.body.reason, staffOf(request), staffActorOf(request))),
  );
  app.post(
    '/bo/promotions/claims/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Approve or reject up to 100 claims, each in its own transaction; the answer lists each outcome',
        body: boPromotionClaimBulk,
        response: { 200: okEnvelope(boPromotionClaimBulkResult) },
      },
    },
    async (request) => {
      const outcomes = await claimsReview.bulk(request.body, staffOf(request), staffActorOf(request));
      return ok({
        list: outcomes.map((o) => ({
          id: o.id,
          ok: o.ok,
          status: o.status,
          awaitingSecondApproval: o.awaitingSecondApproval,
          code: o.code,
          message: o.code === null ? null : translate(request.lang, 'errors', o.code, paramsOf(o.details)),
        })),
      });
    },
  );
};
