import {
  betResult,
  bgsConfig,
  bgsPaths,
  clientSeedRequest,
  crashBetRequest,
  crashBetResult,
  crashCashoutRequest,
  crashHistory,
  crashHistoryQuery,
  crashState,
  diceBetRequest,
  limboBetRequest,
  minesCashoutRequest,
  minesRevealRequest,
  minesRoundView,
  minesStartRequest,
  myBetsPage,
  myBetsQuery,
  okEnvelope,
  plinkoBetRequest,
  rotateSeedRequest,
  rotateSeedResponse,
  seedsView,
  verifyQuery,
  verifyResult,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { memberAccess, publicAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { BgsServices } from './bgs.wiring';

/** In-house provably fair games: seeds, bets of the five games, my bets, the public verifier, the crash socket. */
export const bgsRoutes: FastifyPluginAsyncZod<{ bgs: BgsServices }> = async (app, { bgs }) => {
  const tags = ['in-house games'];
  const member = { access: memberAccess };
  const open = { access: publicAccess };
  // The crash loop ends with the app (tests, graceful shutdown), giving its lease to another instance.
  app.addHook('onReady', async () => bgs.crash.startIfConfigured((error) => app.log.error({ err: error }, 'crash round loop step failed')));
  app.addHook('onClose', async () => bgs.crash.stop());
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const memberId = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;

  app.get(
    bgsPaths.config,
    { config: open, schema: { tags, summary: 'Bet limits and currency of the in-house games', response: { 200: okEnvelope(bgsConfig) } } },
    async () => ok(await bgs.config()),
  );

  // ---- seeds
  app.get(
    bgsPaths.seeds,
    {
      config: member,
      schema: {
        tags,
        summary: 'The active seed pair (server seed hash, client seed, next nonce) and the last revealed pairs',
        response: { 200: okEnvelope(seedsView) },
      },
    },
    async (request) => ok(await bgs.seeds.view(memberId(request))),
  );
  app.put(
    bgsPaths.clientSeed,
    {
      config: member,
      schema: {
        tags,
        summary: 'Set the client seed of the active pair; the server seed and the nonce run on',
        body: clientSeedRequest,
        response: { 200: okEnvelope(seedsView) },
      },
    },
    async (request) => ok(await bgs.seeds.changeClientSeed(memberId(request), request.body.clientSeed)),
  );
  app.post(
    bgsPaths.rotateSeed,
    {
      config: member,
      schema: {
        tags,
        summary: 'Reveal the active server seed and start a new pair; INVALID_STATE while a mines round is open',
        body: rotateSeedRequest,
        response: { 200: okEnvelope(rotateSeedResponse) },
      },
    },
    async (request) => ok(await bgs.seeds.rotate(memberId(request), request.body.clientSeed)),
  );

  // ---- instant games
  app.post(
    bgsPaths.diceBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Dice: roll 0.00-99.99 over or under the target; pays 99 / win chance',
        body: diceBetRequest,
        response: { 200: okEnvelope(betResult) },
      },
    },
    async (request) => ok(await bgs.instant.dice(memberId(request), request.body)),
  );
  app.post(
    bgsPaths.limboBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Limbo: wins the target multiplier when the drawn one reaches it (P = 0.99 / target)',
        body: limboBetRequest,
        response: { 200: okEnvelope(betResult) },
      },
    },
    async (request) => ok(await bgs.instant.limbo(memberId(request), request.body)),
  );
  app.post(
    bgsPaths.plinkoBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Plinko: 8-16 rows, low/medium/high risk paytables (99% RTP)',
        body: plinkoBetRequest,
        response: { 200: okEnvelope(betResult) },
      },
    },
    async (request) => ok(await bgs.instant.plinko(memberId(request), request.body)),
  );

  // ---- mines
  app.post(
    bgsPaths.minesStart,
    {
      config: member,
      schema: {
        tags,
        summary: 'Mines: stake and 1-24 mines on a 5 x 5 board; one open round per member',
        body: minesStartRequest,
        response: { 200: okEnvelope(minesRoundView) },
      },
    },
    async (request) => ok(await bgs.mines.start(memberId(request), request.body)),
  );
  app.post(
    bgsPaths.minesReveal,
    {
      config: member,
      schema: {
        tags,
        summary: 'Mines: reveal a tile; a mine ends the round, the last safe tile cashes out',
        body: minesRevealRequest,
        response: { 200: okEnvelope(minesRoundView) },
      },
    },
    async (request) => ok(await bgs.mines.reveal(memberId(request), request.body.roundId, request.body.tile)),
  );
  app.post(
    bgsPaths.minesCashout,
    {
      config: member,
      schema: { tags, summary: 'Mines: cash out after at least one safe tile', body: minesCashoutRequest, response: { 200: okEnvelope(minesRoundView) } },
    },
    async (request) => ok(await bgs.mines.cashout(memberId(request), request.body.roundId)),
  );
  app.get(
    bgsPaths.minesActive,
    { config: member, schema: { tags, summary: "The member's open mines round, or null", response: { 200: okEnvelope(minesRoundView.nullable()) } } },
    async (request) => ok(await bgs.mines.active(memberId(request))),
  );

  // ---- crash
  app.get(
    bgsPaths.crashState,
    {
      config: open,
      schema: {
        tags,
        summary: 'The current crash round (what the socket pushes); NOT_READY before the first round',
        response: { 200: okEnvelope(crashState) },
      },
    },
    async () => {
      const state = await bgs.crash.state();
      if (!state) throw new AppError('NOT_READY');
      return ok(state);
    },
  );
  app.get(
    bgsPaths.crashHistory,
    {
      config: open,
      schema: { tags, summary: 'Finished crash rounds with their revealed seeds', querystring: crashHistoryQuery, response: { 200: okEnvelope(crashHistory) } },
    },
    async (request) => ok({ list: await bgs.crash.history(request.query.limit) }),
  );
  app.post(
    bgsPaths.crashBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Crash: a bet on the current round while betting is open, with an optional auto cash-out',
        body: crashBetRequest,
        response: { 200: okEnvelope(crashBetResult) },
      },
    },
    async (request) => ok(await bgs.crash.bet(memberId(request), request.body)),
  );
  app.post(
    bgsPaths.crashCashout,
    {
      config: member,
      schema: {
        tags,
        summary: 'Crash: cash out of the running round at the current multiplier',
        body: crashCashoutRequest,
        response: { 200: okEnvelope(crashBetResult) },
      },
    },
    async (request) => ok(await bgs.crash.cashout(memberId(request), request.body.roundId)),
  );
  app.get(
    bgsPaths.crashSocket,
    {
      config: open,
      websocket: true,
      schema: { tags, summary: 'WebSocket: crash state on every change, ticks while running (crashServerMessage)', hide: true },
    },
    async (socket) => {
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = bgs.crash.subscribe(send);
      socket.on('close', unsubscribe);
      const state = await bgs.crash.state().catch(() => null);
      if (state) send({ type: 'state', state });
    },
  );

  // ---- history and verifier
  app.get(
    bgsPaths.myBets,
    {
      config: member,
      schema: {
        tags,
        summary: "The member's in-house bets, newest first, with seeds for verification",
        querystring: myBetsQuery,
        response: { 200: okEnvelope(myBetsPage) },
      },
    },
    async (request) => ok(await bgs.myBets(memberId(request), request.query)),
  );
  app.get(
    bgsPaths.verify,
    {
      config: open,
      schema: {
        tags,
        summary: 'Public verifier: recompute a settled bet (betId) or any outcome from seeds, game and parameters',
        querystring: verifyQuery,
        response: { 200: okEnvelope(verifyResult) },
      },
    },
    async (request) => ok(await bgs.verifier.verify(request.query)),
  );
};
