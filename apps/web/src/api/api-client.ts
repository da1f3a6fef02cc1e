import { createApiClient } from '@gp/api-client';
import { readFlags, writeFlags } from '../features/account/components/session/session-store';
import { readSessionToken } from '../features/account/components/session/session-token';
import { i18n } from '../shared/i18n/i18n-instance';
import { ApiError } from './api-error';
import { fetchWithDeviceId } from './device-id';

/**
 * The site's API client typed by the OpenAPI document: same origin, current language, session
 * token, the site's ApiError, the forced password change, with each path's parameters, body and
 * answer checked by the compiler. `sealed: true` seals a call's body.
 */
export const api = createApiClient({
  // Every call carries this browser's device id (promotions' shared-device review; api/device-id.ts).
  fetch: fetchWithDeviceId,
  languageTag: () => i18n.language,
  token: readSessionToken,
  createError: (failure) => new ApiError(failure.code, failure.message ?? i18n.t('common:serviceUnreachable'), failure.status, failure.details),
  // The server admits a session with a password set by someone else to the change alone: show the change screen.
  onFailure: (failure) => {
    if (failure.code === 'PASSWORD_CHANGE_REQUIRED' && !readFlags().mustChangePassword) writeFlags({ ...readFlags(), mustChangePassword: true });
  },
  // Loaded on the first sealed call: sealing brings zod and WebCrypto code the first page does not need.
  sealBody: async (body) => (await import('./seal-for-server')).sealForServer(body),
});
