/** Codes the client itself gives a failure that has no server code. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

/**
 * Why a call failed, with everything either SPA's own error type needs. `server`: the API answered
 * with its error envelope; `network`: no answer came (offline, DNS, CORS); `bad-response`: an
 * answer that is no envelope (a proxy's HTML page, an empty 502) or a value its `parse` refused.
 */
export type CallFailure = {
  kind: 'server' | 'network' | 'bad-response';
  method: string;
  /** The document's path, placeholders unfilled: `/bo/catalog/vendors/{id}`. */
  path: string;
  /** 0 when no answer came. */
  status: number;
  /** The server's stable code, else one of clientErrorCodes. */
  code: string;
  /** The server's message, already in the caller's language; null when there is none to show. */
  message: string | null;
  details: Record<string, unknown>;
  /** Seconds to wait before trying again, from Retry-After (a 429, a 503). */
  retryAfter: number | null;
  /** Whether the call carried a session token: only such a call can lose a session. */
  authenticated: boolean;
  /** What was thrown: the fetch error, or the refusal of `parse`. */
  cause?: unknown;
};

/** The error the client throws unless its `createError` option makes another. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly retryAfter: number | null;

  constructor(failure: CallFailure, fallbackMessage: string) {
    super(failure.message ?? fallbackMessage, { cause: failure.cause });
    this.name = 'ApiError';
    this.code = failure.code;
    this.status = failure.status;
    this.details = failure.details;
    this.retryAfter = failure.retryAfter;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
