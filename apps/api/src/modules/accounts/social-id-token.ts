import type { SocialProvider } from '@gp/contracts';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error';

/**
 * Checks OpenID Connect ID tokens against each provider's published keys. One remote key set per
 * JWKS address, kept for the life of the process: jose caches the keys and refetches on an unknown
 * key id (rotation), with its own cool-down so a stream of forged tokens cannot hammer the provider.
 */
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

  /** The token's subject once signature, `iss`, `aud` (our client id) and `exp` all check out. */
  return async (provider: SocialProvider, idToken: string): Promise<{ issuer: string; subject: string }> => {
    try {
      const { payload } = await jwtVerify(idToken, keySetOf(provider.jwksUri), {
        issuer: provider.issuer,
        audience: provider.clientId,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new AppError('SOCIAL_TOKEN_INVALID');
      return { issuer: provider.issuer, subject: payload.sub };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Bad signature, wrong audience, expired, unreachable key set: all one answer to the caller.
      throw new AppError('SOCIAL_TOKEN_INVALID', { details: { reason: error instanceof Error ? (error as { code?: string }).code ?? error.name : 'unknown' } });
    }
  };
};

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
