import { encryptForServer, publicKeyResponse, type EncryptedBody, type PublicKeyResponse } from '@gp/contracts';
import { api } from './api-client';

let key: Promise<PublicKeyResponse> | undefined;

const serverKey = (): Promise<PublicKeyResponse> => {
  key ??= api.get('/wps/system/publicKey', { parse: (v) => publicKeyResponse.parse(v) }).catch((error: unknown) => {
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
