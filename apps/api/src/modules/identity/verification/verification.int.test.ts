import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config/config';
import { isAppError } from '../../../lib/app-error';
import { registerErrorHandler } from '../../../plugins/error-handler';
import { registerLanguage } from '../../../plugins/language';
import { validatorCompiler } from '../../../plugins/validation';
import { solvedAltcha } from '../../../testing/member-client';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { createMessagingService } from '../../platform/messaging';
import { verificationRoutes } from './verification.routes';
import { createVerificationService, type MemberDirectory } from './verification.service';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let verification: ReturnType<typeof createVerificationService>;

// A stand-in SMS gateway on a real socket: answers with the status the test sets.
let gatewayStatus = 200;
let gateway: Server;
let gatewayUrl = '';

const registered = new Set(['91:9000000001', '91:9000000002', '91:9000000003']);
const members: MemberDirectory = { mobileRegistered: async (cc, mobile) => registered.has(`${cc}:${mobile}`) };

/** The verification routes on the real plugins (language, validation, error envelope), with a member set. */
let http: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  verification = createVerificationService(t.database.db, t.services.messaging, t.services.settings, { now: () => clock });
  gateway = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;

  http = Fastify();
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  registerLanguage(http);
  registerErrorHandler(http, null);
  await http.register(verificationRoutes, { verification, members, botCheck: t.services.botCheck, config: testConfig() });
  await http.ready();
});
afterAll(async () => {
  await http.close();
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

const latestMessage = async (recipient: string) =>
  t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();

const codeSentTo = async (recipient: string): Promise<string> => {
  const message = await latestMessage(recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
};

const messageCount = async (recipient: string) =>
  (await t.database.db.selectFrom('outbox_messages').select('id').where('recipient', '=', recipient).execute()).length;

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return { code: e.code, status: e.status, details: e.details, headers: e.headers };
    throw e;
  }
  throw new Error('expected an AppError');
};

const sms = (
  mobileNum: string,
  ip: string,
  extra: { purpose?: 'register' | 'login' | 'reset' | 'bind' | 'twoFactor'; language?: 'en' | 'hi' | 'zh-CN' } = {},
) => ({
  purpose: extra.purpose ?? 'login',
  countryDialingCode: '+91',
  mobileNum,
  ip,
  language: extra.language ?? 'en',
});

describe('SMS codes (service)', () => {
  it('sends six digits in the caller language and verifies them once', async () => {
    expect(await verification.sendSmsCode(sms('9100000001', '10.0.0.1', { language: 'hi' }))).toEqual({ expiredMinutes: 5 });
    const message = await latestMessage('+919100000001');
    expect(message).toMatchObject({ channel: 'sms', status: 'sent', provider: 'outbox' });
    expect(message?.body).toContain('सत्यापन कोड');
    expect(message?.body).toContain('5 मिनट');
    const code = await codeSentTo('+919100000001');

    const stored = await t.database.db.selectFrom('verification_codes').selectAll().where('target', '=', '+919100000001').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    await verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000001', code });
    expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000001', code }))).code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('keeps codes apart by purpose', async () => {
    await verification.sendSmsCode(sms('9100000002', '10.0.0.2', { purpose: 'reset' }));
    const code = await codeSentTo('+919100000002');
    expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000002', code }))).code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    await verification.verifySmsCode({ purpose: 'reset', countryDialingCode: '91', mobileNum: '9100000002', code });
  });

  it('counts a wrong code against the code, which still works afterwards', async () => {
    await verification.sendSmsCode(sms('9100000003', '10.0.0.3'));
    const code = await codeSentTo('+919100000003');
    const wrong = code === '000000' ? '000001' : '000000';
    const error = await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000003', code: wrong }));
    expect(error).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', status: 400, details: { attemptsLeft: 4 } });
    await verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000003', code });
  });

  it('kills a code after five wrong attempts', async () => {
    await verification.sendSmsCode(sms('9100000004', '10.0.0.4'));
    const code = await codeSentTo('+919100000004');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000004', code: wrong }))).code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    const dead = await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000004', code }));
    expect(dead).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED', details: { reason: 'attempts' } });
  });

  it('expires a code after five minutes', async () => {
    await verification.sendSmsCode(sms('9100000005', '10.0.0.5'));
    const code = await codeSentTo('+919100000005');
    advance(5 * 60);
    const expired = await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000005', code }));
    expect(expired).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED', status: 400, details: { reason: 'time' } });
  });

  it('replaces the live code on a new send', async () => {
    await verification.sendSmsCode(sms('9100000006', '10.0.0.6'));
    const first = await codeSentTo('+919100000006');
    advance(61);
    await verification.sendSmsCode(sms('9100000006', '10.0.0.6'));
    const second = await codeSentTo('+919100000006');
    if (first !== second) {
      expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000006', code: first }))).code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    await verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000006', code: second });
    const rows = await t.database.db.selectFrom('verification_codes').select('target').where('target', '=', '+919100000006').execute();
    expect(rows).toHaveLength(0);
  });

  it('asks for the code and the phone when they are missing, and refuses a malformed phone', async () => {
    expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000007', code: ' ' }))).code).toBe(
      'VERIFICATION_CODE_REQUIRED',
    );
    expect((await errorOf(verification.verifySmsCode({ purpose: 'login', countryDialingCode: '91', mobileNum: '9100000007', code: undefined }))).code).toBe(
      'VERIFICATION_CODE_REQUIRED',
    );
    expect(await errorOf(verification.sendSmsCode(sms('', '10.0.0.7')))).toMatchObject({ code: 'PHONE_REQUIRED', status: 400 });
    expect(await errorOf(verification.sendSmsCode({ ...sms('9100000007', '10.0.0.7'), countryDialingCode: '91a' }))).toMatchObject({
      code: 'PHONE_INVALID',
      status: 400,
    });
    expect(await errorOf(verification.sendSmsCode(sms('91000', '10.0.0.7')))).toMatchObject({ code: 'PHONE_INVALID', status: 400 });
  });
});

