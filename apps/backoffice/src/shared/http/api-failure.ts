import type { CallFailure } from '@gp/api-client';
import i18next from 'i18next';
import { ApiError, type ApiIssue } from './api-error';
import { reportSessionLost } from './session-lost';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The issues of a 400 VALIDATION_ERROR (`details.issues`), each a body path and a message; others are dropped. */
export const issuesOf = (details: Record<string, unknown>): ApiIssue[] => {
  if (!Array.isArray(details.issues)) return [];
  return details.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string' ? [{ path: issue.path, message: issue.message }] : [],
  );
};

/**
 * The back office's ApiError of a failed call. No answer: NETWORK_ERROR; an answer that is no
 * envelope, or a value its contract refuses: UNEXPECTED_RESPONSE; both with a generic text.
 */
export const apiErrorOf = (failure: CallFailure): ApiError => {
  const { status } = failure;
  if (failure.kind === 'network') return new ApiError({ status, code: 'NETWORK_ERROR', message: i18next.t('error.network') });
  if (failure.kind === 'bad-response') return new ApiError({ status, code: 'UNEXPECTED_RESPONSE', message: i18next.t('error.unexpected') });
  return new ApiError({
    status,
    code: failure.code,
    message: failure.message ?? i18next.t('error.unexpected'),
    issues: issuesOf(failure.details),
    retryAfter: failure.retryAfter,
  });
};

/** Told of every failure before the caller sees it. */
export const noteFailure = (failure: CallFailure): void => {
  // Only a call that carried a token can lose a session; a failed sign-in, or a wrong current
  // password when changing it, is just a wrong password.
  if (failure.status === 401 && failure.authenticated && (failure.code === 'UNAUTHORIZED' || failure.code === 'SESSION_EXPIRED')) reportSessionLost();
  // The screen shows a generic message; developers need to see which field drifted from the contract.
  if (failure.kind === 'bad-response' && failure.cause !== undefined)
    console.error(`Response of ${failure.method} ${failure.path} does not match the contract`, failure.cause);
};
