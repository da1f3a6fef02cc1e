/**
 * A failed API call. `message` is already in the caller's language (the server translates it), so
 * screens may show it as is; `code` is the stable UPPER_SNAKE code to branch on.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(code: string, message: string, status: number, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Codes the client itself raises when there is no envelope to read. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;
