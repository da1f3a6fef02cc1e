import { clientErrorCodes, retryAfterSeconds, type CallFailure } from '@gp/api-client';
import i18next from 'i18next';
import { apiErrorOf, noteFailure } from './api-failure';
import { readToken } from './token-store';

/** The document's paths that take a multipart form. */
type FormPath = '/bo/uploads';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const readJson = async (res: Response): Promise<unknown> => {
  try {
    return await res.json();
  } catch {
    return null;
  }
};

/**
 * POSTs a multipart form (an image upload) and returns what `parse` makes of the envelope's value.
 * Written by hand because the typed client sends JSON bodies only: the document describes no
 * request body for a multipart path, so the client has no type to check a FormData against.
 * Its failures become the same ApiError, and reach the same session-lost check, as the client's.
 */
export const postForm = async <T>(path: FormPath, form: FormData, parse: (value: unknown) => T): Promise<T> => {
  const token = readToken();
  const fail = (parts: Pick<CallFailure, 'kind' | 'status' | 'code'> & Partial<CallFailure>): Error => {
    const failure: CallFailure = { method: 'POST', path, message: null, details: {}, retryAfter: null, authenticated: token !== null, ...parts };
    noteFailure(failure);
    return apiErrorOf(failure);
  };
  // No Content-Type: a FormData body sets its own, with the multipart boundary.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language };
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch (cause) {
    throw fail({ kind: 'network', status: 0, code: clientErrorCodes.network, cause });
  }

  const { status } = res;
  const body = await readJson(res);
  if (!isRecord(body) || typeof body.code !== 'string') throw fail({ kind: 'bad-response', status, code: clientErrorCodes.badResponse });
  if (body.code !== '0' || !res.ok) {
    // "0" on an error status: there is no error code to report.
    const server = body.code !== '0';
    throw fail({
      kind: server ? 'server' : 'bad-response',
      status,
      code: server ? body.code : clientErrorCodes.badResponse,
      message: typeof body.message === 'string' && body.message !== '' ? body.message : null,
      details: isRecord(body.details) ? body.details : {},
      retryAfter: retryAfterSeconds(res.headers.get('Retry-After')),
    });
  }
  try {
    return parse(body.value);
  } catch (cause) {
    throw fail({ kind: 'bad-response', status, code: clientErrorCodes.badResponse, cause });
  }
};
