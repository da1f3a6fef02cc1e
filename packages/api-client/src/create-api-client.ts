import createClient from 'openapi-fetch';
import { ApiError, clientErrorCodes, type CallFailure } from './api-error';
import type { ApiClient, Method } from './operation-types';
import { queryString } from './query-string';
import { readEnvelope } from './read-envelope';
import { retryAfterSeconds } from './retry-after';

export type ApiClientOptions = {
  /** Origin of the API; the default, empty, calls the page's own origin. */
  baseUrl?: string;
  /** The fetch to call; the global one by default (tests pass a stub). */
  fetch?: (request: Request) => Promise<Response>;
  /** BCP-47 tag of the current language, sent as Accept-Language so server messages match the UI. */
  languageTag: () => string;
  /** Session token, if any; read on every call so a sign-in or sign-out needs no new client. */
  token: () => string | null;
  /** Text for a failure that carries no server message; used by the default `createError`. */
  fallbackMessage?: () => string;
  /** Makes the error a failed call throws (the SPA's own error type); ApiError by default. */
  createError?: (failure: CallFailure) => Error;
  /** Told of every failure before the caller sees it: a session lost, a forced password change. */
  onFailure?: (failure: CallFailure, error: Error) => void;
  /** Seals a body for an encrypted (E) call, for calls made with `sealed: true`. */
  sealBody?: (body: unknown) => Promise<unknown>;
};

type RawInit = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
  parse?: (value: unknown) => unknown;
  sealed?: boolean;
  form?: FormData;
};
type RawResult = { data?: unknown; error?: unknown; response: Response };
type RawRequest = (method: string, path: string, init: Record<string, unknown>) => Promise<RawResult>;

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isJson = (headers: Headers): boolean => (headers.get('Content-Type') ?? '').includes('application/json');

const isAbort = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

/**
 * A client typed by the OpenAPI document: `client.get('/wps/...', { params: { query, path } })`
 * resolves to the envelope's `value`, typed from the document, or throws the error `createError`
 * makes of the failure.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const fetchOne = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // The public methods carry the document's types; this one only moves the request along.
  const request = createClient({ baseUrl: options.baseUrl ?? '', fetch: fetchOne, querySerializer: queryString }).request as unknown as RawRequest;
  const createError = options.createError ?? ((failure: CallFailure) => new ApiError(failure, options.fallbackMessage?.() ?? failure.code));

  // `binary`: a 2xx answer is the bytes themselves (a Blob); a failure still carries the error envelope.
  const call = async (method: Method, path: string, init: RawInit = {}, binary = false): Promise<unknown> => {
    const token = options.token();
    const fail = (parts: Pick<CallFailure, 'kind' | 'status' | 'code'> & Partial<CallFailure>): Error => {
      const failure: CallFailure = {
        method: method.toUpperCase(),
        path,
        message: null,
        details: {},
        retryAfter: null,
        authenticated: token !== null,
        ...parts,
      };
      const error = createError(failure);
      options.onFailure?.(failure, error);
      return error;
    };
    const headers: Record<string, string> = binary
      ? { 'Accept-Language': options.languageTag() }
      : { Accept: 'application/json', 'Accept-Language': options.languageTag() };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (init.sealed && !options.sealBody) throw new Error(`${method.toUpperCase()} ${path} is sealed, but the client has no sealBody`);
    // openapi-fetch sends a FormData as multipart and lets the browser write its boundary.
    const body = init.form ?? (init.sealed && options.sealBody ? await options.sealBody(init.body) : init.body);

    let result: RawResult;
    try {
      result = await request(method, path, { params: init.params ?? {}, body, signal: init.signal, headers, parseAs: binary ? 'blob' : 'text' });
    } catch (error) {
      // An abort is the caller's own doing (a query cancelled); it goes through unchanged.
      if (isAbort(error, init.signal)) throw error;
      throw fail({ kind: 'network', status: 0, code: clientErrorCodes.network, cause: error });
    }

    const { status, headers: answerHeaders } = result.response;
    // A refusal may come as an envelope even with a 2xx status; anything else is the bytes (a 204: none).
    if (binary && result.response.ok && !isJson(answerHeaders))
      return { blob: result.data instanceof Blob ? result.data : new Blob([]), headers: answerHeaders };
    // openapi-fetch hands over an error body already parsed, a success body as text (or a Blob, for binary calls).
    const text = result.data instanceof Blob ? await result.data.text() : result.data;
    const reading = readEnvelope(status, result.error !== undefined ? result.error : parseJson(text));
    if (!reading.ok) {
      const { kind, code, message, details } = reading;
      throw fail({ kind, status, code, message, details, retryAfter: retryAfterSeconds(answerHeaders.get('Retry-After')) });
    }
    if (binary) throw fail({ kind: 'bad-response', status, code: clientErrorCodes.badResponse });
    if (!init.parse) return reading.value;
    try {
      return init.parse(reading.value);
    } catch (cause) {
      throw fail({ kind: 'bad-response', status, code: clientErrorCodes.badResponse, cause });
    }
  };

  const method =
    (name: Method) =>
    (path: string, init?: RawInit): Promise<unknown> =>
      call(name, path, init);
  const blob = (path: string, init?: RawInit): Promise<unknown> => call('get', path, init, true);
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
    blob,
  } as unknown as ApiClient;
};
