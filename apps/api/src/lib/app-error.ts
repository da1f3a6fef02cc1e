import { errorStatus, type ErrorCode } from '@gp/contracts';

/**
 * The one error type services throw. The error handler turns it into the envelope of docs/api.md
 * with the HTTP status of its code and a message in the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Fastify's name for the status: a scope with its own error handler (the vendor wallet API) reads it. */
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: { details?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.statusCode = this.status;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
