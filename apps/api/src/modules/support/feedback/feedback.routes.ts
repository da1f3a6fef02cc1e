import { feedbackIdParams, feedbackRequest, feedbackSent, memberFeedback, memberFeedbackList, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { memberAccess, visitorAccess } from '../../../lib/route-access';
import type { FeedbackService } from './feedback.service';

/** The feedback form (members and visitors) and a member's own feedback with its answers. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; config: Config }> = async (app, { feedback, config }) => {
  const tags = ['feedback'];
  // Visitors can send it: a captcha on every one, and a per-address limit like the captcha image's.
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };

  app.put(
    '/wps/feedback',
    {
      config: { access: visitorAccess, rateLimit },
      schema: {
        tags,
        summary: 'Send feedback (question type, 20 to 200 characters, captcha); a member "apply for agent" also files an application',
        body: feedbackRequest,
        response: { 200: okEnvelope(feedbackSent) },
      },
    },
    async (request) => ok(await feedback.send(request.member ?? null, request.body, request.ip)),
  );
  app.get(
    '/wps/feedback/mine',
    {
      config: { access: memberAccess },
      schema: { tags, summary: "The member's latest 50 feedback, newest first, with answers", response: { 200: okEnvelope(memberFeedbackList) } },
    },
    async (request) => ok(await feedback.mine(memberOf(request))),
  );
  app.get(
    '/wps/feedback/:id',
    {
      config: { access: memberAccess },
      schema: { tags, summary: "One of the member's own feedback", params: feedbackIdParams, response: { 200: okEnvelope(memberFeedback) } },
    },
    async (request) => ok(await feedback.one(memberOf(request), request.params.id)),
  );
};
