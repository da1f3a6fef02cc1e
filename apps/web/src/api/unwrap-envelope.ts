import { ApiError, clientErrorCodes } from './api-error';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Returns `value` of a `{code:"0", message, value}` envelope, or throws an ApiError carrying the
 * server's code, translated message and details. A body that is no envelope at all (a proxy's HTML
 * error page, an empty 502) becomes BAD_RESPONSE with `fallbackMessage`, because there is no
 * server text to show.
 */
export const unwrapEnvelope = (status: number, body: unknown, fallbackMessage: string): unknown => {
  if (!isRecord(body) || typeof body.code !== 'string') {
    throw new ApiError(clientErrorCodes.badResponse, fallbackMessage, status);
  }
  if (body.code === '0' && status >= 200 && status < 300) return body.value;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallbackMessage;
  const details = isRecord(body.details) ? body.details : {};
  // A 2xx with a non-zero code still is an error; keep the code, there is no better status to report.
  const code = body.code === '0' ? clientErrorCodes.badResponse : body.code;
  throw new ApiError(code, message, status, details);
};
