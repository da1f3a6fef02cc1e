import {
  boFeedback,
  boFeedbackAnswer,
  boFeedbackAssign,
  boFeedbackAssignees,
  boFeedbackIdParams,
  boFeedbackPage,
  boFeedbackQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { FeedbackAdminService } from './feedback.service';

/** Back office, the feedback inbox: support and operators list, assign, answer and close feedback. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ feedbackAdmin: FeedbackAdminService }> = async (app, { feedbackAdmin }) => {
  const tags = ['back office: feedback'];
  const access = { access: staffAccess('support', 'operator') };
  const byId = { params: boFeedbackIdParams, response: { 200: okEnvelope(boFeedback) } };

  app.get(
    '/bo/feedback',
    {
      config: access,
      schema: {
        tags,
        summary: 'Feedback by status, question type or member, newest first',
        querystring: boFeedbackQuery,
        response: { 200: okEnvelope(boFeedbackPage) },
      },
    },
    async (request) => ok(await feedbackAdmin.list(request.query)),
  );
  app.get(
    '/bo/feedback/assignees',
    { config: access, schema: { tags, summary: 'The staff a feedback can be assigned to', response: { 200: okEnvelope(boFeedbackAssignees) } } },
    async () => ok(await feedbackAdmin.assignees()),
  );
  app.get('/bo/feedback/:id', { config: access, schema: { tags, summary: 'One feedback', ...byId } }, async (request) =>
    ok(await feedbackAdmin.get(BigInt(request.params.id))),
  );
  app.post(
    '/bo/feedback/:id/assign',
    { config: access, schema: { tags, summary: 'Assign to a staff member (the caller when none is named)', body: boFeedbackAssign, ...byId } },
    async (request) => ok(await feedbackAdmin.assign(BigInt(request.params.id), request.body.staffId, staffActorOf(request))),
  );
  app.post(
    '/bo/feedback/:id/answer',
    { config: access, schema: { tags, summary: "Answer: a member's answer lands in their inbox", body: boFeedbackAnswer, ...byId } },
    async (request) => ok(await feedbackAdmin.answer(BigInt(request.params.id), request.body.answer, staffActorOf(request))),
  );
  app.post('/bo/feedback/:id/close', { config: access, schema: { tags, summary: 'Close the feedback', ...byId } }, async (request) =>
    ok(await feedbackAdmin.close(BigInt(request.params.id), staffActorOf(request))),
  );
};
