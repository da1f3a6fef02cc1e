import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, type KeyObject, createPrivateKey } from 'node:crypto';
import { envelopeWindowMs, publicKeyResponse, sealedPayload, type EncryptedBody, type PublicKeyResponse, type SealedPayload } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { deleteExpiredEnvelopeNonces, recordEnvelopeNonce } from './envelope-nonces.repository';
import { findServerKey, insertServerKey } from './server-keys.repository';

const keyName = 'e-envelope';
const tagBytes = 16;

type KeyPair = { publicJwk: PublicKeyResponse; privateKey: KeyObject };

const newKeyPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
  const publicJwk: PublicKeyResponse = { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), alg: 'RSA-OAEP-256', kid };
  return { publicJwk, privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
};

/**
 * Opens the bodies of encrypted (E) calls (docs/api.md). The RSA key pair is made on first
 * use and kept in the database, so every instance and every restart serve the same public key.
 */
export const createEnvelopeService = (db: Kysely<DB>, options: { now?: () => Date } = {}) => {
  const now = options.now ?? (() => new Date());
  let loaded: Promise<KeyPair> | undefined;

  const load = async (): Promise<KeyPair> => {
    let row = await findServerKey(db, keyName);
    if (!row) {
      const fresh = newKeyPair();
      await insertServerKey(db, { name: keyName, public_jwk: JSON.stringify(fresh.publicJwk), private_pem: fresh.privatePem });
      row = await findServerKey(db, keyName);
    }
    if (!row) throw new Error('the envelope key pair could not be stored');
    return { publicJwk: publicKeyResponse.parse(row.public_jwk), privateKey: createPrivateKey(row.private_pem) };
  };

  const keyPair = (): Promise<KeyPair> => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  const publicKey = async (): Promise<PublicKeyResponse> => (await keyPair()).publicJwk;

  /** The sealed content of an envelope; anything that does not open cleanly is DECRYPTION_FAILED. */
  const decrypt = async (body: EncryptedBody): Promise<SealedPayload> => {
    const { privateKey } = await keyPair();
    try {
      const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.k, 'base64'));
      const iv = Buffer.from(body.iv, 'base64');
      const sealed = Buffer.from(body.d, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || sealed.length <= tagBytes) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagBytes)), decipher.final()]);
      return sealedPayload.parse(JSON.parse(plain.toString('utf8')));
    } catch (cause) {
      throw new AppError('DECRYPTION_FAILED', { cause });
    }
  };

  /**
   * The request body inside an envelope, once: a captured envelope sent again (the same nonce) is
   * ENVELOPE_REPLAYED, one sealed outside the window either way is ENVELOPE_EXPIRED. A nonce is
   * kept until the envelope's timestamp leaves the window, from then on the timestamp refuses it.
   */
  const open = async (body: EncryptedBody): Promise<unknown> => {
    const content = await decrypt(body);
    const at = now();
    if (Math.abs(at.getTime() - content.ts) > envelopeWindowMs) throw new AppError('ENVELOPE_EXPIRED');
    await deleteExpiredEnvelopeNonces(db, at);
    if (!(await recordEnvelopeNonce(db, content.nonce, new Date(Math.max(content.ts, at.getTime()) + envelopeWindowMs))))
      throw new AppError('ENVELOPE_REPLAYED');
    return content.body;
  };

  return { publicKey, open };
};

export type EnvelopeService = ReturnType<typeof createEnvelopeService>;
