import multipart from '@fastify/multipart';
import { okEnvelope, uploadResult } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { isStorableText } from '../../../lib/unstorable-text';
import { publicAccess, staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import { maxUploadBytes, uploadNamePattern, type UploadService } from './upload.service';

const multipartErrors: Record<string, 'IMAGE_TOO_LARGE' | 'ONE_FILE_ONLY' | 'VALIDATION_ERROR'> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_FILES_LIMIT: 'ONE_FILE_ONLY',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
};

/**
 * Image upload for staff and the public path that serves the files. Multipart is registered in this
 * plugin only: every other route keeps refusing it, and keeps the 1 MB JSON body limit.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 100 } });
  const tags = ['back office: content'];

  app.post(
    '/bo/uploads',
    {
      config: { access: staffAccess('content', 'operator') },
      schema: {
        tags,
        summary: 'Upload one PNG or JPG image (multipart, field `file`, under 5 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(uploadResult) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      let file: { bytes: Buffer; name: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (file) throw new AppError('ONE_FILE_ONLY');
          file = { bytes: await part.toBuffer(), name: part.filename };
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && multipartErrors[code]) throw new AppError(multipartErrors[code]);
        throw error;
      }
      if (!file) throw new AppError('VALIDATION_ERROR', { details: { field: 'file' } });
      // Multipart is read here, after the request-wide text guard; the name goes into the audit entry.
      if (!isStorableText(file.name)) throw new AppError('INVALID_TEXT', { details: { field: 'file.filename' } });
      return ok(await uploads.saveImage(file.bytes, file.name, staffActorOf(request)));
    },
  );

  app.get(
    '/uploads/:name',
    {
      config: { access: publicAccess },
      schema: { tags: ['content'], summary: 'An uploaded image', params: z.object({ name: z.string().regex(uploadNamePattern) }) },
    },
    async (request, reply) => {
      const file = await uploads.read(request.params.name);
      if (!file) throw new AppError('NOT_FOUND');
      // Names are random and never reused, so the bytes behind one never change.
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.bytes);
    },
  );
};