describe('send throttle', () => {
  it('allows one send a minute per number, then locks the number for five minutes', async () => {
    await verification.sendSmsCode(sms('9200000001', '10.1.0.1'));
    const locked = await errorOf(verification.sendSmsCode(sms('9200000001', '10.1.0.2')));
    expect(locked).toMatchObject({
      code: 'SMS_TOO_MANY_REQUESTS',
      status: 429,
      headers: { 'retry-after': '300' },
      details: { retryAfterSeconds: 300, minutes: 5 },
    });
    advance(240);
    expect(await errorOf(verification.sendSmsCode(sms('9200000001', '10.1.0.3')))).toMatchObject({
      code: 'SMS_TOO_MANY_REQUESTS',
      headers: { 'retry-after': '60' },
    });
    advance(61);
    expect(await verification.sendSmsCode(sms('9200000001', '10.1.0.4'))).toEqual({ expiredMinutes: 5 });
    expect(await messageCount('+919200000001')).toBe(2);
  });

  it('allows five sends an hour per number', async () => {
    for (let i = 0; i < 5; i += 1) {
      await verification.sendSmsCode(sms('9200000002', `10.2.0.${i}`));
      advance(61);
    }
    expect((await errorOf(verification.sendSmsCode(sms('9200000002', '10.2.0.9')))).code).toBe('SMS_TOO_MANY_REQUESTS');
    advance(3600);
    expect(await verification.sendSmsCode(sms('9200000002', '10.2.0.9'))).toEqual({ expiredMinutes: 5 });
  });

  it('allows five sends an hour per IP, other IPs unaffected', async () => {
    for (let i = 0; i < 5; i += 1) await verification.sendSmsCode(sms(`920000010${i}`, '10.3.0.1'));
    const locked = await errorOf(verification.sendSmsCode(sms('9200000109', '10.3.0.1')));
    expect(locked).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', headers: { 'retry-after': '300' } });
    expect(await verification.sendSmsCode(sms('9200000109', '10.3.0.2'))).toEqual({ expiredMinutes: 5 });
    // The IP's lock covers email too.
    expect((await errorOf(verification.sendEmailCode({ purpose: 'bind', email: 'ip-locked@example.com', ip: '10.3.0.1', language: 'en' }))).code).toBe(
      'SMS_TOO_MANY_REQUESTS',
    );
  });
});

