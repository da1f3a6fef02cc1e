import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { captchaImageSize, type AltchaChallenge } from '@gp/contracts';
import type { DB } from '@gp/db';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { deleteExpiredAltcha, deleteExpiredCaptchas, insertCaptcha, recordUsedAltcha, takeCaptcha } from './bot-check.repository';
import { randomCaptchaCode } from './captcha-code';
import { renderCaptchaPng } from './captcha-image';
import { generatedSecret } from '../../platform/secrets';

const captchaLifetimeMs = 2 * 60_000;
const altchaLifetimeMs = 10 * 60_000;
const altchaKeyName = 'altcha_hmac_key';

type BotCheckConfig = Pick<Config, 'ALTCHA_HMAC_KEY' | 'ALTCHA_MAX_NUMBER'>;

/** What ALTCHA's widget or our solver sends back, base64-decoded. Anything else is refused unread. */
const solvedChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The clock, and for tests the captcha code (otherwise random). */
export type BotCheckOptions = { now?: () => Date; code?: () => string };

const answerHash = (captchaId: string, answer: string) => createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest();

const decodePayload = (payload: string) => {
  try {
    const parsed = solvedChallenge.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Bot checks: the image captcha (a distorted code; the answer stored hashed, single use, two
 * minutes) and ALTCHA proof of work (HMAC-signed challenges that expire in ten minutes; a solution
 * is accepted once).
 */
export const createBotCheckService = (db: Kysely<DB>, config: BotCheckConfig, options: BotCheckOptions = {}) => {
  const now = options.now ?? (() => new Date());
  const nextCode = options.code ?? randomCaptchaCode;
  const captchaInvalid = () => new AppError('CAPTCHA_INVALID');
  const botCheckFailed = () => new AppError('BOT_CHECK_FAILED');

  // Without a configured key, the first instance to ask generates one; every later start and every
  // other instance reads the same, so their challenges verify anywhere.
  let storedKey: Promise<string> | null = null;
  const loadStoredKey = async (): Promise<string> => {
    return generatedSecret(db, altchaKeyName);
  };
  const hmacKey = (): Promise<string> => {
    if (config.ALTCHA_HMAC_KEY) return Promise.resolve(config.ALTCHA_HMAC_KEY);
    storedKey ??= loadStoredKey().catch((error: unknown) => {
      storedKey = null;
      throw error;
    });
    return storedKey;
  };

  const newCaptcha = async (): Promise<{ captchaId: string; pngBase64: string }> => {
    const at = now();
    const captchaId = randomBytes(16).toString('base64url');
    const code = nextCode();
    await deleteExpiredCaptchas(db, at);
    await insertCaptcha(db, { id: captchaId, answerHash: answerHash(captchaId, code).toString('hex'), expiresAt: new Date(at.getTime() + captchaLifetimeMs) });
    return { captchaId, pngBase64: renderCaptchaPng(code, captchaImageSize).toString('base64') };
  };

  /** Any attempt uses the captcha up, right or wrong: a wrong guess needs a new image. */
  const verifyCaptcha = async (captchaId: string | undefined, answer: string | undefined): Promise<void> => {
    if (!captchaId || !answer?.trim()) throw captchaInvalid();
    const row = await takeCaptcha(db, captchaId);
    if (!row || row.expires_at.getTime() <= now().getTime()) throw captchaInvalid();
    if (!timingSafeEqual(Buffer.from(row.answer_hash, 'hex'), answerHash(captchaId, answer))) throw captchaInvalid();
  };

  const altchaChallenge = async (): Promise<AltchaChallenge> => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: await hmacKey(),
      maxNumber: config.ALTCHA_MAX_NUMBER,
      expires: new Date(now().getTime() + altchaLifetimeMs),
    });
    return {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  };

  const verifyAltcha = async (payload: string | undefined): Promise<void> => {
    const solution = payload ? decodePayload(payload) : null;
    if (!solution) throw botCheckFailed();
    // Expiry against our clock (altcha-lib would use Date.now); a challenge without one is not ours.
    const expires = Number(extractParams(solution).expires);
    if (!Number.isInteger(expires)) throw botCheckFailed();
    const expiresAt = new Date(expires * 1000);
    const at = now();
    if (expiresAt.getTime() <= at.getTime()) throw botCheckFailed();
    if (!(await verifySolution(solution, await hmacKey(), false))) throw botCheckFailed();
    await deleteExpiredAltcha(db, at);
    if (!(await recordUsedAltcha(db, solution.signature, expiresAt))) throw botCheckFailed();
  };

  return { newCaptcha, verifyCaptcha, altchaChallenge, verifyAltcha };
};

export type BotCheckService = ReturnType<typeof createBotCheckService>;
