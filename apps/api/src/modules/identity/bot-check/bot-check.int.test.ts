import { altchaChallenge, captchaImageSize, type AltchaChallenge } from '@gp/contracts';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { solveChallenge } from 'altcha-lib/v1';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config/config';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { createBotCheckService } from './bot-check.service';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const lowComplexity = { ALTCHA_MAX_NUMBER: '2000' };

let t: TestApp;
let database: Database;

beforeAll(async () => {
  t = await createTestApp(lowComplexity);
  database = await createTestDb();
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** A movable clock for expiry. */
const clock = (start = new Date('2026-11-21T12:00:00Z')) => {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

/** Solves a challenge the way the player site does and encodes it as ALTCHA's payload. */
const solve = async (challenge: AltchaChallenge): Promise<string> => {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution within maxnumber');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature, took: solution.took })).toString(
    'base64',
  );
};

const reencode = (payload: string, change: (p: Record<string, unknown>) => void) => {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
};

describe('GET /wps/captcha', () => {
  it('answers a PNG of the advertised size in value, its id in X-Captcha-Id, not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-captcha-id']).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const png = Buffer.from(res.json().value as string, 'base64');
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    // IHDR is the first chunk: length, type, then width and height.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([captchaImageSize.width, captchaImageSize.height]);
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([captchaImageSize.width, captchaImageSize.height]);
    // Not a blank picture: dark strokes on a pale ground.
    const luminance = Array.from(
      { length: decoded.width * decoded.height },
      (_, i) => decoded.data[i * 4]! + decoded.data[i * 4 + 1]! + decoded.data[i * 4 + 2]!,
    );
    expect(luminance.filter((l) => l < 300).length).toBeGreaterThan(300);
    expect(luminance.filter((l) => l > 550).length).toBeGreaterThan(2000);
  });

  it('gives each captcha its own id and stores only a hash of the answer', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i += 1) ids.add(String((await t.app.inject({ method: 'GET', url: '/wps/captcha' })).headers['x-captcha-id']));
    expect(ids.size).toBe(3);
    const rows = await t.database.db
      .selectFrom('bot_check_captchas')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.answer_hash))).toBe(true);
  });
});

