import {
  boAdjustment,
  boAdjustmentCreate,
  boAdjustmentIdParams,
  boAdjustmentListQuery,
  boAdjustmentPage,
  boAdjustmentReject,
  boMemberIdParams,
  boMemberLedgerPage,
  boMemberLedgerQuery,
  boMemberWallet,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { StaffPrincipal } from '../../identity/staff';
import type { AdjustmentsService } from './adjustments.service';
import type { MemberWalletService } from './member-wallet.service';

const staffOf = (request: FastifyRequest): StaffPrincipal => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
};

/** Back office, cashier: manual adjustments (four eyes above a threshold), a member's wallet and ledger. */
export const walletAdminRoutes: FastifyPluginAsyncZod<{ adjustments: AdjustmentsService; memberWallet: MemberWalletService }> = async (
  app,
  { adjustments, memberWallet },
) => {
  const finance = { access: staffAccess('finance') };
  const lookup = { access: staffAccess('finance', 'support') };
  const tags = ['back office: cashier'];

  app.post(
    '/bo/adjustments',
    {
      config: finance,
      schema: {
        tags,
        summary:
          'Adjust a member main wallet (signed minor units) with a reason; above cashier.adjustmentSecondApprovalAbove it waits for a second staff member',
        body: boAdjustmentCreate,
        response: { 200: okEnvelope(boAdjustment) },
      },
    },
    async (request) => ok(await adjustments.create(request.body, staffOf(request), staffActorOf(request))),
  );
  app.get(
    '/bo/adjustments',
    {
      config: finance,
      schema: { tags, summary: 'Adjustments, pending first, then newest', querystring: boAdjustmentListQuery, response: { 200: okEnvelope(boAdjustmentPage) } },
    },
    async (request) => ok(await adjustments.list(request.query)),
  );
  app.post(
    '/bo/adjustments/:id/approve',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Approve a pending adjustment (not its requester) and post it',
        params: boAdjustmentIdParams,
        response: { 200: okEnvelope(boAdjustment) },
      },
    },
    async (request) => ok(await adjustments.approve(BigInt(request.params.id), staffOf(request), staffActorOf(request))),
  );
  app.post(
    '/bo/adjustments/:id/reject',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Reject a pending adjustment with a reason (not its requester)',
        params: boAdjustmentIdParams,
        body: boAdjustmentReject,
        response: { 200: okEnvelope(boAdjustment) },
      },
    },
    async (request) => ok(await adjustments.reject(BigInt(request.params.id), request.body.reason, staffOf(request), staffActorOf(request))),
  );

  app.get(
    '/bo/members/:id/wallet',
    {
      config: lookup,
      schema: {
        tags,
        summary: "A member's wallets (main, withdrawal hold, vendor) with balances",
        params: boMemberIdParams,
        response: { 200: okEnvelope(boMemberWallet) },
      },
    },
    async (request) => ok(await memberWallet.wallet(request.params.id)),
  );
  app.get(
    '/bo/members/:id/ledger',
    {
      config: lookup,
      schema: {
        tags,
        summary: "Ledger legs on a member's wallets, newest first, with journal kind and balance after",
        params: boMemberIdParams,
        querystring: boMemberLedgerQuery,
        response: { 200: okEnvelope(boMemberLedgerPage) },
      },
    },
    async (request) => ok(await memberWallet.ledger(request.params.id, request.query)),
  );
};
