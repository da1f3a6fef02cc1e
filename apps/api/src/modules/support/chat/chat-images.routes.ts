import multipart from '@fastify/multipart';
import { liveChatIdQuery, liveChatMessage, liveChatPaths, okEnvelope } from '@gp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { staffAccess, visitorAccess } from '../../../lib/route-access';
import { maxUploadBytes } from '../../engagement/content';
import { staffOf } from './chat.admin.routes';
import { chatCallerOf } from './chat.routes';
import type { LiveChatService } from './chat.service';

const multipartErrors: Record<string, 'IMAGE_TOO_LARGE' | 'ONE_FILE_ONLY' | 'VALIDATION_ERROR'> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_FILES_LIMIT: 'ONE_FILE_ONLY',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
};

/** The one file of a multipart body (field `file`); the image service checks what it holds. */
const fileOf = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw new AppError('ONE_FILE_ONLY');
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && multipartErrors[code]) throw new AppError(multipartErrors[code]);
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_ERROR', { details: { field: 'file' } });
  return file;
};

/**
 * Images in a chat, from either side. Multipart is registered in this plugin only: every other chat
 * call keeps refusing it. The file name is not kept, so nothing of it needs the text guard.
 */
export const liveChatImageRoutes: FastifyPluginAsyncZod<{ chat: LiveChatService }> = async (app, { chat }) => {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 2, parts: 3, fieldSize: 256, headerPairs: 50 } });
  const summary = 'Send one PNG or JPG image (multipart, field `file`, under 5 MB)';
  app.post(
    liveChatPaths.image,
    {
      config: { access: visitorAccess },
      schema: { tags: ['live chat'], summary, consumes: ['multipart/form-data'], querystring: liveChatIdQuery, response: { 200: okEnvelope(liveChatMessage) } },
    },
    async (request) => {
      const caller = chatCallerOf(request);
      // Who may write is checked before the upload is read: a stranger's bytes are never decoded.
      await chat.transcriptAccess(caller, BigInt(request.query.chatId));
      return ok(await chat.sendImage(caller, BigInt(request.query.chatId), await fileOf(request)));
    },
  );
  app.post(
    '/bo/chat/image',
    {
      config: { access: staffAccess('support') },
      schema: {
        tags: ['back office: live chat'],
        summary,
        consumes: ['multipart/form-data'],
        querystring: liveChatIdQuery,
        response: { 200: okEnvelope(liveChatMessage) },
      },
    },
    async (request) => ok(await chat.staffImage(staffOf(request), BigInt(request.query.chatId), await fileOf(request))),
  );
};