describe('image captcha', () => {
  const service = (time = clock(), code = 'K7Q4A') => createBotCheckService(database.db, testConfig(lowComplexity), { now: time.now, code: () => code });

  it('accepts the right answer once, in either case', async () => {
    const bot = service();
    const { captchaId } = await bot.newCaptcha();
    await expect(bot.verifyCaptcha(captchaId, ' k7q4a ')).resolves.toBeUndefined();
    await expect(bot.verifyCaptcha(captchaId, 'K7Q4A')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID', status: 400 });
  });

  it('refuses a wrong answer, and the captcha is used up by the attempt', async () => {
    const bot = service();
    const { captchaId } = await bot.newCaptcha();
    await expect(bot.verifyCaptcha(captchaId, 'K7Q4X')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(bot.verifyCaptcha(captchaId, 'K7Q4A')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('refuses an answer after two minutes', async () => {
    const time = clock();
    const bot = service(time);
    const { captchaId } = await bot.newCaptcha();
    time.advance(2 * 60_000);
    await expect(bot.verifyCaptcha(captchaId, 'K7Q4A')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('accepts an answer just inside two minutes', async () => {
    const time = clock();
    const bot = service(time);
    const { captchaId } = await bot.newCaptcha();
    time.advance(2 * 60_000 - 1000);
    await expect(bot.verifyCaptcha(captchaId, 'K7Q4A')).resolves.toBeUndefined();
  });

  it('refuses a missing id or answer and an unknown id', async () => {
    const bot = service();
    const { captchaId } = await bot.newCaptcha();
    await expect(bot.verifyCaptcha(undefined, 'K7Q4A')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(bot.verifyCaptcha(captchaId, undefined)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(bot.verifyCaptcha(captchaId, '   ')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(bot.verifyCaptcha('no-such-captcha', 'K7Q4A')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });
});

describe('ALTCHA proof of work', () => {
  it('serves a signed challenge with the configured complexity, not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/challenge' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = altchaChallenge.parse(res.json().value);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(challenge.salt).toMatch(/\?expires=\d+&$/);
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const challenge = altchaChallenge.parse((await t.app.inject({ method: 'GET', url: '/wps/captcha/challenge' })).json().value);
    const payload = await solve(challenge);
    await expect(t.services.botCheck.verifyAltcha(payload)).resolves.toBeUndefined();
    await expect(t.services.botCheck.verifyAltcha(payload)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED', status: 400 });
  });

  it('refuses a tampered solution', async () => {
    const bot = t.services.botCheck;
    const payload = await solve(await bot.altchaChallenge());
    await expect(bot.verifyAltcha(reencode(payload, (p) => (p.number = Number(p.number) + 1)))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await expect(bot.verifyAltcha(reencode(payload, (p) => (p.salt = String(p.salt).replace(/expires=\d+/, 'expires=9999999999'))))).rejects.toMatchObject({
      code: 'BOT_CHECK_FAILED',
    });
    await expect(bot.verifyAltcha(reencode(payload, (p) => (p.signature = '0'.repeat(64))))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await expect(bot.verifyAltcha(reencode(payload, (p) => (p.algorithm = 'SHA-1')))).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    // The untouched one still passes: refusals do not use a solution up.
    await expect(bot.verifyAltcha(payload)).resolves.toBeUndefined();
  });

  it('refuses garbage and a missing payload', async () => {
    const bot = t.services.botCheck;
    for (const payload of [undefined, '', 'not base64 at all', Buffer.from('{"a":1}').toString('base64'), Buffer.from('[]').toString('base64')]) {
      await expect(bot.verifyAltcha(payload)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    }
  });

  it('refuses a solution after its challenge expired (ten minutes)', async () => {
    const time = clock();
    const bot = createBotCheckService(database.db, testConfig(lowComplexity), { now: time.now });
    const late = await solve(await bot.altchaChallenge());
    const inTime = await solve(await bot.altchaChallenge());
    time.advance(10 * 60_000 - 1000);
    await expect(bot.verifyAltcha(inTime)).resolves.toBeUndefined();
    time.advance(1000);
    await expect(bot.verifyAltcha(late)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });

  it('keeps a generated key in the database, so another instance verifies the same challenges', async () => {
    const first = createBotCheckService(database.db, testConfig(lowComplexity));
    const payload = await solve(await first.altchaChallenge());
    const restarted = createBotCheckService(database.db, testConfig(lowComplexity));
    await expect(restarted.verifyAltcha(payload)).resolves.toBeUndefined();
    const keys = await database.db.selectFrom('server_secrets').select('name').execute();
    expect(keys.map((k) => k.name)).toEqual(['altcha_hmac_key']);
  });

  it('uses ALTCHA_HMAC_KEY when set: challenges signed with another key are refused', async () => {
    const configured = createBotCheckService(database.db, testConfig({ ...lowComplexity, ALTCHA_HMAC_KEY: 'k'.repeat(40) }));
    const generated = createBotCheckService(database.db, testConfig(lowComplexity));
    const payload = await solve(await generated.altchaChallenge());
    await expect(configured.verifyAltcha(payload)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
    await expect(configured.verifyAltcha(await solve(await configured.altchaChallenge()))).resolves.toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit of each route', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CAPTCHA_PER_MINUTE: '2' });
    try {
      for (const url of ['/wps/captcha', '/wps/captcha/challenge']) {
        const codes: number[] = [];
        for (let i = 0; i < 3; i += 1) codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
        expect(codes, url).toEqual([200, 200, 429]);
        const res = await limited.app.inject({ method: 'GET', url });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(errorCodeOf(res)).toBe('RATE_LIMITED');
      }
    } finally {
      await limited.close();
    }
  });
});
