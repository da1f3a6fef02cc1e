import {
  boDeposit,
  boDepositConfirm,
  boDepositIdParams,
  boDepositListQuery,
  boDepositPage,
  boDepositProofParams,
  boDepositReject,
  boPaymentMethod,
  boPaymentMethodCreate,
  boPaymentMethodList,
  boPaymentMethodUpdate,
  idParams,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { DepositService } from './deposits.service';
import type { PaymentMethodService } from './payment-methods.service';

/** Back office: payment methods and the deposit queue. Money is finance's work; admins pass every check. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ deposits: DepositService; methods: PaymentMethodService }> = async (app, { deposits, methods }) => {
  const config = { access: staffAccess('finance') };

  const methodTags = ['back office: payment methods'];
  app.get(
    '/bo/payment-methods',
    {
      config,
      schema: {
        tags: methodTags,
        summary: 'Every payment method, enabled or not, and the installed provider codes',
        response: { 200: okEnvelope(boPaymentMethodList) },
      },
    },
    async () => ok(await methods.list()),
  );
  app.post(
    '/bo/payment-methods',
    {
      config,
      schema: {
        tags: methodTags,
        summary: 'Add a payment method (manual bank transfer or a gateway provider)',
        body: boPaymentMethodCreate,
        response: { 200: okEnvelope(boPaymentMethod) },
      },
    },
    async (request) => ok(await methods.create(request.body, staffActorOf(request))),
  );
  app.patch(
    '/bo/payment-methods/:id',
    {
      config,
      schema: {
        tags: methodTags,
        summary: 'Change a payment method (names, bank details, minimum, maximum, enabled, order)',
        params: idParams,
        body: boPaymentMethodUpdate,
        response: { 200: okEnvelope(boPaymentMethod) },
      },
    },
    async (request) => ok(await methods.update(request.params.id, request.body, staffActorOf(request))),
  );

  const tags = ['back office: deposits'];
  app.get(
    '/bo/deposits',
    {
      config,
      schema: {
        tags,
        summary: 'Deposits, paged; status=pending is the confirmation queue (oldest first)',
        querystring: boDepositListQuery,
        response: { 200: okEnvelope(boDepositPage) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deposits.adminList(request.query));
    },
  );
  app.get(
    '/bo/deposits/:id',
    { config, schema: { tags, summary: 'One deposit with its proof images', params: boDepositIdParams, response: { 200: okEnvelope(boDeposit) } } },
    async (request) => ok(await deposits.adminGet(request.params.id)),
  );
  app.get(
    '/bo/deposits/:id/proofs/:index',
    { config, schema: { tags, summary: 'A proof image of a deposit (1 to 3)', params: boDepositProofParams } },
    async (request, reply) => {
      const proof = await deposits.proofImage(request.params.id, request.params.index);
      return reply
        .header('content-type', proof.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(proof.bytes);
    },
  );
  app.post(
    '/bo/deposits/:id/confirm',
    {
      config,
      schema: {
        tags,
        summary: "Confirm a pending manual bank transfer: credits the member's main wallet",
        params: boDepositIdParams,
        body: boDepositConfirm,
        response: { 200: okEnvelope(boDeposit) },
      },
    },
    async (request) => ok(await deposits.confirm(request.params.id, staffActorOf(request), request.body.note)),
  );
  app.post(
    '/bo/deposits/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a pending manual bank transfer with a reason the player sees',
        params: boDepositIdParams,
        body: boDepositReject,
        response: { 200: okEnvelope(boDeposit) },
      },
    },
    async (request) => ok(await deposits.reject(request.params.id, staffActorOf(request), request.body.reason)),
  );
};
