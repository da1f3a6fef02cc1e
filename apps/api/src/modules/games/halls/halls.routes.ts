import { cardRoomList, cardRoomsQuery, liveChatRequest, liveChatResult, liveModelsQuery, liveTableModelList, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess, publicAccess } from '../../../lib/route-access';
import type { CardRoomsService } from './card-rooms.service';
import type { LiveChatService } from './live-chat.service';
import type { LiveModelsService } from './live-models.service';

type HallsRoutesOptions = { models: LiveModelsService; chat: LiveChatService; rooms: CardRoomsService };

/** The shared games' lobby: live dealers, a live table's chat, card rooms. */
export const hallsRoutes: FastifyPluginAsyncZod<HallsRoutesOptions> = async (app, { models, chat, rooms }) => {
  const tags = ['games'];
  const config = { access: publicAccess };

  app.get(
    '/wps/live/models',
    {
      config,
      schema: {
        tags,
        summary:
          'The dealers ("models") at the live vendors’ featured tables, with the table’s game, viewers and last results; a vendor that does not answer within 1.5 s is left out (each vendor’s list is cached for 10 s)',
        querystring: liveModelsQuery,
        response: { 200: okEnvelope(liveTableModelList) },
      },
    },
    async (request) => ok(await models.list(request.query, languageOf(request, request.query.language))),
  );

  app.post(
    '/wps/live/chat',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: 'Opens a live table’s chat, which is at the table: a real-money launch of the table (the refusals of launchGame); answers its URL as chatUrl',
        body: liveChatRequest,
        response: { 200: okEnvelope(liveChatResult) },
      },
    },
    async (request, reply) => {
      // The URL carries a single-use launch token.
      void reply.header('cache-control', 'no-store');
      return ok(await chat.launch(memberOf(request).id, request.body, languageOf(request)));
    },
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      config,
      schema: {
        tags,
        summary:
          'The rooms of a card room (PVP) game from its vendor: stakes, seats taken and total, fun-money rooms and those of the merchant’s currency; available false when the vendor did not answer (cached for 5 s)',
        querystring: cardRoomsQuery,
        response: { 200: okEnvelope(cardRoomList) },
      },
    },
    async (request) => ok(await rooms.list(request.query, languageOf(request, request.query.language))),
  );
};
