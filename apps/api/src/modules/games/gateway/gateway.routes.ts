import { vendorWalletActions, vendorWalletBatchMaxBytes, vendorWalletBatchMaxCalls, vendorWalletStatuses } from '@gp/contracts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../../lib/route-access';
import type { Metrics } from '../../../metrics/metrics';
import { batchRoute, type GameWalletService } from './game-wallet.service';
import { compileWalletBody } from './wallet-body-validator';

/** Vendor bodies are small; anything bigger is refused before it is read in full. */
const vendorBodyLimitBytes = 16 * 1024;

const vendorWalletResponse = z.looseObject({
  status: z.enum(vendorWalletStatuses),
  balance: z.number().int().optional(),
  message: z.string().optional(),
});

const vendorBatchResponse = vendorWalletResponse.extend({ results: z.array(vendorWalletResponse).optional() });

const vendorCodeParam = z.string().min(1).max(64);

const measuredActions = new Set<string>([...vendorWalletActions, batchRoute]);

/**
 * The path parameters checked by a validator compiled once from their zod schema (the same answers:
 * a failure is Fastify's FST_ERR_VALIDATION, as with the app's zod validator).
 */
const compiledParams = ({ schema }: { schema: unknown }) => {
  const compiled = compileWalletBody(schema as z.ZodType);
  return (data: unknown) => {
    const parsed = compiled.safeParse(data);
    return parsed.success ? { value: parsed.data } : { error: new Error('the path parameters do not match their schema') };
  };
};

/**
 * Answers are the service's own typed `{status, ...}` objects: plain JSON.stringify, with no check
 * against the response schema (which stays for the OpenAPI document).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Route options every wallet route shares: compiled checks, plain answers, no compression (answers are tiny). */
const leanRoute = { validatorCompiler: compiledParams, serializerCompiler: plainJson, compress: false } as const;

/**
 * Vendor wallet API v1 and v1.1 (docs/vendor-wallet.md): `POST /gw/v1/{vendorCode}/{action}`. The signature
 * covers the exact bytes sent, so this scope alone reads JSON as a raw Buffer. Public: the HMAC
 * signature is the authentication (checked in the service). Answers are `{status, ...}`, never the
 * player envelope: this scope has its own error handler, so a malformed, oversized or mistyped
 * body is `INVALID_REQUEST` with HTTP 200 and only our own fault is a 500 `INTERNAL_ERROR`.
 * /gw is outside the player gate: maintenance never stops settlements.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ gameWallet: GameWalletService; metrics: Metrics }> = async (app, { gameWallet, metrics }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: vendorBodyLimitBytes }, (_request, body, done) => {
    done(null, body);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'vendor wallet call failed');
      return reply.code(500).send({ status: 'INTERNAL_ERROR' });
    }
    return reply.code(200).send({ status: 'INVALID_REQUEST', message: error.code ?? 'BAD_REQUEST' });
  });

  const answer = async (
    request: { params: { vendorCode: string }; headers: Record<string, unknown>; body: unknown; ip: string; log: { error: (o: object, m: string) => void } },
    action: string,
  ) => {
    const started = performance.now();
    const signature = request.headers['x-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const result = await gameWallet.handle(request.params.vendorCode, action, raw, typeof signature === 'string' ? signature : undefined, request.ip);
    if (result.error !== undefined) request.log.error({ err: result.error }, 'vendor wallet call failed');
    // Labels only ever hold known values: a caller choosing the vendor code or action of a refused
    // call must not mint a new time series per request.
    const vendor = (await gameWallet.knownVendor(request.params.vendorCode)) ? request.params.vendorCode : 'unknown';
    const labels = { vendor, action: measuredActions.has(action) ? action : 'other' };
    metrics.walletCalls.inc({ ...labels, outcome: result.body.status });
    metrics.walletDuration.observe(labels, (performance.now() - started) / 1000);
    return result;
  };

  // A static path wins over the parametric one below, so `batch` alone gets the larger body limit.
  app.post(
    `/gw/v1/:vendorCode/${batchRoute}`,
    {
      ...leanRoute,
      bodyLimit: vendorWalletBatchMaxBytes,
      config: { access: publicAccess },
      schema: {
        tags: ['vendor-wallet'],
        summary: `Vendor wallet API v1.1: batch of up to ${vendorWalletBatchMaxCalls} settlement calls (win, adjust, rollback), one signature`,
        description:
          "Body `{requestId, timestamp, calls: [{action, ...that action's body without requestId and timestamp}]}`, at most 1 MiB. " +
          "`results` holds each call's answer in order, exactly as the single call would answer it; each call is idempotent by its own txId. " +
          'A fault of ours answers the whole batch INTERNAL_ERROR (500): send it again. A vendor on v1.0 gets INVALID_REQUEST UNKNOWN_ACTION.',
        params: z.object({ vendorCode: vendorCodeParam }),
        response: { 200: vendorBatchResponse, 500: vendorBatchResponse },
      },
    },
    async (request, reply) => {
      const result = await answer(request, batchRoute);
      return reply.code(result.httpStatus).send(result.body);
    },
  );

  app.post(
    '/gw/v1/:vendorCode/:action',
    {
      ...leanRoute,
      config: { access: publicAccess },
      schema: {
        tags: ['vendor-wallet'],
        summary: 'Vendor wallet API v1: authenticate, balance, bet, win, rollback; v1.1 adds adjust (signed JSON, X-Signature)',
        description:
          'X-Signature = hex(HMAC-SHA256(vendor secret, raw body)); the previous secret is accepted until its grace period ends. ' +
          'Every answer is HTTP 200 `{status, ...}` except INTERNAL_ERROR (500, the only retryable status). ' +
          'A replayed txId answers the first response; the same txId with other content is DUPLICATE_TRANSACTION. ' +
          'adjust (a signed correction of a settled round) answers INVALID_REQUEST UNKNOWN_ACTION unless the vendor speaks v1.1.',
        params: z.object({ vendorCode: vendorCodeParam, action: z.string().min(1).max(32) }),
        response: { 200: vendorWalletResponse, 500: vendorWalletResponse },
      },
    },
    async (request, reply) => {
      const result = await answer(request, request.params.action);
      return reply.code(result.httpStatus).send(result.body);
    },
  );
};
