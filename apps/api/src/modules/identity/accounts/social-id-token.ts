import type { SocialProvider } from '@gp/contracts';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../../lib/app-error';

/**
 * Checks OpenID Connect ID tokens against each provider's published keys. One remote key set per
 * JWKS address, kept for the life of the process: jose caches the keys and refetches on an unknown
 * key id (rotation), with its own cool-down so a stream of forged tokens cannot hammer the provider.
 */
export type VerifiedIdToken = { issuer: string; subject: string; nonce: string; expiresAt: Date };

export const createIdTokenVerifier = () => {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySetOf = (jwksUri: string) => {
    let keys = keySets.get(jwksUri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 });
      keySets.set(jwksUri, keys);
    }
    return keys;
  };

  /**
   * The token's subject once signature, `iss`, `aud` (our client id) and `exp` all check out, with
   * its `nonce` (checked by the caller against the ones it issued) and when it expires.
   */
  return async (provider: SocialProvider, idToken: string): Promise<VerifiedIdToken> => {
    try {
      const { payload } = await jwtVerify(idToken, keySetOf(provider.jwksUri), {
        issuer: provider.issuer,
        audience: provider.clientId,
        requiredClaims: ['exp', 'sub', 'nonce'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.exp !== 'number') throw new AppError('SOCIAL_TOKEN_INVALID');
      if (typeof payload.nonce !== 'string' || payload.nonce === '') throw new AppError('SOCIAL_TOKEN_INVALID', { details: { reason: 'nonce' } });
      return { issuer: provider.issuer, subject: payload.sub, nonce: payload.nonce, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Bad signature, wrong audience, expired, unreachable key set: all one answer to the caller.
      throw new AppError('SOCIAL_TOKEN_INVALID', {
        details: { reason: error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'unknown' },
      });
    }
  };
};

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
