import type { TFunction } from 'i18next';
import { registrationProblemOf } from '@gp/contracts';
import { isApiError } from '../../../../api/api-error';

/**
 * A problem shown under a field: a site-namespace `validation.*` key with its values (translated at
 * render, so a language switch re-words it), or a text the server already translated.
 */
export type FieldError = { key: string; params: Record<string, number> } | { text: string };
export type FieldErrors = Partial<Record<string, FieldError>>;

const numericParams = (params: unknown): Record<string, number> =>
  typeof params === 'object' && params !== null
    ? Object.fromEntries(Object.entries(params).filter((e): e is [string, number] => typeof e[1] === 'number'))
    : {};

/** The form field an issue path names: `body.mobileNum` (server) or `mobileNum` (zod) -> `mobileNum`. */
export const fieldOfPath = (path: string): string | null => {
  const parts = path.split('.');
  const field = parts[0] === 'body' ? parts[1] : parts[0];
  return field ? field : null;
};

/** The first problem of each field from the registration schema's issues (client-side check). */
export const fieldErrorsOfIssues = (
  issues: readonly { code: string; message: string; path: readonly PropertyKey[]; params?: Record<string, unknown> }[],
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (!field || errors[field]) continue;
    const problem = registrationProblemOf(issue);
    errors[field] = problem ? { key: problem.key, params: numericParams(problem.params) } : { key: 'validation.invalid', params: {} };
  }
  return errors;
};

/**
 * The field problems of a 400 VALIDATION_ERROR (`details.issues[{ path: 'body.<field>', key, params,
 * message }]`), or null when the error is something else. A keyed issue is translated here like a
 * client-side one; any other keeps the server's message.
 */
export const fieldErrorsOfApiError = (error: unknown): FieldErrors | null => {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  const issues = error.details.issues;
  if (!Array.isArray(issues)) return null;
  const errors: FieldErrors = {};
  for (const issue of issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, key, params, message } = issue as Record<string, unknown>;
    const field = typeof path === 'string' ? fieldOfPath(path) : null;
    if (!field || errors[field]) continue;
    if (typeof key === 'string' && key.startsWith('validation.')) errors[field] = { key, params: numericParams(params) };
    else errors[field] = { text: typeof message === 'string' && message ? message : error.message };
  }
  return Object.keys(errors).length > 0 ? errors : null;
};

/** Error codes that belong to one field of the account forms. */
const fieldOfCode: Record<string, string> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  PHONE_INVALID: 'mobileNum',
  PHONE_REQUIRED: 'mobileNum',
  INVITATION_CODE_ERROR: 'affiliateCode',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_REQUIRED: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
};

/** An API error placed on its field (the server's message), or null when it is not about one field. */
export const fieldErrorOfCode = (error: unknown): { field: string; error: FieldError } | null => {
  if (!isApiError(error)) return null;
  const field = fieldOfCode[error.code];
  return field ? { field, error: { text: error.message } } : null;
};

export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  return 'text' in error ? error.text : t(`site:${error.key}`, error.params);
};

/** Field names with a problem, in the order the form shows them, so focus goes to the first. */
export const firstInvalid = (order: readonly string[], errors: FieldErrors): string | null => order.find((name) => errors[name]) ?? null;
