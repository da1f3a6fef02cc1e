import {
  boDisputePage,
  boDisputeProofParams,
  boDisputeQuery,
  boDisputeResolveRequest,
  boWithdrawal,
  boWithdrawalDispute,
  boWithdrawalPage,
  boWithdrawalQuery,
  boWithdrawalRejectRequest,
  okEnvelope,
  withdrawalIdParams,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { WithdrawalServices } from './withdrawals.wiring';

/** Finance staff: the withdrawal queue, approve, reject, and receipt disputes. Every action is audited. */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod<{ services: WithdrawalServices }> = async (app, { services }) => {
  const tags = ['back office: withdrawals'];
  const access = staffAccess('finance');
  const admin = services.withdrawalsAdmin;

  app.get(
    '/bo/withdrawals',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Withdrawals, newest first, by status, member account or order number',
        querystring: boWithdrawalQuery,
        response: { 200: okEnvelope(boWithdrawalPage) },
      },
    },
    async (request) => ok(await admin.list(request.query)),
  );
  app.post(
    '/bo/withdrawals/:id/approve',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Pay a pending withdrawal out through the provider; a refused payout stays pending with the reason',
        params: withdrawalIdParams,
        response: { 200: okEnvelope(boWithdrawal) },
      },
    },
    async (request) => ok(await admin.approve(BigInt(request.params.id), staffActorOf(request))),
  );
  app.post(
    '/bo/withdrawals/:id/reject',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Reject a pending withdrawal with a reason; the hold returns to the main wallet',
        params: withdrawalIdParams,
        body: boWithdrawalRejectRequest,
        response: { 200: okEnvelope(boWithdrawal) },
      },
    },
    async (request) => ok(await admin.reject(BigInt(request.params.id), request.body.reason, staffActorOf(request))),
  );
  app.get(
    '/bo/withdrawal-disputes',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Receipt disputes (partial or not received), newest first',
        querystring: boDisputeQuery,
        response: { 200: okEnvelope(boDisputePage) },
      },
    },
    async (request) => ok(await admin.disputes(request.query)),
  );
  app.get(
    '/bo/withdrawal-disputes/:id/proofs/:index',
    { config: { access }, schema: { tags, summary: "A receipt dispute's proof image (1 to 3); never cached", params: boDisputeProofParams } },
    async (request, reply) => {
      const image = await admin.proofImage(BigInt(request.params.id), request.params.index);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
  app.post(
    '/bo/withdrawal-disputes/:id/resolve',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Close a receipt dispute with a resolution note',
        params: withdrawalIdParams,
        body: boDisputeResolveRequest,
        response: { 200: okEnvelope(boWithdrawalDispute) },
      },
    },
    async (request) => ok(await admin.resolve(BigInt(request.params.id), request.body.note, staffActorOf(request))),
  );
};
