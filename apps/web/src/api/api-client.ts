import { i18n } from '../i18n/i18n-instance';
import { readSessionToken } from '../session/session-token';
import { createApiClient } from './create-api-client';

/** The site's API client: same origin, current language, session token when there is one. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  languageTag: () => i18n.language,
  token: readSessionToken,
  fallbackMessage: () => i18n.t('common:serviceUnreachable'),
});
