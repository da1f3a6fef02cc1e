import multipart from '@fastify/multipart';
import { okEnvelope, promotionApplyRequest, promotionApplyResult, promotionIdParams, promotionImageUpload, promotionPendingClaimList } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { memberOf } from '../../../lib/caller-context';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import { maxUploadBytes } from '../content';
import type { ApplyService } from './apply.service';

const multipartErrors: Record<string, 'IMAGE_TOO_LARGE' | 'ONE_FILE_ONLY' | 'VALIDATION_ERROR'> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_FILES_LIMIT: 'ONE_FILE_ONLY',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
};

/** `apply` activities, the member's side: a picture upload, the application, and claims not paid (yet). */
export const applyRoutes: FastifyPluginAsyncZod<{ applications: ApplyService }> = async (app, { applications }) => {
  const tags = ['promotions'];
  const config = { access: memberAccess };

  app.post(
    '/wps/promotions/:id/apply',
    {
      config,
      schema: {
        tags,
        summary: 'Apply to an `apply` promotion with a remark and up to 3 uploaded pictures; the same application again answers the first',
        description:
          'Creates an application (`applying`) staff review. imageIds come from POST /wps/promotions/images. A second, different application in the same period of the rule is refused with PROMOTION_ALREADY_APPLIED.',
        params: promotionIdParams,
        body: promotionApplyRequest,
        response: { 200: okEnvelope(promotionApplyResult) },
      },
    },
    async (request) => ok(await applications.apply(memberOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/promotions/pending',
    {
      config,
      schema: {
        tags,
        summary: "The member's applications and held claims waiting for staff, and refused ones with the reason, newest first",
        response: { 200: okEnvelope(promotionPendingClaimList) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await applications.pending(memberOf(request), languageOf(request)));
    },
  );

  // Multipart is registered in this scope only: every other route keeps refusing it.
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 } });
    scoped.post(
      '/wps/promotions/images',
      {
        config,
        schema: {
          tags,
          summary: 'Upload one picture for an application (multipart, field `file`, PNG or JPG by content, under 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: okEnvelope(promotionImageUpload) },
        },
      },
      async (request) => {
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
        return ok(await applications.uploadImage(memberOf(request), file));
      },
    );
  });
};
