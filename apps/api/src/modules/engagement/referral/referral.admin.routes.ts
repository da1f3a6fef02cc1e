import { boReferralReport, boReferralReportQuery, boReferralRunResult, boReferralSettings, boReferralSettingsInput, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { ReferralAdminService } from './referral-admin.service';

/** Back office, referral programme: operators set the rewards (they move money); support and finance read. */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ referralAdmin: ReferralAdminService }> = async (app, { referralAdmin }) => {
  const tags = ['back office: referral'];
  const readAccess = { access: staffAccess('operator', 'finance', 'support') };
  const writeAccess = { access: staffAccess('operator') };

  app.get(
    '/bo/referral/settings',
    {
      config: readAccess,
      schema: { tags, summary: "The referral programme's switch, reward rules and link limit", response: { 200: okEnvelope(boReferralSettings) } },
    },
    async () => ok(await referralAdmin.settings()),
  );
  app.put(
    '/bo/referral/settings',
    {
      config: writeAccess,
      schema: { tags, summary: 'Set the referral programme (audited)', body: boReferralSettingsInput, response: { 200: okEnvelope(boReferralSettings) } },
    },
    async (request) => ok(await referralAdmin.updateSettings(request.body, staffActorOf(request))),
  );
  app.get(
    '/bo/referral/report',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'Referees with their referrer, link, first deposit, valid bets and rewards',
        querystring: boReferralReportQuery,
        response: { 200: okEnvelope(boReferralReport) },
      },
    },
    async (request) => ok(await referralAdmin.report(request.query)),
  );
  app.post(
    '/bo/referral/run',
    { config: writeAccess, schema: { tags, summary: 'Pay the rewards due now (audited; idempotent)', response: { 200: okEnvelope(boReferralRunResult) } } },
    async (request) => ok(await referralAdmin.runNow(staffActorOf(request))),
  );
};
