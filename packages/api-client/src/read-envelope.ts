import { clientErrorCodes } from './api-error';

/** What an answer's envelope says: its value, or the failure it reports. */
export type EnvelopeReading =
  { ok: true; value: unknown } | { ok: false; kind: 'server' | 'bad-response'; code: string; message: string | null; details: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a `{ code, message, value }` envelope. `code` "0" on a 2xx is success; any other code is
 * the server's error; a body without a string `code` is no envelope at all.
 */
export const readEnvelope = (status: number, body: unknown): EnvelopeReading => {
  if (!isRecord(body) || typeof body.code !== 'string')
    return { ok: false, kind: 'bad-response', code: clientErrorCodes.badResponse, message: null, details: {} };
  if (body.code === '0' && status >= 200 && status < 300) return { ok: true, value: body.value };
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : null;
  const details = isRecord(body.details) ? body.details : {};
  // "0" on an error status: keep the server's text, but there is no error code to report.
  if (body.code === '0') return { ok: false, kind: 'bad-response', code: clientErrorCodes.badResponse, message, details };
  return { ok: false, kind: 'server', code: body.code, message, details };
};
