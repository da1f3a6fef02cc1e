import { z } from 'zod';
import { accountName, loginResult, memberSession, passwordInput, secondFactorStep } from './login';

const bindToken = z.string().min(16).max(128);
const providerId = z.string().trim().min(1).max(32);

/**
 * `/wps/session/social/nonce`: the server's nonce for one provider sign-in. `nonce` goes into the
 * provider's authorization request; `nonceKey` stays in the browser and comes back with the ID
 * token (the nonce is its SHA-256, base64url), so only the browser that asked can spend it.
 */
export const socialNonceRequest = z.strictObject({ providerId });
export const socialNonceResponse = z.object({ nonce: z.string(), nonceKey: z.string(), expiresAt: z.string() });
export type SocialNonce = z.infer<typeof socialNonceResponse>;

/**
 * `/wps/session/social/providers`: the enabled providers, for the login form's buttons. The client id
 * and authorization endpoint are public in OpenID Connect; the browser needs them to start sign-in.
 */
export const socialProvidersResponse = z.array(
  z.object({ id: z.string(), name: z.string(), clientId: z.string(), authorizationEndpoint: z.string().optional() }),
);
export type SocialProviders = z.infer<typeof socialProvidersResponse>;

/** `/wps/session/login/social`: an ID token from the provider's own sign-in, whose nonce the server issued. */
export const socialLoginRequest = z.strictObject({
  providerId,
  idToken: z.string().min(16).max(8192),
  nonceKey: z.string().min(16).max(128),
});

/** The provider account is not linked yet: bind it to an existing account or register a new one. */
export const socialBindStep = z.object({
  step: z.literal('bind'),
  bindToken: z.string(),
  providerName: z.string(),
  expiresAt: z.string(),
});
export type SocialBindStep = z.infer<typeof socialBindStep>;

/** A linked identity signs in, or from a new IP asks the member's second factor first, as a password login does. */
export const socialLoginResult = z.discriminatedUnion('step', [memberSession, secondFactorStep, socialBindStep]);
export type SocialLoginResult = z.infer<typeof socialLoginResult>;

/**
 * `/wps/session/login/social/bind` (E). Binding an existing account is a login with its password:
 * the captcha once a failure stands (`captchaId`, `captcha`), locked after five.
 */
export const socialBindRequest = z.discriminatedUnion('mode', [
  z.strictObject({
    bindToken,
    mode: z.literal('existing'),
    username: accountName,
    password: passwordInput,
    captchaId: z.string().max(128).optional(),
    captcha: z.string().trim().max(16).optional(),
  }),
  z.strictObject({ bindToken, mode: z.literal('register'), username: accountName.optional() }),
]);
export type SocialBindRequest = z.infer<typeof socialBindRequest>;

/** A session, or (an existing account bound from a new IP) the second factor, answered at `/wps/session/login/secondFactor`. */
export const socialBindResult = loginResult;
export type SocialBindResult = z.infer<typeof socialBindResult>;
