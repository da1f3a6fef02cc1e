import { i18n } from '../shared/i18n/i18n-instance';
import { readSessionToken } from '../features/account/components/session/session-token';
import { readFlags, writeFlags } from '../features/account/components/session/session-store';
import { createApiClient } from './create-api-client';

/** The site's API client: same origin, current language, session token when there is one. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  languageTag: () => i18n.language,
  token: readSessionToken,
  fallbackMessage: () => i18n.t('common:serviceUnreachable'),
  // The server admits a session with a password set by someone else to the change alone: show the change screen.
  onServerError: (error) => {
    if (error.code === 'PASSWORD_CHANGE_REQUIRED' && !readFlags().mustChangePassword) writeFlags({ ...readFlags(), mustChangePassword: true });
  },
});
