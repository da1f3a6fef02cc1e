import {
  boTicketGrantRequest,
  boTicketGrantResult,
  boWheelSettings,
  boWheelSettingsRequest,
  boWheelSpinPage,
  boWheelSpinQuery,
  boWheelTableRequest,
  okEnvelope,
  wheelTableView,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { WheelAdminService } from './wheel-admin.service';

/** Back office: the wheel's settings and prize table, ticket grants and the spin log (operators). */
export const wheelAdminRoutes: FastifyPluginAsyncZod<{ wheelAdmin: WheelAdminService }> = async (app, { wheelAdmin }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('operator') };
  app.get(
    '/bo/loyalty/wheel',
    {
      config,
      schema: { tags, summary: "The wheel's paying promotion, deposit ticket rule and current prize table", response: { 200: okEnvelope(boWheelSettings) } },
    },
    async () => ok(await wheelAdmin.settings()),
  );
  app.put(
    '/bo/loyalty/wheel/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Set the paying promotion and the deposit rule (each credited deposit of at least the amount grants the tickets)',
        body: boWheelSettingsRequest,
        response: { 200: okEnvelope(boWheelSettings) },
      },
    },
    async (request) => ok(await wheelAdmin.saveSettings(request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/loyalty/wheel/table',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a new prize table version (2 to 24 prizes with weights and labels); spins already made keep theirs',
        body: boWheelTableRequest,
        response: { 200: okEnvelope(wheelTableView) },
      },
    },
    async (request) => ok(await wheelAdmin.saveTable(request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/loyalty/wheel/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'Grant wheel tickets to a member with a reason (audited); the same clientKey again grants nothing',
        body: boTicketGrantRequest,
        response: { 200: okEnvelope(boTicketGrantResult) },
      },
    },
    async (request) => ok(await wheelAdmin.grantTickets(request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/loyalty/wheel/spins',
    {
      config,
      schema: {
        tags,
        summary: 'Every spin, newest first: member, roll, total weight, table version, result and payout',
        querystring: boWheelSpinQuery,
        response: { 200: okEnvelope(boWheelSpinPage) },
      },
    },
    async (request) => ok(await wheelAdmin.spins(request.query)),
  );
};
