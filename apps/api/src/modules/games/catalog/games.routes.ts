import {
  favouriteChange,
  favouriteGameRequest,
  favouriteListQuery,
  favouritePage,
  gameLaunch,
  launchGameRequest,
  okEnvelope,
  recentGamesPage,
  recentGamesQuery,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess, visitorAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { GameLaunchService } from './game-launch.service';
import type { GameListsService } from './game-lists.service';

const relay = (name: string) => `/wps/relay/${name}`;

/** Game launch (real and demo), favourites and recent games. */
export const gamesRoutes: FastifyPluginAsyncZod<{ launcher: GameLaunchService; lists: GameListsService }> = async (app, { launcher, lists }) => {
  const tags = ['games'];
  const member = { access: memberAccess };
  app.addHook('onSend', async (_request, reply) => {
    // Launch URLs carry a single-use token and the lists are per member: nothing here is cacheable.
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/wps/game/launchGame',
    {
      config: member,
      schema: {
        tags,
        summary:
          'Real-money launch: the URL with a single-use launch token (60 s) the vendor exchanges through authenticate; GAME_MAINTENANCE details.suggestions lists other hot games',
        body: launchGameRequest,
        response: { 200: okEnvelope(gameLaunch) },
      },
    },
    async (request) => ok(await launcher.launch(memberOf(request).id, { ...request.body, language: languageOf(request, request.body.language) })),
  );
  app.post(
    '/wps/game/launchDemo',
    {
      config: { access: visitorAccess },
      schema: {
        tags,
        summary: 'Fun-money launch for everyone (guests and trial accounts too): no token, never reaches the wallet',
        body: launchGameRequest,
        response: { 200: okEnvelope(gameLaunch) },
      },
    },
    async (request) => ok(await launcher.launchDemo({ ...request.body, language: languageOf(request, request.body.language) })),
  );

  app.get(
    relay('GCSGAME_favoriteGamesV2'),
    {
      config: member,
      schema: {
        tags,
        summary: 'Favourite games, newest first (page size up to 999)',
        querystring: favouriteListQuery,
        response: { 200: okEnvelope(favouritePage) },
      },
    },
    async (request) => ok(await lists.favourites(memberOf(request).id, request.query, languageOf(request, request.query.language))),
  );
  app.post(
    relay('GCSGAME_addFavoriteGameV2'),
    { config: member, schema: { tags, summary: 'Adds a favourite (idempotent)', body: favouriteGameRequest, response: { 200: okEnvelope(favouriteChange) } } },
    async (request) => ok(await lists.addFavourite(memberOf(request).id, request.body)),
  );
  app.delete(
    relay('GCSGAME_removeFavoriteGameV2'),
    {
      config: member,
      schema: {
        tags,
        summary: 'Removes a favourite (idempotent); the game in the query string',
        querystring: favouriteGameRequest,
        response: { 200: okEnvelope(favouriteChange) },
      },
    },
    async (request) => ok(await lists.removeFavourite(memberOf(request).id, request.query)),
  );
  app.get(
    relay('GCS_recentGame'),
    {
      config: member,
      schema: {
        tags,
        summary: 'Recently launched games, last played first (page size 20)',
        querystring: recentGamesQuery,
        response: { 200: okEnvelope(recentGamesPage) },
      },
    },
    async (request) => ok(await lists.recent(memberOf(request).id, request.query, languageOf(request, request.query.language))),
  );
};
