import { createApiClient } from '@gp/api-client';
import { encryptForServer, publicKeyResponse, type EncryptedBody, type PublicKeyResponse } from '@gp/contracts';
import { readFlags, writeFlags } from '../features/account/components/session/session-store';
import { readSessionToken } from '../features/account/components/session/session-token';
import { i18n } from '../shared/i18n/i18n-instance';
import { ApiError } from './api-error';

let key: Promise<PublicKeyResponse> | undefined;

const serverKey = (): Promise<PublicKeyResponse> => {
  key ??= typedApi.get('/wps/system/publicKey', { parse: (v) => publicKeyResponse.parse(v) }).catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
};

/**
 * The body of an encrypted (E) call (docs/api.md): sealed with a fresh AES key wrapped for
 * the server's public key. Needs WebCrypto, which browsers offer on HTTPS and on localhost.
 */
export const sealForServer = async (payload: unknown): Promise<EncryptedBody> => encryptForServer(await serverKey(), payload);

/**
 * The site's API client typed by the OpenAPI document: what `api` does (same origin, current
 * language, session token, the site's ApiError, the forced password change), with each path's
 * parameters, body and answer checked by the compiler. `sealed: true` seals a call's body.
 */
export const typedApi = createApiClient({
  languageTag: () => i18n.language,
  token: readSessionToken,
  createError: (failure) => new ApiError(failure.code, failure.message ?? i18n.t('common:serviceUnreachable'), failure.status, failure.details),
  // The server admits a session with a password set by someone else to the change alone: show the change screen.
  onFailure: (failure) => {
    if (failure.code === 'PASSWORD_CHANGE_REQUIRED' && !readFlags().mustChangePassword) writeFlags({ ...readFlags(), mustChangePassword: true });
  },
  sealBody: sealForServer,
});
