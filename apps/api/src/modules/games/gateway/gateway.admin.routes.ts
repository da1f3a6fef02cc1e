import {
  boAdjustShortfallPage,
  boAdjustShortfallQuery,
  boGameVendor,
  boGameVendorCredentialsCreate,
  boGameVendorIdParams,
  boGameVendorList,
  boGameVendorSecret,
  boGameVendorUpdate,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { AdjustShortfallsService } from './adjust-shortfalls.service';
import type { VendorAdminService } from './vendor-admin.service';

/**
 * Back office, game vendors. Operators run vendors (mode, maintenance, allow-list, launch URL);
 * secrets are created and rotated by admins only, since the answer carries the secret.
 */
export const gatewayAdminRoutes: FastifyPluginAsyncZod<{ vendorAdmin: VendorAdminService; adjustShortfalls: AdjustShortfallsService }> = async (
  app,
  { vendorAdmin, adjustShortfalls },
) => {
  const vendorsConfig = { access: staffAccess('operator') };
  // Who may read rounds in the round explorer may read what their corrections could not take.
  const roundsConfig = { access: staffAccess('operator', 'support', 'finance') };
  const secretsConfig = { access: staffAccess('admin') };
  const tags = ['back office: games'];
  const noStore = 'private, no-store';

  app.get(
    '/bo/games/vendors',
    {
      config: vendorsConfig,
      schema: {
        tags,
        summary: 'Vendors with their wallet settings (mode, maintenance, allow-list, launch URL, whether credentials exist); never a secret',
        response: { 200: okEnvelope(boGameVendorList) },
      },
    },
    async () => ok(await vendorAdmin.list()),
  );
  app.patch(
    '/bo/games/vendors/:id',
    {
      config: vendorsConfig,
      schema: {
        tags,
        summary: 'Change wallet mode, maintenance, enabled, wallet API version, IP allow-list or launch URL (audited; clears the vendor caches)',
        params: boGameVendorIdParams,
        body: boGameVendorUpdate,
        response: { 200: okEnvelope(boGameVendor) },
      },
    },
    async (request) => ok(await vendorAdmin.update(request.params.id, request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/games/vendors/:id/credentials',
    {
      config: secretsConfig,
      schema: {
        tags,
        summary: 'Create credentials for a vendor without them; the new secret is in this answer only',
        params: boGameVendorIdParams,
        body: boGameVendorCredentialsCreate,
        response: { 200: okEnvelope(boGameVendorSecret) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', noStore);
      return ok(await vendorAdmin.createCredentials(request.params.id, request.body, staffActorOf(request)));
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
      return ok(await vendorAdmin.rotateSecret(request.params.id, staffActorOf(request)));
    },
  );
  app.get(
    '/bo/games/adjust-shortfalls',
    {
      config: roundsConfig,
      schema: {
        tags,
        summary: "Debits of wallet API v1.1's adjust that the player's balance could not cover: what was taken and what the house wrote off, newest first",
        querystring: boAdjustShortfallQuery,
        response: { 200: okEnvelope(boAdjustShortfallPage) },
      },
    },
    async (request) => ok(await adjustShortfalls.list(request.query)),
  );
};
