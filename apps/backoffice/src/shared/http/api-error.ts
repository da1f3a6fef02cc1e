/** One issue of a 400 VALIDATION_ERROR; `path` is a dot path into the request body, e.g. value.defaultLanguage. */
export type ApiIssue = { path: string; message: string };

/** A failed call. `message` is ready to show: the server translates it for our Accept-Language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];
  /** Seconds to wait, from Retry-After on a 429. */
  readonly retryAfter: number | null;

  constructor(init: { status: number; code: string; message: string; issues?: ApiIssue[]; retryAfter?: number | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
