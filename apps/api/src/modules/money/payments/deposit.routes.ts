import multipart from '@fastify/multipart';
import {
  depositCreateRequest,
  depositListQuery,
  depositMethodList,
  depositOrder,
  depositOrderParams,
  depositPage,
  depositProofUpload,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { SettingsService } from '../../platform/settings';
import { maxUploadBytes } from '../../engagement/content';
import type { DepositService } from './deposits.service';
import type { PaymentMethodService } from './payment-methods.service';

const multipartErrors: Record<string, 'IMAGE_TOO_LARGE' | 'ONE_FILE_ONLY' | 'VALIDATION_ERROR'> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_FILES_LIMIT: 'ONE_FILE_ONLY',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
};

type Options = { deposits: DepositService; methods: PaymentMethodService; settings: SettingsService };

/** The player's deposit page (depositv2): methods, proof upload, create, history, one order. */
export const depositRoutes: FastifyPluginAsyncZod<Options> = async (app, { deposits, methods, settings }) => {
  const tags = ['deposit'];
  const config = { access: memberAccess };

  app.get(
    '/wps/deposit/methods',
    {
      config,
      schema: { tags, summary: 'Enabled deposit methods with their minimum and maximum (minor units)', response: { 200: okEnvelope(depositMethodList) } },
    },
    async (request) => {
      const merchant = await settings.value('merchant');
      return ok({ list: await methods.listEnabled(languageOf(request)), currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    },
  );

  app.post(
    '/wps/deposit',
    {
      config,
      schema: {
        tags,
        summary: 'Create a deposit; the same idempotencyKey answers the deposit it created the first time',
        description:
          "Manual bank transfer: transferReference is required, proofIds (from POST /wps/deposit/proofs) optional, up to 3; the deposit waits for finance staff. Gateway: answers redirectUrl, the provider's hosted payment page. A repeated idempotencyKey with the same request answers the first deposit; with another request IDEMPOTENCY_CONFLICT.",
        body: depositCreateRequest,
        response: { 200: okEnvelope(depositOrder) },
      },
    },
    async (request) => ok(await deposits.create(memberOf(request), request.body, languageOf(request))),
  );

  app.get(
    '/wps/deposit/list',
    { config, schema: { tags, summary: "The member's deposits, newest first", querystring: depositListQuery, response: { 200: okEnvelope(depositPage) } } },
    async (request) => ok(await deposits.listMine(memberOf(request), request.query, languageOf(request))),
  );

  app.get(
    '/wps/deposit/order/:orderNo',
    {
      config,
      schema: {
        tags,
        summary: "One of the member's deposits, by order number (the page polls it after the gateway)",
        params: depositOrderParams,
        response: { 200: okEnvelope(depositOrder) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deposits.getMine(memberOf(request), request.params.orderNo, languageOf(request)));
    },
  );

  // Multipart is registered in this scope only: every other route keeps refusing it.
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 } });
    scoped.post(
      '/wps/deposit/proofs',
      {
        config,
        schema: {
          tags,
          summary: 'Upload one proof image for a manual transfer (multipart, field `file`, PNG or JPG by content, under 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: okEnvelope(depositProofUpload) },
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
        return ok(await deposits.uploadProof(memberOf(request), file));
      },
    );
  });
};
