import type { FastifyRequest } from 'fastify';
import { logSafeUrl } from '../lib/log-safe-url';

/**
 * The API's logger: secrets in logged objects are censored by path, and the request line is
 * Fastify's own except that a link's token or a code in the query string never reaches a log.
 */
export const loggerOptions = (level: string) => ({
  level,
  redact: { paths: ['req.headers.authorization', '*.password', '*.code', '*.challenge', '*.token', '*.verificationCode'], censor: '[redacted]' },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: logSafeUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
});
