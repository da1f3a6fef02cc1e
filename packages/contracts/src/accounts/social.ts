import { z } from 'zod';
import { accountName, memberSession, passwordInput } from './login';

const bindToken = z.string().min(16).max(128);

/**
 * `/wps/session/social/providers`: the enabled providers, for the login form's buttons. The client id
 * and authorization endpoint are public in OpenID Connect; the browser needs them to start sign-in.
 */
export const socialProvidersResponse = z.array(
  z.object({ id: z.string(), name: z.string(), clientId: z.string(), authorizationEndpoint: z.string().optional() }),
);
export type SocialProviders = z.infer<typeof socialProvidersResponse>;

/** `/wps/session/login/social`: an ID token from the provider's own sign-in. */
export const socialLoginRequest = z.strictObject({
  providerId: z.string().trim().min(1).max(32),
  idToken: z.string().min(16).max(8192),
});

/** The provider account is not linked yet: bind it to an existing account or register a new one. */
export const socialBindStep = z.object({
  step: z.literal('bind'),
  bindToken: z.string(),
  providerName: z.string(),
  expiresAt: z.string(),
});
export type SocialBindStep = z.infer<typeof socialBindStep>;

export const socialLoginResult = z.discriminatedUnion('step', [memberSession, socialBindStep]);
export type SocialLoginResult = z.infer<typeof socialLoginResult>;

/** `/wps/session/login/social/bind` (E): the link is permanent once made (SPEC.md section 4). */
export const socialBindRequest = z.discriminatedUnion('mode', [
  z.strictObject({ bindToken, mode: z.literal('existing'), username: accountName, password: passwordInput }),
  z.strictObject({ bindToken, mode: z.literal('register'), username: accountName.optional() }),
]);
export type SocialBindRequest = z.infer<typeof socialBindRequest>;
