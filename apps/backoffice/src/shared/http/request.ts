import i18next from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { parseErrorBody } from './parse-error-body';
import { reportSessionLost } from './session-lost';
import { readToken } from './token-store';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions<T extends z.ZodType> = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Contract schema of `value`; the answer is checked so a drifting API fails loudly here. */
  schema: T;
  signal?: AbortSignal;
};

const withQuery = (path: string, query: RequestOptions<z.ZodType>['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

const retryAfterOf = (res: Response): number | null => {
  const raw = res.headers.get('Retry-After');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

const readJson = async (res: Response): Promise<unknown> => {
  try {
    return await res.json();
  } catch {
    return null;
  }
};

const unexpected = (status: number) => new ApiError({ status, code: 'UNEXPECTED_RESPONSE', message: i18next.t('error.unexpected') });

/** Calls the staff API (same origin) and returns the envelope's `value`, or throws ApiError. */
export const apiRequest = async <T extends z.ZodType>(path: string, options: RequestOptions<T>): Promise<z.infer<T>> => {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body sets its own multipart boundary header.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18next.t('error.network') });
  }

  const body = await readJson(res);
  const envelope = parseErrorBody(body);

  if (!res.ok || envelope?.code !== '0') {
    // Only a call that carried a token can lose a session; a failed sign-in, or a wrong current
    // password when changing it, is just a wrong password.
    if (res.status === 401 && token && (envelope?.code === 'UNAUTHORIZED' || envelope?.code === 'SESSION_EXPIRED')) reportSessionLost();
    if (!envelope) throw unexpected(res.status);
    throw new ApiError({
      status: res.status,
      code: envelope.code,
      message: envelope.message,
      issues: envelope.issues,
      retryAfter: retryAfterOf(res),
    });
  }

  const parsed = options.schema.safeParse((body as { value?: unknown }).value);
  if (!parsed.success) {
    // The screen shows a generic message; developers need to see which field drifted from the contract.
    console.error(`Response of ${path} does not match the contract`, parsed.error.issues);
    throw unexpected(res.status);
  }
  return parsed.data;
};
