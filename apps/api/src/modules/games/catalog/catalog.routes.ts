import {
  gameList,
  gameListPage,
  gameListQuery,
  gameMenus,
  gameMenusQuery,
  hotGamesQuery,
  okEnvelope,
  rankList,
  rankListQuery,
  vendorLanes,
  vendorLanesQuery,
  vendorList,
  vendorsByTypeQuery,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { publicAccess } from '../../../lib/route-access';
import type { CatalogArtService } from './catalog-art.service';
import type { CatalogService } from './catalog.service';

const relay = (name: string) => `/wps/relay/${name}`;

/** The player's game catalog, and the generated artwork it points at. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; art: CatalogArtService }> = async (app, { catalog, art }) => {
  const tags = ['catalog'];
  const config = { access: publicAccess };
  app.get(
    '/lgw/games/game_menus',
    {
      config,
      schema: {
        tags,
        summary: 'Game categories in navigation order with their vendors (only categories with an enabled vendor)',
        querystring: gameMenusQuery,
        response: { 200: okEnvelope(gameMenus) },
      },
    },
    async (request) => ok(await catalog.menus(languageOf(request, request.query.language))),
  );
  app.get(
    relay('GCSGAME_gameList'),
    {
      config,
      schema: {
        tags,
        summary: 'Games by category, vendor or keyword, one page at a time',
        querystring: gameListQuery,
        response: { 200: okEnvelope(gameListPage) },
      },
    },
    async (request) => ok(await catalog.gameList(request.query, languageOf(request, request.query.language))),
  );
  app.get(
    relay('GCSGAME_hotGamesV2'),
    { config, schema: { tags, summary: 'Hot games (cached)', querystring: hotGamesQuery, response: { 200: okEnvelope(gameList) } } },
    async (request) => ok(await catalog.hotGames(languageOf(request, request.query.language))),
  );
  app.get(
    relay('GCSGAME_getVassGameType'),
    {
      config,
      schema: {
        tags,
        summary: "Enabled vendors; given a game type, only the vendors with games in that type's list (the list page's vendor filter)",
        querystring: vendorsByTypeQuery,
        response: { 200: okEnvelope(vendorList) },
      },
    },
    async (request) => ok(await catalog.vendorsOfType(request.query.gameType, languageOf(request, request.query.language))),
  );
  app.get(
    relay('GCSGAME_newGameVendor'),
    { config, schema: { tags, summary: 'Vendor lanes by category (cached)', querystring: vendorLanesQuery, response: { 200: okEnvelope(vendorLanes) } } },
    async (request) => ok(await catalog.lanes(languageOf(request, request.query.language))),
  );
  app.get(
    relay('GCSGAME_getRankList'),
    {
      config,
      schema: {
        tags,
        summary: 'Winner board (JACKPOT or BIGWIN), names masked, amounts in minor units',
        querystring: rankListQuery,
        response: { 200: okEnvelope(rankList) },
      },
    },
    async (request) => ok(await catalog.rankList(request.query, languageOf(request, request.query.language))),
  );
  app.get(
    '/lgw/art/:kind/:file',
    {
      config,
      schema: {
        tags,
        summary: 'Generated SVG artwork of a game (by nodeId), vendor (by code), banner or promotion',
        params: z.object({ kind: z.enum(['game', 'vendor', 'banner', 'promo']), file: z.string().regex(/^[A-Za-z0-9_-]{1,48}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const svg = await art.svg(request.params.kind, request.params.file.slice(0, -4));
      if (!svg) throw new AppError('NOT_FOUND');
      // Art of an id never changes (it is derived from the id and the name at first sight).
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  );
};
