import {
  liveChatHistoryPage,
  liveChatIdQuery,
  liveChatIdRequest,
  liveChatMessage,
  liveChatOfflineRequest,
  liveChatOpened,
  liveChatOpenRequest,
  liveChatPaths,
  liveChatRateRequest,
  liveChatSendRequest,
  liveChatStatusView,
  liveChatToken,
  liveChatTokenHeader,
  liveChatTranscript,
  liveChatView,
  liveModelLaunchRequest,
  liveModelLaunchResult,
  liveModelList,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess, visitorAccess } from '../../../lib/route-access';
import type { ChatCaller, LiveChatService } from './chat.service';

/** The chat token from its header (never the URL, which logs keep); a malformed one is no token. */
export const chatCallerOf = (request: FastifyRequest): ChatCaller => {
  const header = request.headers[liveChatTokenHeader];
  const token = typeof header === 'string' && liveChatToken.safeParse(header).success ? header : null;
  return { member: request.member ?? null, token };
};

/**
 * The player side of live chat: members (bearer token) and visitors (the chat token issued when they
 * open a chat, sent in `x-chat-token`). Delivery is the socket's; these calls write.
 */
export const liveChatRoutes: FastifyPluginAsyncZod<{ chat: LiveChatService; config: Config }> = async (app, { chat, config }) => {
  const tags = ['live chat'];
  const visitor = { access: visitorAccess };
  // Opening a chat or leaving a message costs staff time: throttled per address like sign-in.
  const throttled = { access: visitorAccess, rateLimit: { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' } };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    liveChatPaths.status,
    { config: visitor, schema: { tags, summary: 'Whether support is on duty, and the member’s open chat', response: { 200: okEnvelope(liveChatStatusView) } } },
    async (request) => ok(await chat.status(request.member ?? null)),
  );
  app.post(
    liveChatPaths.open,
    {
      config: throttled,
      schema: {
        tags,
        summary: 'Open a chat (a member’s open chat is answered again); the token authenticates the socket and the calls',
        body: liveChatOpenRequest,
        response: { 200: okEnvelope(liveChatOpened) },
      },
    },
    async (request) => ok(await chat.open(request.member ?? null, request.body, languageOf(request))),
  );
  app.post(
    liveChatPaths.offline,
    {
      config: throttled,
      schema: { tags, summary: 'Leave a message and a contact while nobody is on duty', body: liveChatOfflineRequest, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await chat.offline(request.member ?? null, request.body, languageOf(request));
      return ok(null);
    },
  );
  app.get(
    liveChatPaths.messages,
    {
      config: visitor,
      schema: {
        tags,
        summary: 'The chat and its messages (x-chat-token, or the member’s own chat)',
        querystring: liveChatIdQuery,
        response: { 200: okEnvelope(liveChatTranscript) },
      },
    },
    async (request) => ok(await chat.transcript(chatCallerOf(request), BigInt(request.query.chatId))),
  );
  app.post(
    liveChatPaths.messages,
    {
      config: visitor,
      schema: { tags, summary: 'Say something in the chat (up to 2000 characters)', body: liveChatSendRequest, response: { 200: okEnvelope(liveChatMessage) } },
    },
    async (request) => ok(await chat.send(chatCallerOf(request), BigInt(request.body.chatId), request.body.text)),
  );
  app.post(
    liveChatPaths.close,
    { config: visitor, schema: { tags, summary: 'End the chat', body: liveChatIdRequest, response: { 200: okEnvelope(liveChatView) } } },
    async (request) => ok(await chat.close(chatCallerOf(request), BigInt(request.body.chatId))),
  );
  app.post(
    liveChatPaths.rate,
    {
      config: visitor,
      schema: { tags, summary: 'Rate the chat 1 to 5 at its end (once)', body: liveChatRateRequest, response: { 200: okEnvelope(liveChatView) } },
    },
    async (request) => ok(await chat.rate(chatCallerOf(request), request.body)),
  );
  app.get(
    liveChatPaths.history,
    { config: { access: memberAccess }, schema: { tags, summary: 'The member’s chats, newest first', response: { 200: okEnvelope(liveChatHistoryPage) } } },
    async (request) => ok(await chat.history(memberOf(request))),
  );

  // The spec's live models: a model's chat is this service's chat, with the model as its topic.
  app.get(
    liveChatPaths.models,
    { config: visitor, schema: { tags, summary: 'Live models one can chat with', response: { 200: okEnvelope(liveModelList) } } },
    async () => ok(await chat.models()),
  );
  app.post(
    liveChatPaths.launchModel,
    {
      config: visitor,
      schema: {
        tags,
        summary: 'Launch a model’s chat: answers the chatUrl opening it',
        body: liveModelLaunchRequest,
        response: { 200: okEnvelope(liveModelLaunchResult) },
      },
    },
    async (request) => ok(await chat.launchModel(request.body.modelId)),
  );
};
