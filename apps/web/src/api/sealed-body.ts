import type { EncryptedBody } from '@gp/contracts';
import { sealForServer } from './typed-api';

/**
 * The body of an encrypted (E) call (docs/api.md): sealed with a fresh AES key wrapped for
 * the server's public key, which the typed client fetches once.
 */
export const sealedBody = (payload: unknown): Promise<EncryptedBody> => sealForServer(payload);
