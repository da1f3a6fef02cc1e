import multipart from '@fastify/multipart';
import {
  bankAccount,
  bankAccountCreateRequest,
  bankAccountDeleted,
  bankAccountIdParams,
  bankAccountList,
  maxProofImages,
  okEnvelope,
  payeeConfirmCodeSent,
  payeeConfirmRequest,
  payeeConfirmSendRequest,
  receiptFields,
  turnoverProgress,
  withdrawal,
  withdrawalIdParams,
  withdrawalList,
  withdrawalListQuery,
  withdrawalProofParams,
  withdrawOptions,
  withdrawRequest,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { memberAccess } from '../../../lib/route-access';
import { callerOf, memberOf } from '../../../lib/caller-context';
import { maxUploadBytes } from '../../engagement/content';
import type { ProofFile } from './proof-images';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes';
import type { WithdrawalServices } from './withdrawals.wiring';

const multipartErrors: Record<string, 'IMAGE_TOO_LARGE' | 'TOO_MANY_IMAGES' | 'VALIDATION_ERROR'> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_IMAGES',
  FST_PARTS_LIMIT: 'VALIDATION_ERROR',
  FST_FIELDS_LIMIT: 'VALIDATION_ERROR',
};

/** `POST /wps/withdraw/:id/receipt` reads multipart; registered apart so no other route accepts it. */
const receiptRoutes: FastifyPluginAsyncZod<{ services: WithdrawalServices }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: maxProofImages, fields: 5, parts: maxProofImages + 5, fieldSize: 64, headerPairs: 100 },
  });
  app.post(
    '/wps/withdraw/:id/receipt',
    {
      config: { access: memberAccess },
      schema: {
        tags: ['withdraw'],
        summary:
          'Confirm receipt of an approved withdrawal: full, partial or notReceived (multipart: kind, receivedAmount, 1 to 3 `proof` images for partial and notReceived)',
        consumes: ['multipart/form-data'],
        params: withdrawalIdParams,
        response: { 200: okEnvelope(withdrawal) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const fields: Record<string, string> = {};
      const proofs: ProofFile[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') proofs.push({ bytes: await part.toBuffer(), name: part.filename });
          else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && multipartErrors[code]) throw new AppError(multipartErrors[code], { details: { max: maxProofImages } });
        throw error;
      }
      const parsed = receiptFields.safeParse(fields);
      if (!parsed.success)
        throw new AppError('VALIDATION_ERROR', { details: { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) } });
      return ok(await services.withdrawals.confirmReceipt(memberOf(request), BigInt(request.params.id), parsed.data, proofs));
    },
  );
};

/**
 * The player's withdraw page and, through withdrawalsAdminRoutes,
 * the finance staff's queue. Also starts the auto-confirm sweep with the app and stops it on close.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ services: WithdrawalServices }> = async (app, { services }) => {
  const tags = ['withdraw'];
  const access = memberAccess;

  app.get(
    '/wps/member/bankAccounts',
    { config: { access }, schema: { tags, summary: 'The bank accounts withdrawals pay to (numbers masked)', response: { 200: okEnvelope(bankAccountList) } } },
    async (request) => ok(await services.bankAccounts.list(memberOf(request))),
  );
  app.post(
    '/wps/member/bankAccounts',
    {
      config: { access },
      schema: {
        tags,
        summary: "Add a bank account; the payee must be the member's real name",
        body: bankAccountCreateRequest,
        response: { 200: okEnvelope(bankAccount) },
      },
    },
    async (request) => ok(await services.bankAccounts.add(memberOf(request), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/bankAccounts/:id/confirm/send',
    {
      config: { access },
      schema: {
        tags,
        summary: "Send a code to the member's own mobile or email for confirming a new bank account",
        params: bankAccountIdParams,
        body: payeeConfirmSendRequest,
        response: { 200: okEnvelope(payeeConfirmCodeSent) },
      },
    },
    async (request) => ok(await services.bankAccounts.sendConfirmCode(memberOf(request), BigInt(request.params.id), request.body, callerOf(request))),
  );
  app.post(
    '/wps/member/bankAccounts/:id/confirm',
    {
      config: { access, encrypted: true },
      schema: {
        tags,
        summary: 'Make a new bank account usable before its cool-down ends: the login password and a second factor code (E)',
        params: bankAccountIdParams,
        body: payeeConfirmRequest,
        response: { 200: okEnvelope(bankAccount) },
      },
    },
    async (request) => ok(await services.bankAccounts.confirm(memberOf(request), BigInt(request.params.id), request.body, callerOf(request))),
  );
  app.delete(
    '/wps/member/bankAccounts/:id',
    { config: { access }, schema: { tags, summary: 'Remove a bank account', params: bankAccountIdParams, response: { 200: okEnvelope(bankAccountDeleted) } } },
    async (request) => ok(await services.bankAccounts.remove(memberOf(request), BigInt(request.params.id))),
  );
  app.get(
    '/wps/withdraw/options',
    { config: { access }, schema: { tags, summary: 'Balance, limits and what is set up for withdrawing', response: { 200: okEnvelope(withdrawOptions) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await services.withdrawals.options(memberOf(request)));
    },
  );
  app.get(
    '/wps/withdraw/turnover',
    {
      config: { access },
      schema: { tags, summary: 'Valid bets since the last deposit against the turnover it requires', response: { 200: okEnvelope(turnoverProgress) } },
    },
    async (request) => ok(await services.withdrawals.turnover(memberOf(request))),
  );
  app.post(
    '/wps/withdraw',
    {
      config: { access, encrypted: true },
      schema: {
        tags,
        summary: 'Request a withdrawal with the payment password (E); the amount moves to the withdrawal hold at once',
        body: withdrawRequest,
        response: { 200: okEnvelope(withdrawal) },
      },
    },
    async (request) => ok(await services.withdrawals.request(memberOf(request), request.body)),
  );
  app.get(
    '/wps/withdraw/list',
    {
      config: { access },
      schema: { tags, summary: "The member's withdrawals, newest first", querystring: withdrawalListQuery, response: { 200: okEnvelope(withdrawalList) } },
    },
    async (request) => ok(await services.withdrawals.list(memberOf(request), request.query)),
  );
  app.get(
    '/wps/withdraw/:id/proofs/:index',
    {
      config: { access },
      schema: { tags, summary: "A proof image (1 to 3) of the member's own receipt dispute; never cached", params: withdrawalProofParams },
    },
    async (request, reply) => {
      const image = await services.withdrawals.proofImage(memberOf(request), BigInt(request.params.id), request.params.index);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
  await app.register(receiptRoutes, { services });
  await app.register(withdrawalsAdminRoutes, { services });

  // Before anything is served: proofs an older version left under the public uploads go private.
  // A failure (a folder's permissions) is logged loudly but does not keep the whole site down.
  app.addHook('onReady', async () => {
    try {
      const moved = await services.withdrawalProofStore.movePublicProofs();
      if (moved.disputes > 0) app.log.info(moved, 'withdrawal proofs moved out of the public uploads');
    } catch (error) {
      app.log.error({ err: error }, 'withdrawal proofs could not be moved out of the public uploads');
    }
  });
  app.addHook('onReady', async () => services.withdrawalAutoConfirm.start((error) => app.log.error({ err: error }, 'withdrawal auto-confirm sweep failed')));
  app.addHook('onClose', async () => services.withdrawalAutoConfirm.stop());
};
