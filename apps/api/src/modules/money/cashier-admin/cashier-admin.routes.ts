import {
  boAdjustment,
  boAdjustmentCreate,
  boAdjustmentIdParams,
  boAdjustmentListQuery,
  boAdjustmentPage,
  boAdjustmentReject,
  boCurrencyLimits,
  boCurrencyLimitUpdate,
  boMemberIdParams,
  boMemberLedgerPage,
  boMemberLedgerQuery,
  boMemberSearchQuery,
  boMemberSearchResult,
  boMemberWallet,
  boReconciliation,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff/staff-actor';
import type { StaffPrincipal } from '../../identity/staff/staff.types';
import type { CashierAdminService } from './cashier-admin.service';

const staffOf = (request: FastifyRequest): StaffPrincipal => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
};

/** Back office, cashier: manual adjustments (four eyes above a threshold), member wallet and ledger, reconciliation, currency limits. */
export const cashierAdminRoutes: FastifyPluginAsyncZod<{ cashierAdmin: CashierAdminService }> = async (app, { cashierAdmin }) => {
  const finance = { access: staffAccess('finance') };
  const lookup = { access: staffAccess('finance', 'support') };
  // As the cashier settings: finance maintains them, operators may read them.
  const limitsReaders = { access: staffAccess('finance', 'operator') };
  const tags = ['back office: cashier'];

  app.post(
    '/bo/adjustments',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Adjust a member main wallet (signed minor units) with a reason; above cashier.adjustmentSecondApprovalAbove it waits for a second staff member',
        body: boAdjustmentCreate,
        response: { 200: okEnvelope(boAdjustment) },
      },
    },
    async (request) => ok(await cashierAdmin.adjustments.create(request.body, staffOf(request), staffActorOf(request))),
  );
  app.get(
    '/bo/adjustments',
    { config: finance, schema: { tags, summary: 'Adjustments, pending first, then newest', querystring: boAdjustmentListQuery, response: { 200: okEnvelope(boAdjustmentPage) } } },
    async (request) => ok(await cashierAdmin.adjustments.list(request.query)),
  );
  app.post(
    '/bo/adjustments/:id/approve',
    { config: finance, schema: { tags, summary: 'Approve a pending adjustment (not its requester) and post it', params: boAdjustmentIdParams, response: { 200: okEnvelope(boAdjustment) } } },
    async (request) => ok(await cashierAdmin.adjustments.approve(BigInt(request.params.id), staffOf(request), staffActorOf(request))),
  );
  app.post(
    '/bo/adjustments/:id/reject',
    {
      config: finance,
      schema: { tags, summary: 'Reject a pending adjustment with a reason (not its requester)', params: boAdjustmentIdParams, body: boAdjustmentReject, response: { 200: okEnvelope(boAdjustment) } },
    },
    async (request) => ok(await cashierAdmin.adjustments.reject(BigInt(request.params.id), request.body.reason, staffOf(request), staffActorOf(request))),
  );

  app.get(
    '/bo/members',
    { config: lookup, schema: { tags, summary: 'Find members by account name (exact match first, then prefix); without account the newest members', querystring: boMemberSearchQuery, response: { 200: okEnvelope(boMemberSearchResult) } } },
    async (request) => ok(await cashierAdmin.members.search(request.query.account)),
  );
  app.get(
    '/bo/members/:id/wallet',
    { config: lookup, schema: { tags, summary: "A member's wallets (main, withdrawal hold, vendor) with balances", params: boMemberIdParams, response: { 200: okEnvelope(boMemberWallet) } } },
    async (request) => ok(await cashierAdmin.members.wallet(request.params.id)),
  );
  app.get(
    '/bo/members/:id/ledger',
    {
      config: lookup,
      schema: { tags, summary: "Ledger legs on a member's wallets, newest first, with journal kind and balance after", params: boMemberIdParams, querystring: boMemberLedgerQuery, response: { 200: okEnvelope(boMemberLedgerPage) } },
    },
    async (request) => ok(await cashierAdmin.members.ledger(request.params.id, request.query)),
  );

  app.get(
    '/bo/reconciliation',
    { config: finance, schema: { tags, summary: 'Reconciliation: stored wallet balances against the ledger, totals per kind and currency, differences flagged (audited)', response: { 200: okEnvelope(boReconciliation) } } },
    async (request) => ok(await cashierAdmin.reconciliation.run(staffActorOf(request))),
  );

  app.get(
    '/bo/cashier/currency-limits',
    { config: limitsReaders, schema: { tags, summary: "The largest amount and running balance the ledger accepts: the merchant currency's maximum in force and every currency's own", response: { 200: okEnvelope(boCurrencyLimits) } } },
    async () => ok(await cashierAdmin.currencyLimits.get()),
  );
  app.put(
    '/bo/cashier/currency-limits',
    {
      config: finance,
      schema: {
        tags,
        summary: "Set one currency's maximum (1 to 10^15 minor units, audited); refused while a wallet of that currency holds more",
        body: boCurrencyLimitUpdate,
        response: { 200: okEnvelope(boCurrencyLimits) },
      },
    },
    async (request) => ok(await cashierAdmin.currencyLimits.set(request.body, staffActorOf(request))),
  );
};
