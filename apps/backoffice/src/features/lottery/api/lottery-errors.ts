import type { CallFailure } from '@gp/api-client';
import i18next from 'i18next';
import { ApiError, type ApiIssue } from '../../../shared/http/api-error';
import { apiErrorOf } from '../../../shared/http/api-failure';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The lottery's own field problems. Its terms, calendar and result checks answer a 400 with
 * `details.fields` = [{path: 'terms.table.big.first', code: 'bad-odds'}] (codes, since the family
 * rules word nothing); each becomes an issue whose message is the code's text, so the editors place
 * them beside their fields as they do the schema's issues.
 */
export const fieldIssuesOf = (details: Record<string, unknown>, wordCode: (code: string) => string): ApiIssue[] => {
  if (!Array.isArray(details.fields)) return [];
  return details.fields.flatMap((field: unknown) =>
    isRecord(field) && typeof field.path === 'string' && typeof field.code === 'string' ? [{ path: field.path, message: wordCode(field.code) }] : [],
  );
};

/** A lottery problem code in words; an unknown code still says which it is. */
export const wordProblemCode = (code: string): string =>
  // Before the catalogue has loaded the translator answers '': the code is better than nothing.
  i18next.t(`lottery.problem.${code}`, { defaultValue: i18next.t('lottery.problem.other', { code }) }) || code;

/** The back office's ApiError, with the lottery's field problems among its issues. */
export const lotteryErrorOf = (failure: CallFailure): ApiError => {
  const error = apiErrorOf(failure);
  const extra = fieldIssuesOf(failure.details, wordProblemCode);
  if (extra.length === 0) return error;
  return new ApiError({ status: error.status, code: error.code, message: error.message, issues: [...error.issues, ...extra], retryAfter: error.retryAfter });
};
