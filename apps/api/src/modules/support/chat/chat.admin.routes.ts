import {
  boCannedReply,
  boCannedReplyIdParams,
  boCannedReplyInput,
  boCannedReplyList,
  boCannedReplyQuery,
  boLiveChat,
  boLiveChatConsole,
  boLiveChatDuty,
  boLiveChatDutyRequest,
  boLiveChatMemberView,
  boLiveChatOffline,
  boLiveChatOfflineIdRequest,
  boLiveChatOfflinePage,
  boLiveChatSearchPage,
  boLiveChatSearchQuery,
  boLiveChatStaffList,
  boLiveChatTranscript,
  boLiveChatTransferRequest,
  boPageQuery,
  liveChatIdParams,
  liveChatIdRequest,
  liveChatMessage,
  liveChatSendRequest,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { LiveChatService } from './chat.service';

export const staffOf = (request: FastifyRequest) => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
};

/** The staff console: duty, queue, my chats, transfer, canned replies, the member beside the chat, history. */
export const liveChatAdminRoutes: FastifyPluginAsyncZod<{ chat: LiveChatService }> = async (app, { chat }) => {
  const tags = ['back office: live chat'];
  // Support handles chats; finance and content staff have no business reading them.
  const config = { access: staffAccess('support') };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bo/chat/console',
    {
      config,
      schema: { tags, summary: 'My duty, the waiting queue, my chats and the open offline messages', response: { 200: okEnvelope(boLiveChatConsole) } },
    },
    async (request) => ok(await chat.consoleOf(staffOf(request))),
  );
  app.put(
    '/bo/chat/duty',
    {
      config,
      schema: { tags, summary: 'Go on or off duty and set how many chats at once', body: boLiveChatDutyRequest, response: { 200: okEnvelope(boLiveChatDuty) } },
    },
    async (request) => ok(await chat.setDuty(staffOf(request), request.body)),
  );
  app.get(
    '/bo/chat/staff',
    { config, schema: { tags, summary: 'Staff on duty with their load, to transfer a chat to', response: { 200: okEnvelope(boLiveChatStaffList) } } },
    async () => ok(await chat.onDutyStaff()),
  );
  app.post(
    '/bo/chat/take',
    { config, schema: { tags, summary: 'Take a waiting chat', body: liveChatIdRequest, response: { 200: okEnvelope(boLiveChat) } } },
    async (request) => ok(await chat.take(staffOf(request), BigInt(request.body.chatId))),
  );
  app.post(
    '/bo/chat/transfer',
    {
      config,
      schema: { tags, summary: 'Hand my chat to another staff member on duty', body: boLiveChatTransferRequest, response: { 200: okEnvelope(boLiveChat) } },
    },
    async (request) => ok(await chat.transfer(staffOf(request), BigInt(request.body.chatId), request.body.toStaffId)),
  );
  app.get(
    '/bo/chat/:chatId/messages',
    { config, schema: { tags, summary: 'A chat and its messages', params: liveChatIdParams, response: { 200: okEnvelope(boLiveChatTranscript) } } },
    async (request) => ok(await chat.staffTranscript(BigInt(request.params.chatId))),
  );
  app.post(
    '/bo/chat/messages',
    { config, schema: { tags, summary: 'Answer in a chat I hold', body: liveChatSendRequest, response: { 200: okEnvelope(liveChatMessage) } } },
    async (request) => ok(await chat.staffSend(staffOf(request), BigInt(request.body.chatId), request.body.text)),
  );
  app.post(
    '/bo/chat/close',
    { config, schema: { tags, summary: 'End a chat I hold', body: liveChatIdRequest, response: { 200: okEnvelope(boLiveChat) } } },
    async (request) => ok(await chat.staffClose(staffOf(request), BigInt(request.body.chatId))),
  );
  app.get(
    '/bo/chat/:chatId/member',
    {
      config,
      schema: {
        tags,
        summary: 'The chat’s member: profile, balance, recent transactions',
        params: liveChatIdParams,
        response: { 200: okEnvelope(boLiveChatMemberView) },
      },
    },
    async (request) => ok(await chat.memberPanel(BigInt(request.params.chatId))),
  );
  app.get(
    '/bo/chat/search',
    {
      config,
      schema: {
        tags,
        summary: 'Chat history by member, words said, days and status',
        querystring: boLiveChatSearchQuery,
        response: { 200: okEnvelope(boLiveChatSearchPage) },
      },
    },
    async (request) => ok(await chat.search(request.query)),
  );

  app.get(
    '/bo/chat/canned',
    {
      config,
      schema: { tags, summary: 'Canned replies, of one language or all', querystring: boCannedReplyQuery, response: { 200: okEnvelope(boCannedReplyList) } },
    },
    async (request) => ok(await chat.canned(request.query.language)),
  );
  app.post(
    '/bo/chat/canned',
    { config, schema: { tags, summary: 'Add a canned reply', body: boCannedReplyInput, response: { 200: okEnvelope(boCannedReply) } } },
    async (request) => ok(await chat.createCanned(staffActorOf(request), request.body)),
  );
  app.put(
    '/bo/chat/canned/:id',
    {
      config,
      schema: { tags, summary: 'Change a canned reply', params: boCannedReplyIdParams, body: boCannedReplyInput, response: { 200: okEnvelope(boCannedReply) } },
    },
    async (request) => ok(await chat.updateCanned(staffActorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/bo/chat/canned/:id',
    { config, schema: { tags, summary: 'Delete a canned reply', params: boCannedReplyIdParams, response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await chat.deleteCanned(staffActorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/bo/chat/offline',
    {
      config,
      schema: {
        tags,
        summary: 'Messages left while nobody was on duty, open ones first',
        querystring: boPageQuery,
        response: { 200: okEnvelope(boLiveChatOfflinePage) },
      },
    },
    async (request) => ok(await chat.offlineMessages(request.query)),
  );
  app.post(
    '/bo/chat/offline/handled',
    {
      config,
      schema: { tags, summary: 'Mark an offline message handled', body: boLiveChatOfflineIdRequest, response: { 200: okEnvelope(boLiveChatOffline) } },
    },
    async (request) => ok(await chat.handleOffline(staffOf(request), BigInt(request.body.id))),
  );
};
