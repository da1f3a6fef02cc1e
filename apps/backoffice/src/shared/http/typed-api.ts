import { createApiClient } from '@gp/api-client';
import i18next from 'i18next';
import { apiErrorOf, noteFailure } from './api-failure';
import { readToken } from './token-store';

/**
 * The staff API (same origin), typed by the OpenAPI document: each path's parameters, body and
 * answer are checked by the compiler. Calls send the current language and the staff token, fail
 * with the back office's ApiError, and a 401 that ends the session is reported (session-lost.ts).
 */
export const typedApi = createApiClient({
  languageTag: () => i18next.language,
  token: readToken,
  createError: apiErrorOf,
  onFailure: noteFailure,
});
