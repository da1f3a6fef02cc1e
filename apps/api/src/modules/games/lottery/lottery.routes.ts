import {
  lotteryBoard,
  lotteryDrawQuery,
  lotteryDrawView,
  lotteryGameQuery,
  lotteryGameView,
  lotteryMenu,
  lotteryMenuQuery,
  lotteryMyBetsPage,
  lotteryMyBetsQuery,
  lotteryOpenedPage,
  lotteryOpenedQuery,
  lotteryOrderRequest,
  lotteryOrderResult,
  lotteryPaths,
  lotteryRecentGames,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess, publicAccess } from '../../../lib/route-access';
import type { LotteryBettingService } from './betting.service';
import type { LotteryViewsService } from './lottery-views.service';

/** The lottery's player API: lobby menus, the numbers board, a game and a draw, slips and my bets. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ views: LotteryViewsService; betting: LotteryBettingService }> = async (app, { views, betting }) => {
  const tags = ['lottery'];
  const member = { access: memberAccess };
  const open = { access: publicAccess };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    lotteryPaths.gameMenu,
    {
      config: open,
      schema: {
        tags,
        summary: 'The lottery lobby: game menus per group, each game with its next draw',
        querystring: lotteryMenuQuery,
        response: { 200: okEnvelope(lotteryMenu) },
      },
    },
    async (request) => ok(await views.menu(request.query)),
  );
  app.get(
    lotteryPaths.recentGames,
    {
      config: member,
      schema: { tags, summary: 'The lottery games the member bet on lately, newest first', response: { 200: okEnvelope(lotteryRecentGames) } },
    },
    async (request) => ok(await views.recent(memberOf(request).id)),
  );
  app.get(
    lotteryPaths.openedDraws,
    {
      config: open,
      schema: {
        tags,
        summary: "One game's drawn draws with their results, newest first",
        querystring: lotteryOpenedQuery,
        response: { 200: okEnvelope(lotteryOpenedPage) },
      },
    },
    async (request) => ok(await views.opened(request.query)),
  );
  app.get(
    lotteryPaths.board,
    { config: open, schema: { tags, summary: "The numbers board: every game's latest drawn result", response: { 200: okEnvelope(lotteryBoard) } } },
    async () => ok(await views.board()),
  );
  app.get(
    lotteryPaths.game,
    {
      config: open,
      schema: {
        tags,
        summary: 'One game: bet types with odds, stake limits and the draws taking bets',
        querystring: lotteryGameQuery,
        response: { 200: okEnvelope(lotteryGameView) },
      },
    },
    async (request) => ok(await views.game(request.query.gameCode)),
  );
  app.get(
    lotteryPaths.draw,
    {
      config: open,
      schema: {
        tags,
        summary: 'One draw: times, state, seed hash, and once drawn its result and seed',
        querystring: lotteryDrawQuery,
        response: { 200: okEnvelope(lotteryDrawView) },
      },
    },
    async (request) => ok(await views.draw(BigInt(request.query.drawId))),
  );
  app.post(
    lotteryPaths.orders,
    {
      config: member,
      schema: {
        tags,
        summary: 'Place a slip on a draw taking bets: priced at the current terms and debited at once; the same clientKey replays the first answer',
        body: lotteryOrderRequest,
        response: { 200: okEnvelope(lotteryOrderResult) },
      },
    },
    async (request) => {
      const { drawId, clientKey, lines } = request.body;
      const placed = await betting.place({ memberId: memberOf(request).id, drawId: BigInt(drawId), clientKey, lines });
      return ok(await views.orderResult(placed));
    },
  );
  app.get(
    lotteryPaths.myBets,
    {
      config: member,
      schema: {
        tags,
        summary: 'My lottery bets with their results, newest first',
        querystring: lotteryMyBetsQuery,
        response: { 200: okEnvelope(lotteryMyBetsPage) },
      },
    },
    async (request) => ok(await views.myBets(memberOf(request).id, request.query)),
  );
};
