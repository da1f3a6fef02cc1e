import {
  boGameVendor,
  boGameVendorCredentialsCreate,
  boGameVendorIdParams,
  boGameVendorList,
  boGameVendorSecret,
  boGameVendorUpdate,
  boGgrQuery,
  boGgrReport,
  boRoundDetail,
  boRoundIdParams,
  boRoundSearchQuery,
  boRoundSearchResult,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff/staff-actor';
import type { GamesAdminServices } from './games-admin.service';
import { ggrCsv } from './ggr-csv';

/**
 * Back office, games (issue 6, point 7). Operators run vendors (mode, maintenance, allow-list,
 * launch URL); secrets are created and rotated by admins only, since the answer carries the secret.
 * The round explorer serves support and finance as well; the GGR report operators and finance.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ gamesAdmin: GamesAdminServices }> = async (app, { gamesAdmin }) => {
  const vendorsConfig = { access: staffAccess('operator') };
  const secretsConfig = { access: staffAccess('admin') };
  const roundsConfig = { access: staffAccess('operator', 'support', 'finance') };
  const ggrConfig = { access: staffAccess('operator', 'finance') };
  const tags = ['back office: games'];
  const noStore = 'private, no-store';

  app.get(
    '/bo/games/vendors',
    { config: vendorsConfig, schema: { tags, summary: 'Vendors with their wallet settings (mode, maintenance, allow-list, launch URL, whether credentials exist); never a secret', response: { 200: okEnvelope(boGameVendorList) } } },
    async () => ok(await gamesAdmin.vendors.list()),
  );
  app.patch(
    '/bo/games/vendors/:id',
    {
      config: vendorsConfig,
      schema: { tags, summary: 'Change wallet mode, maintenance, enabled, IP allow-list or launch URL (audited; clears the vendor caches)', params: boGameVendorIdParams, body: boGameVendorUpdate, response: { 200: okEnvelope(boGameVendor) } },
    },
    async (request) => ok(await gamesAdmin.vendors.update(request.params.id, request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/games/vendors/:id/credentials',
    {
      config: secretsConfig,
      schema: { tags, summary: 'Create credentials for a vendor without them; the new secret is in this answer only', params: boGameVendorIdParams, body: boGameVendorCredentialsCreate, response: { 200: okEnvelope(boGameVendorSecret) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', noStore);
      return ok(await gamesAdmin.vendors.createCredentials(request.params.id, request.body, staffActorOf(request)));
    },
  );
  app.post(
    '/bo/games/vendors/:id/rotate-secret',
    {
      config: secretsConfig,
      schema: {
        tags,
        summary: 'A new secret at once; the old one stays valid for VENDOR_SECRET_GRACE_MINUTES. The new secret is in this answer only',
        params: boGameVendorIdParams,
        response: { 200: okEnvelope(boGameVendorSecret) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', noStore);
      return ok(await gamesAdmin.vendors.rotateSecret(request.params.id, staffActorOf(request)));
    },
  );

  app.get(
    '/bo/games/rounds',
    { config: roundsConfig, schema: { tags, summary: 'Rounds by round id, txId (vendor or platform) or player account, newest first, paged', querystring: boRoundSearchQuery, response: { 200: okEnvelope(boRoundSearchResult) } } },
    async (request) => ok(await gamesAdmin.rounds.search(request.query)),
  );
  app.get(
    '/bo/games/rounds/:id',
    { config: roundsConfig, schema: { tags, summary: 'A round with every wallet call (request hash, stored response) and every ledger journal and leg they posted', params: boRoundIdParams, response: { 200: okEnvelope(boRoundDetail) } } },
    async (request) => ok(await gamesAdmin.rounds.detail(request.params.id)),
  );

  app.get(
    '/bo/games/ggr',
    { config: ggrConfig, schema: { tags, summary: 'Gross gaming revenue per vendor and business day (at most 92 days; default the last 7), vendor and currency totals', querystring: boGgrQuery, response: { 200: okEnvelope(boGgrReport) } } },
    async (request) => ok(await gamesAdmin.ggr.report(request.query)),
  );
  app.get(
    '/bo/games/ggr.csv',
    { config: ggrConfig, schema: { tags, summary: 'The GGR report as CSV (amounts in major units)', querystring: boGgrQuery } },
    async (request, reply) => {
      const report = await gamesAdmin.ggr.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ggr-${report.from}-${report.to}.csv"`)
        .header('cache-control', noStore)
        .send(ggrCsv(report));
    },
  );
};
