import {
  lotteryAdminDrawDetail,
  lotteryAdminDrawsPage,
  lotteryAdminDrawsQuery,
  lotteryAdminGame,
  lotteryAdminGames,
  lotteryCodeParams,
  lotteryDecisionRequest,
  lotteryDrawParams,
  lotteryEntryParams,
  lotteryExposureView,
  lotteryGamePatch,
  lotteryPaths,
  lotteryReport,
  lotteryReportQuery,
  lotteryResultRequest,
  lotteryTermsRequest,
  lotteryVoidRequest,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { LotteryAdminService } from './lottery-admin.service';
import { lotteryReportCsv } from './lottery-csv';

/** Back office: lottery games and terms (operators), draws and results with four eyes, void, exposure, the report (operators and finance). */
export const lotteryAdminRoutes: FastifyPluginAsyncZod<{ admin: LotteryAdminService }> = async (app, { admin }) => {
  const tags = ['back office: lottery'];
  const operators = { access: staffAccess('operator') };
  const draws = { access: staffAccess('operator', 'finance') };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    lotteryPaths.adminGames,
    { config: draws, schema: { tags, summary: 'Every lottery game with its terms, limits and schedule', response: { 200: okEnvelope(lotteryAdminGames) } } },
    async () => ok(await admin.games()),
  );
  app.put(
    lotteryPaths.adminGame,
    {
      config: operators,
      schema: {
        tags,
        summary: "Change a game's limits, close, payout hold, schedule or availability (audited)",
        params: lotteryCodeParams,
        body: lotteryGamePatch,
        response: { 200: okEnvelope(lotteryAdminGame) },
      },
    },
    async (request) => ok(await admin.patchGame(staffActorOf(request), request.params.code, request.body)),
  );
  app.put(
    lotteryPaths.adminTerms,
    {
      config: operators,
      schema: {
        tags,
        summary: "Publish a new version of a game's odds or prize table; bets already taken keep theirs (audited)",
        params: lotteryCodeParams,
        body: lotteryTermsRequest,
        response: { 200: okEnvelope(lotteryAdminGame) },
      },
    },
    async (request) => ok(await admin.setTerms(staffActorOf(request), request.params.code, request.body.terms)),
  );
  app.get(
    lotteryPaths.adminDraws,
    {
      config: draws,
      schema: {
        tags,
        summary: 'Draws, newest first, by game and state',
        querystring: lotteryAdminDrawsQuery,
        response: { 200: okEnvelope(lotteryAdminDrawsPage) },
      },
    },
    async (request) => ok(await admin.draws(request.query)),
  );
  app.get(
    lotteryPaths.adminDraw,
    {
      config: draws,
      schema: {
        tags,
        summary: 'One draw with its figures and every result entry',
        params: lotteryDrawParams,
        response: { 200: okEnvelope(lotteryAdminDrawDetail) },
      },
    },
    async (request) => ok(await admin.draw(BigInt(request.params.drawId))),
  );
  app.post(
    lotteryPaths.adminResults,
    {
      config: draws,
      schema: {
        tags,
        summary: "Enter a draw's result, typed or read from an imported sheet; it counts once a different staff member confirms it (audited)",
        params: lotteryDrawParams,
        body: lotteryResultRequest,
        response: { 200: okEnvelope(lotteryAdminDrawDetail) },
      },
    },
    async (request) => ok(await admin.enterResult(staffActorOf(request), BigInt(request.params.drawId), request.body.result, request.body.source)),
  );
  app.post(
    lotteryPaths.adminResultDecision,
    {
      config: draws,
      schema: {
        tags,
        summary:
          'Confirm or reject a waiting result entry; its author cannot (SECOND_APPROVER_REQUIRED). A confirmed correction resettles the draw before payout (audited)',
        params: lotteryEntryParams,
        body: lotteryDecisionRequest,
        response: { 200: okEnvelope(lotteryAdminDrawDetail) },
      },
    },
    async (request) => ok(await admin.decide(staffActorOf(request), BigInt(request.params.entryId), request.body.decision)),
  );
  app.post(
    lotteryPaths.adminClose,
    {
      config: operators,
      schema: {
        tags,
        summary: 'Stop taking bets on an open draw now, before its close time (audited)',
        params: lotteryDrawParams,
        response: { 200: okEnvelope(lotteryAdminDrawDetail) },
      },
    },
    async (request) => ok(await admin.closeDraw(staffActorOf(request), BigInt(request.params.drawId))),
  );
  app.post(
    lotteryPaths.adminVoid,
    {
      config: operators,
      schema: {
        tags,
        summary: 'Void a draw that has not started paying: every stake is refunded (audited)',
        params: lotteryDrawParams,
        body: lotteryVoidRequest,
        response: { 200: okEnvelope(lotteryAdminDrawDetail) },
      },
    },
    async (request) => ok(await admin.voidDraw(staffActorOf(request), BigInt(request.params.drawId), request.body.reason)),
  );
  app.get(
    lotteryPaths.adminExposure,
    {
      config: draws,
      schema: {
        tags,
        summary: "A draw's liability per number, highest first (200 at most), with the game's limit",
        params: lotteryDrawParams,
        response: { 200: okEnvelope(lotteryExposureView) },
      },
    },
    async (request) => ok(await admin.exposure(BigInt(request.params.drawId))),
  );
  app.get(
    lotteryPaths.adminReport,
    {
      config: draws,
      schema: {
        tags,
        summary: 'Stakes, payouts and margin per settled draw in a period (default the last 7 days, at most 92)',
        querystring: lotteryReportQuery,
        response: { 200: okEnvelope(lotteryReport) },
      },
    },
    async (request) => ok(await admin.report(request.query)),
  );
  app.get(
    lotteryPaths.adminReportCsv,
    { config: draws, schema: { tags, summary: 'The lottery report as CSV (money in major units)', querystring: lotteryReportQuery } },
    async (request, reply) => {
      const report = await admin.report(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lottery-report-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.csv"`)
        .send(lotteryReportCsv(report));
    },
  );
};
