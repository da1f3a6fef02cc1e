import { ApiError, clientErrorCodes } from './api-error';
import { unwrapEnvelope } from './unwrap-envelope';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  fetch: FetchLike;
  /** BCP-47 tag of the current language, sent as Accept-Language so server messages match the UI. */
  languageTag: () => string;
  /** Session token, if any; read on every call so a login or logout needs no new client. */
  token: () => string | null;
  /** Client-side text for failures that carry no server message (offline, garbled reply). */
  fallbackMessage: () => string;
  /** Told of every error the server answers, before the caller sees it (a session-wide state such as a forced password change). */
  onServerError?: (error: ApiError) => void;
};

/** Turns an unknown payload into T; callers that need runtime checks pass a schema's parse here. */
type Parse<T> = (value: unknown) => T;

type RequestOptions<T> = { parse?: Parse<T>; signal?: AbortSignal };

export type ApiClient = {
  get: <T>(path: string, options?: RequestOptions<T>) => Promise<T>;
  post: <T>(path: string, body: unknown, options?: RequestOptions<T>) => Promise<T>;
  put: <T>(path: string, body: unknown, options?: RequestOptions<T>) => Promise<T>;
  /** DELETE carries its arguments in the query string, without a body. */
  delete: <T>(path: string, options?: RequestOptions<T>) => Promise<T>;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, request: RequestOptions<T> = {}): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.languageTag() };
    const token = options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await options.fetch(path, {
        method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        signal: request.signal,
      });
    } catch (error) {
      // An abort is the caller's own doing (TanStack Query cancelling); let it through unchanged.
      if (request.signal?.aborted) throw error;
      throw new ApiError(clientErrorCodes.network, options.fallbackMessage(), 0);
    }

    const payload = await readJson(response);
    let value: unknown;
    try {
      value = unwrapEnvelope(response.status, payload, options.fallbackMessage());
    } catch (error) {
      if (error instanceof ApiError) options.onServerError?.(error);
      throw error;
    }
    return request.parse ? request.parse(value) : (value as T);
  };

  return {
    get: (path, request) => send('GET', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    delete: (path, request) => send('DELETE', path, undefined, request),
  };
};
