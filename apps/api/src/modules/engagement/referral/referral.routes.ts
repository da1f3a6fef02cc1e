import {
  okEnvelope,
  referralClickRequest,
  referralClickResult,
  referralLink,
  referralLinkIdParams,
  referralLinkInput,
  referralLinkList,
  referralOverview,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess, publicAccess } from '../../../lib/route-access';
import type { ReferralService } from './referral.service';

/** The member's referral page (invite friends) and link management, and the public click count. */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (app, { referral }) => {
  const tags = ['referral'];
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/referral',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "The member's referral code and link, the programme's terms, totals and rewards",
        response: { 200: okEnvelope(referralOverview) },
      },
    },
    async (request) => ok(await referral.overview(memberOf(request))),
  );
  app.get(
    '/wps/referral/links',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "The member's links with clicks, registrations, first deposits and rewards per link",
        response: { 200: okEnvelope(referralLinkList) },
      },
    },
    async (request) => ok(await referral.links(memberOf(request))),
  );
  app.post(
    '/wps/referral/links',
    {
      config: { access: memberAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Add a labelled link (the same label again answers the link that has it)',
        body: referralLinkInput,
        response: { 200: okEnvelope(referralLink) },
      },
    },
    async (request) => ok(await referral.createLink(memberOf(request), request.body.label)),
  );
  app.get(
    '/wps/referral/links/:id',
    {
      config: { access: memberAccess },
      schema: { tags, summary: "One of the member's links with its figures", params: referralLinkIdParams, response: { 200: okEnvelope(referralLink) } },
    },
    async (request) => ok(await referral.oneLink(memberOf(request), request.params.id)),
  );
  app.put(
    '/wps/referral/links/:id',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "Rename one of the member's links",
        params: referralLinkIdParams,
        body: referralLinkInput,
        response: { 200: okEnvelope(referralLink) },
      },
    },
    async (request) => ok(await referral.relabel(memberOf(request), request.params.id, request.body.label)),
  );
  app.post(
    '/wps/referral/click',
    {
      // Anyone may open a friend's link; counted once a visitor a day, and throttled per address.
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Count a visit of /register?referralCode= (once per visitor, link and day)',
        body: referralClickRequest,
        response: { 200: okEnvelope(referralClickResult) },
      },
    },
    async (request) => ok(await referral.click(request.body.code, callerOf(request))),
  );
};
