import { z } from 'zod';

/**
 * `POST /wps/session/linkCode`: a one-time code for a link that opens the site signed in as this
 * member (`?token=<code>`). Links never carry a session token: a code lives a minute, is spent by
 * its first exchange, and trades for a new session of its own.
 */
export const linkCodeResponse = z.object({ code: z.string(), expiresAt: z.string() });
export type LinkCode = z.infer<typeof linkCodeResponse>;

/** `POST /wps/session/exchange`: the code from a link; answered with a new session, like a login. */
export const linkCodeExchangeRequest = z.strictObject({ code: z.string().min(16).max(128) });
export type LinkCodeExchange = z.infer<typeof linkCodeExchangeRequest>;
