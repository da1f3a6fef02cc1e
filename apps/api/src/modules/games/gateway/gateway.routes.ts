import { vendorWalletStatuses } from '@gp/contracts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../../lib/route-access';
import type { GameWalletService } from './game-wallet.service';

/** Vendor bodies are small; anything bigger is refused before it is read in full. */
const vendorBodyLimitBytes = 16 * 1024;

const vendorWalletResponse = z.looseObject({
  status: z.enum(vendorWalletStatuses),
  balance: z.number().int().optional(),
  message: z.string().optional(),
});

/**
 * Vendor wallet API v1 and v1.1 (docs/vendor-wallet.md): `POST /gw/v1/{vendorCode}/{action}`. The signature
 * covers the exact bytes sent, so this scope alone reads JSON as a raw Buffer. Public: the HMAC
 * signature is the authentication (checked in the service). Answers are `{status, ...}`, never the
 * player envelope: this scope has its own error handler, so a malformed, oversized or mistyped
 * body is `INVALID_REQUEST` with HTTP 200 and only our own fault is a 500 `INTERNAL_ERROR`.
 * /gw is outside the player gate: maintenance never stops settlements.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ gameWallet: GameWalletService }> = async (app, { gameWallet }) => {
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

  app.post(
    '/gw/v1/:vendorCode/:action',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['vendor-wallet'],
        summary: 'Vendor wallet API v1: authenticate, balance, bet, win, rollback; v1.1 adds adjust (signed JSON, X-Signature)',
        description:
          'X-Signature = hex(HMAC-SHA256(vendor secret, raw body)); the previous secret is accepted until its grace period ends. ' +
          'Every answer is HTTP 200 `{status, ...}` except INTERNAL_ERROR (500, the only retryable status). ' +
          'A replayed txId answers the first response; the same txId with other content is DUPLICATE_TRANSACTION. ' +
          'adjust (a signed correction of a settled round) answers INVALID_REQUEST UNKNOWN_ACTION unless the vendor speaks v1.1.',
        params: z.object({ vendorCode: z.string().min(1).max(64), action: z.string().min(1).max(32) }),
        response: { 200: vendorWalletResponse, 500: vendorWalletResponse },
      },
    },
    async (request, reply) => {
      const signature = request.headers['x-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await gameWallet.handle(
        request.params.vendorCode,
        request.params.action,
        raw,
        typeof signature === 'string' ? signature : undefined,
        request.ip,
      );
      if (result.error !== undefined) request.log.error({ err: result.error }, 'vendor wallet call failed');
      return reply.code(result.httpStatus).send(result.body);
    },
  );
};
