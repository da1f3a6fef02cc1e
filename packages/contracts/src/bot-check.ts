import { z } from 'zod';

/** The image captcha's size in pixels; the player site reserves this box before the image loads. */
export const captchaImageSize = { width: 150, height: 50 } as const;

/** GET /wps/captcha: `value` is the PNG, base64; the id is in `X-Captcha-Id`. */
export const captchaImage = z.string().describe('The captcha image: a PNG, base64-encoded (no data: prefix)');

/** The response header that carries the captcha's id; clients send it back as `captchaId`. */
export const captchaIdHeader = 'X-Captcha-Id';

/**
 * The fields a request body carries when it needs the image captcha (login after a failure,
 * feedback). Optional here: the service refuses a call that needs them and lacks them.
 */
export const captchaFields = z.object({
  captchaId: z.string().min(1).max(64).optional(),
  captcha: z.string().trim().min(1).max(16).optional(),
});
export type CaptchaFields = z.infer<typeof captchaFields>;

/** GET /wps/captcha/challenge: an ALTCHA proof-of-work challenge (docs/api.md). */
export const altchaChallenge = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().positive().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

/**
 * The solved challenge as ALTCHA sends it: base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature, took }`. Request bodies embed it as `altcha`.
 */
export const altchaPayload = z
  .string()
  .min(16)
  .max(2048)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

/**
 * The `altcha` field of a request body that needs the proof of work (registration, login).
 * Optional here so a missing one gets the service's BOT_CHECK_FAILED, like a wrong one.
 */
export const altchaFields = z.object({ altcha: altchaPayload.optional() });
export type AltchaFields = z.infer<typeof altchaFields>;
