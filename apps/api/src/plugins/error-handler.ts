import type { ErrorCode } from '@gp/contracts';
import { errorStatus } from '@gp/contracts';
import { translate } from '@gp/i18n/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import type { SpaFallback } from './static-sites';
import { describeIssue, isValidationItem } from './validation';

type Details = Record<string, unknown>;

/** Amounts are bigints inside the API; JSON carries them as integers (strings only past 2^53). */
const jsonSafe = (value: unknown): unknown => {
  if (typeof value === 'bigint') return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
  return value;
};

const send = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: Details, params: Record<string, string | number> = {}) =>
  reply.code(errorStatus[code]).send({
    code,
    message: translate(request.lang, 'errors', code, params),
    value: null,
    ...(details ? { details: jsonSafe(details) } : {}),
  });

/** Fastify's own errors for bad input, mapped onto our codes. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_BAD_URL: 'NOT_FOUND',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_ERROR',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

/** A PostgreSQL restart takes a few seconds; clients wait this long before they try again. */
export const databaseRetryAfterSeconds = 5;

/**
 * Turns every failure into the envelope of docs/api.md. Bad input is a 4xx with field paths;
 * only a fault of ours is a 500, and its cause stays in the log, never in the response. A database
 * that cannot be reached (restarting, connection lost) is no fault of ours either, and clears up by
 * itself: 503 SERVICE_UNAVAILABLE with Retry-After, also when a service wrapped it in an INTERNAL_ERROR.
 */
export const registerErrorHandler = (app: FastifyInstance, spaFallback: SpaFallback | null): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((!isAppError(error) || error.code === 'INTERNAL_ERROR') && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return send(request, reply, 'SERVICE_UNAVAILABLE', { retryAfterSeconds: databaseRetryAfterSeconds });
    }
    if (isAppError(error)) {
      if (error.headers) reply.headers(error.headers);
      // NOT_READY while the database restarts is expected, not a fault to page anyone about.
      if (error.status >= 500) request.log[isDatabaseUnavailable(error) ? 'warn' : 'error']({ err: error.cause ?? error }, error.code);
      const params = Object.fromEntries(
        Object.entries(error.details ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
      );
      return send(request, reply, error.code, error.details, params);
    }
    if (Array.isArray(error.validation)) {
      const issues = (error.validation as unknown[]).filter(isValidationItem).map((item) => describeIssue(item, error.validationContext, request.lang));
      const onlyUnknown = issues.length > 0 && issues.every((i) => i.code === 'unrecognized_keys');
      return send(request, reply, onlyUnknown ? 'UNKNOWN_FIELD' : 'VALIDATION_ERROR', { issues });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(request, reply, 'INVALID_JSON');
    }
    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped === 'RATE_LIMITED') {
      const seconds = Number(reply.getHeader('retry-after') ?? 60);
      return send(request, reply, 'RATE_LIMITED', { retryAfterSeconds: seconds }, { seconds });
    }
    if (mapped) return send(request, reply, mapped);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error without a mapped code');
      return send(request, reply, error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : error.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_ERROR');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) => {
    const page = spaFallback?.(request, reply);
    if (page) return page;
    return send(request, reply, 'NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' });
  });
};