describe('switches and providers', () => {
  it('refuses a purpose whose whitelabel switch is off (SMS_NOT_ENABLED)', async () => {
    const doc = await t.services.settings.get('whitelabel');
    await t.services.settings.update('whitelabel', { ...doc.value, VERIFCODELOGIN: false }, doc.version, systemActor('test'));
    try {
      expect(await errorOf(verification.sendSmsCode(sms('9300000001', '10.4.0.1')))).toMatchObject({ code: 'SMS_NOT_ENABLED', status: 403 });
      expect(await verification.sendSmsCode(sms('9300000001', '10.4.0.1', { purpose: 'reset' }))).toEqual({ expiredMinutes: 5 });
    } finally {
      const now = await t.services.settings.get('whitelabel');
      await t.services.settings.update('whitelabel', { ...now.value, VERIFCODELOGIN: true }, now.version, systemActor('test'));
    }
  });

  it('answers SMS_QUOTA_INSUFFICIENT past the daily quota and keeps no code', async () => {
    const sentToday = await t.database.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').where('status', '=', 'sent').execute();
    const messaging = createMessagingService(t.database.db, testConfig({ SMS_DAILY_QUOTA: String(sentToday.length + 1) }));
    const limited = createVerificationService(t.database.db, messaging, t.services.settings, { now: () => clock });
    await limited.sendSmsCode(sms('9300000002', '10.5.0.1'));
    expect(await errorOf(limited.sendSmsCode(sms('9300000003', '10.5.0.2')))).toMatchObject({ code: 'SMS_QUOTA_INSUFFICIENT', status: 503 });
    expect(await latestMessage('+919300000003')).toMatchObject({ status: 'failed', error: expect.stringContaining('quota') });
    expect(await t.database.db.selectFrom('verification_codes').select('target').where('target', '=', '+919300000003').execute()).toHaveLength(0);
  });

  it('answers SMS_QUOTA_INSUFFICIENT past the daily quota of a country calling code, other countries still sent', async () => {
    const sentTo = async (prefix: string) =>
      (await t.database.db.selectFrom('outbox_messages').select('recipient').where('channel', '=', 'sms').where('status', '=', 'sent').execute()).filter((m) =>
        m.recipient.startsWith(prefix),
      ).length;
    const messaging = createMessagingService(t.database.db, testConfig({ SMS_DAILY_QUOTA_PER_COUNTRY: String((await sentTo('+44')) + 2) }));
    const limited = createVerificationService(t.database.db, messaging, t.services.settings, { now: () => clock });
    const uk = (mobileNum: string, ip: string) => ({ ...sms(mobileNum, ip), countryDialingCode: '44' });
    await limited.sendSmsCode(uk('7700900001', '10.5.1.1'));
    await limited.sendSmsCode(uk('7700900002', '10.5.1.2'));
    expect(await errorOf(limited.sendSmsCode(uk('7700900003', '10.5.1.3')))).toMatchObject({ code: 'SMS_QUOTA_INSUFFICIENT', status: 503 });
    expect(await latestMessage('+447700900003')).toMatchObject({ status: 'failed', error: expect.stringContaining('+44') });
    expect(await sentTo('+61')).toBe(0);
    expect(await limited.sendSmsCode({ ...sms('412345678', '10.5.1.4'), countryDialingCode: '61' })).toEqual({ expiredMinutes: 5 });
  });

  it('answers SMS_UNKNOWN_ERROR when the gateway fails, SMS_QUOTA_INSUFFICIENT when it says 402', async () => {
    const messaging = createMessagingService(t.database.db, testConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: gatewayUrl, SMS_HTTP_KEY: 'test-key-123' }));
    const viaGateway = createVerificationService(t.database.db, messaging, t.services.settings, { now: () => clock });
    gatewayStatus = 500;
    expect(await errorOf(viaGateway.sendSmsCode(sms('9300000004', '10.6.0.1')))).toMatchObject({ code: 'SMS_UNKNOWN_ERROR', status: 502 });
    expect(await latestMessage('+919300000004')).toMatchObject({ status: 'failed', provider: 'http', error: 'SMS gateway answered 500' });
    gatewayStatus = 402;
    expect(await errorOf(viaGateway.sendSmsCode(sms('9300000005', '10.6.0.2')))).toMatchObject({ code: 'SMS_QUOTA_INSUFFICIENT' });
    gatewayStatus = 200;
    expect(await viaGateway.sendSmsCode(sms('9300000006', '10.6.0.3'))).toEqual({ expiredMinutes: 5 });
    expect(await latestMessage('+919300000006')).toMatchObject({ status: 'sent', provider: 'http' });
  });
});

