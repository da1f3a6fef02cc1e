import {
  boGame,
  boGameCreate,
  boGameListQuery,
  boGamePage,
  boGameUpdate,
  boVendor,
  boVendorCreate,
  boVendorList,
  boVendorUpdate,
  idParams,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { CatalogAdminService } from './catalog-admin.service';

/** Back office: vendors and games (enable/disable, hot flag, order, maintenance). Admins and operators. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalogAdmin: CatalogAdminService }> = async (app, { catalogAdmin }) => {
  const tags = ['back office: catalog'];
  const config = { access: staffAccess('operator') };
  app.get(
    '/bo/catalog/vendors',
    { config, schema: { tags, summary: 'Every vendor, enabled or not, with its game count', response: { 200: okEnvelope(boVendorList) } } },
    async () => ok(await catalogAdmin.listVendors()),
  );
  app.post(
    '/bo/catalog/vendors',
    { config, schema: { tags, summary: 'Add a vendor', body: boVendorCreate, response: { 200: okEnvelope(boVendor) } } },
    async (request) => ok(await catalogAdmin.createVendor(request.body, staffActorOf(request))),
  );
  app.patch(
    '/bo/catalog/vendors/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a vendor (enabled, maintenance, order, list exclusion, name, logo)',
        params: idParams,
        body: boVendorUpdate,
        response: { 200: okEnvelope(boVendor) },
      },
    },
    async (request) => ok(await catalogAdmin.patchVendor(request.params.id, request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/catalog/games',
    { config, schema: { tags, summary: 'Games, paged, with filters', querystring: boGameListQuery, response: { 200: okEnvelope(boGamePage) } } },
    async (request) => ok(await catalogAdmin.listGames(request.query)),
  );
  app.post(
    '/bo/catalog/games',
    { config, schema: { tags, summary: 'Add a game to a vendor', body: boGameCreate, response: { 200: okEnvelope(boGame) } } },
    async (request) => ok(await catalogAdmin.createGame(request.body, staffActorOf(request))),
  );
  app.patch(
    '/bo/catalog/games/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a game (enabled, hot, maintenance, order, names, icon)',
        params: idParams,
        body: boGameUpdate,
        response: { 200: okEnvelope(boGame) },
      },
    },
    async (request) => ok(await catalogAdmin.patchGame(request.params.id, request.body, staffActorOf(request))),
  );
};