describe('email codes', () => {
  it('sends a subject and body in the caller language and verifies the code', async () => {
    expect(await verification.sendEmailCode({ purpose: 'bind', email: ' Player@Example.com', ip: '10.7.0.1', language: 'zh-CN' })).toEqual({
      expiredMinutes: 5,
    });
    const message = await latestMessage('player@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: '您的验证码', status: 'sent' });
    const code = await codeSentTo('player@example.com');
    await verification.verifyEmailCode({ purpose: 'bind', email: 'PLAYER@example.com', code });
    expect((await errorOf(verification.verifyEmailCode({ purpose: 'bind', email: 'player@example.com', code }))).code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a malformed address and reports a failed send', async () => {
    expect(await errorOf(verification.sendEmailCode({ purpose: 'bind', email: 'not-an-address', ip: '10.7.0.2', language: 'en' }))).toMatchObject({
      code: 'EMAIL_INVALID',
      status: 400,
    });
    expect((await errorOf(verification.verifyEmailCode({ purpose: 'bind', email: '', code: '123456' }))).code).toBe('EMAIL_INVALID');
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const messaging = createMessagingService(
      t.database.db,
      testConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1', MESSAGING_TIMEOUT_MS: '2000' }),
    );
    const failing = createVerificationService(t.database.db, messaging, t.services.settings, { now: () => clock });
    expect(await errorOf(failing.sendEmailCode({ purpose: 'bind', email: 'nobody@example.com', ip: '10.7.0.3', language: 'en' }))).toMatchObject({
      code: 'EMAIL_SEND_FAILED',
      status: 502,
    });
    expect(await latestMessage('nobody@example.com')).toMatchObject({ status: 'failed', provider: 'smtp' });
    messaging.close();
  });
});

describe('POST /wps/verification/sms/noLogin and /register', () => {
  /** Each request carries a freshly solved ALTCHA unless the payload says otherwise. */
  const post = async (url: string, payload: object, ip: string, lang = 'en') =>
    http.inject({ method: 'POST', url, payload: { altcha: await solvedAltcha(t), ...payload }, remoteAddress: ip, headers: { 'accept-language': lang } });

  it('sends nothing without a solved bot check, nor twice on one solution', async () => {
    const before = await messageCount('+919000000001');
    for (const altcha of [undefined, 'bm90IGEgc29sdXRpb24=']) {
      const res = await http.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '91', mobileNum: '9000000001', ...(altcha ? { altcha } : {}) },
        remoteAddress: '10.8.9.1',
      });
      expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'BOT_CHECK_FAILED']);
    }
    const register = await http.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '91', mobileNo: '9400000009' },
      remoteAddress: '10.8.9.2',
    });
    expect(errorCodeOf(register)).toBe('BOT_CHECK_FAILED');
    const altcha = await solvedAltcha(t);
    expect((await post('/wps/verification/sms/register', { countryDialingCode: '91', mobileNo: '9400000008', altcha }, '10.8.9.3')).statusCode).toBe(200);
    expect(errorCodeOf(await post('/wps/verification/sms/register', { countryDialingCode: '91', mobileNo: '9400000007', altcha }, '10.8.9.4'))).toBe(
      'BOT_CHECK_FAILED',
    );
    expect(await messageCount('+919000000001')).toBe(before);
    expect(await messageCount('+919400000009')).toBe(0);
    expect(await messageCount('+919400000007')).toBe(0);
  });

  it('answers the same for a member number and an unknown one, and sends only to the member', async () => {
    const member = await post('/wps/verification/sms/noLogin', { countryDialingCode: '+91', mobileNum: '9000000001' }, '10.8.0.1');
    const stranger = await post('/wps/verification/sms/noLogin', { countryDialingCode: '+91', mobileNum: '9000000099' }, '10.8.0.2');
    expect(member.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(member.body);
    expect(member.json()).toEqual({ code: '0', message: 'OK', value: { expiredMinutes: 5 } });
    expect(await messageCount('+919000000001')).toBe(1);
    expect(await messageCount('+919000000099')).toBe(0);
    // Unknown numbers are throttled alike, so the 429 pattern tells nothing either.
    const again = await post('/wps/verification/sms/noLogin', { countryDialingCode: '+91', mobileNum: '9000000099' }, '10.8.0.3');
    expect(again.statusCode).toBe(429);
  });

  it('sends a reset code to a member number', async () => {
    const res = await post('/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: '9000000002', purpose: 'reset' }, '10.8.0.4');
    expect(res.statusCode).toBe(200);
    const code = await codeSentTo('+919000000002');
    await verification.verifySmsCode({ purpose: 'reset', countryDialingCode: '91', mobileNum: '9000000002', code });
  });

  it('answers 429 with Retry-After and a translated message', async () => {
    await post('/wps/verification/sms/register', { countryDialingCode: '91', mobileNo: '9400000001' }, '10.8.1.1');
    const res = await post('/wps/verification/sms/register', { countryDialingCode: '91', mobileNo: '9400000001' }, '10.8.1.2', 'zh-CN');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('300');
    expect(errorCodeOf(res)).toBe('SMS_TOO_MANY_REQUESTS');
    expect(res.json().message).toBe('请求过于频繁，请在 5 分钟后重试。');
  });

  it('refuses a registered number for registration (MOBILE_TAKEN) and sends to a new one', async () => {
    const taken = await post('/wps/verification/sms/register', { countryDialingCode: '+91', mobileNo: '9000000003', username: 'someone' }, '10.8.2.1');
    expect(taken.statusCode).toBe(409);
    expect(errorCodeOf(taken)).toBe('MOBILE_TAKEN');
    const fresh = await post('/wps/verification/sms/register', { countryDialingCode: '+91', mobileNo: '9400000002' }, '10.8.2.2');
    expect(fresh.json()).toEqual({ code: '0', message: 'OK', value: { expiredMinutes: 5 } });
    const code = await codeSentTo('+919400000002');
    await verification.verifySmsCode({ purpose: 'register', countryDialingCode: '91', mobileNum: '9400000002', code });
  });

  it('answers 400 for bad input, never a 500', async () => {
    const cases: [string, object, string][] = [
      ['/wps/verification/sms/noLogin', {}, 'PHONE_REQUIRED'],
      ['/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: '' }, 'PHONE_REQUIRED'],
      ['/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: 'abc123456' }, 'PHONE_INVALID'],
      ['/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: 9876543210 }, 'VALIDATION_ERROR'],
      ['/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: '9876543210', purpose: 'bind' }, 'VALIDATION_ERROR'],
      ['/wps/verification/sms/noLogin', { countryDialingCode: '91', mobileNum: '9876543210', code: '123456' }, 'UNKNOWN_FIELD'],
      ['/wps/verification/sms/register', { countryDialingCode: '00000', mobileNo: '9876543210' }, 'PHONE_INVALID'],
      ['/wps/verification/sms/register', { countryDialingCode: '91', mobileNo: '9'.repeat(40) }, 'VALIDATION_ERROR'],
      ['/wps/verification/sms/register', { countryDialingCode: '91' }, 'PHONE_REQUIRED'],
    ];
    for (const [url, payload, code] of cases) {
      const res = await post(url, payload, '10.8.3.1');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCodeOf(res), JSON.stringify(payload)).toBe(code);
    }
  });
});

describe('the app', () => {
  it('serves the SMS routes under the player gate and lists the message in the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '855', mobileNo: '12345678', altcha: await solvedAltcha(t) },
      remoteAddress: '10.9.0.1',
    });
    expect(res.json()).toEqual({ code: '0', message: 'OK', value: { expiredMinutes: 5 } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '855', mobileNum: '12345679', altcha: await solvedAltcha(t) },
      remoteAddress: '10.9.0.2',
    });
    expect(unknown.json()).toEqual(res.json());
    expect(await messageCount('+85512345678')).toBe(1);
    expect(await messageCount('+85512345679')).toBe(0);
  });

  it('limits requests per IP a minute before any throttle (RATE_LIMIT_SMS_PER_MINUTE)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SMS_PER_MINUTE: '2' });
    try {
      const send = async (mobileNo: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          payload: { countryDialingCode: '855', mobileNo, altcha: await solvedAltcha(limited) },
          remoteAddress: '10.9.1.1',
        });
      expect((await send('22345678')).statusCode).toBe(200);
      expect((await send('22345679')).statusCode).toBe(200);
      const third = await send('22345670');
      expect(third.statusCode).toBe(429);
      expect(errorCodeOf(third)).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
