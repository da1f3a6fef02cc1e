import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config/config';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { createMessagingService } from './messaging.service';

let t: TestApp;

// A local SMTP server (no TLS, plain auth) that keeps what it receives.
type Received = { from: string; to: string[]; data: string; user: string | undefined };
const received: Received[] = [];
let rejectNext = false;
let smtp: SMTPServer;
let smtpPort = 0;

// A local SMS gateway recording each request; the test sets its answer.
type GatewayCall = { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string };
const calls: GatewayCall[] = [];
let gatewayAnswer: { status: number; body: string } = { status: 200, body: '{"id":"gw-1"}' };
let gateway: Server;
let gatewayUrl = '';

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejectNext) {
          rejectNext = false;
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  await listen(smtp.server);
  smtpPort = (smtp.server.address() as AddressInfo).port;

  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(gatewayAnswer.status, { 'content-type': 'application/json' }).end(gatewayAnswer.body);
    });
  });
  await listen(gateway);
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

const row = (id: number) => t.database.db.selectFrom('outbox_messages').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

describe('outbox provider (default)', () => {
  it('stores the message and marks it sent', async () => {
    const result = await t.services.messaging.send({ channel: 'email', to: 'a@example.com', subject: 'Hello', body: 'Body text', memberId: 42n });
    expect(result).toMatchObject({ status: 'sent', failure: null });
    expect(await row(result.id)).toMatchObject({
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Hello',
      body: 'Body text',
      status: 'sent',
      provider: 'outbox',
      member_id: 42n,
      error: null,
    });
    expect((await row(result.id)).sent_at).toBeInstanceOf(Date);
  });
});

describe('smtp provider', () => {
  const config = () => testConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtpPort}`, EMAIL_FROM: 'platform@example.com' });

  it('delivers through a real SMTP server with the configured sender and credentials', async () => {
    const messaging = createMessagingService(t.database.db, config());
    const result = await messaging.send({ channel: 'email', to: 'player@example.com', subject: 'Your code', body: 'Code 123456' });
    messaging.close();
    expect(result.status).toBe('sent');
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'platform@example.com', to: ['player@example.com'], user: 'mailer' });
    expect(mail.data).toContain('Subject: Your code');
    expect(mail.data).toContain('Code 123456');
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: 'sent', provider: 'smtp' });
    expect(stored.provider_ref).toMatch(/^<.+@.+>$/);
  });

  it('records a refusal by the server as failed, without the body', async () => {
    const messaging = createMessagingService(t.database.db, config());
    rejectNext = true;
    const result = await messaging.send({ channel: 'email', to: 'player@example.com', subject: 'Your code', body: 'Code 654321' });
    messaging.close();
    expect(result).toMatchObject({ status: 'failed', failure: 'failed' });
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: 'failed', error: 'SMTP 550', sent_at: null });
  });

  it('records failed authentication', async () => {
    const messaging = createMessagingService(t.database.db, testConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtpPort}` }));
    const result = await messaging.send({ channel: 'email', to: 'player@example.com', subject: 'x', body: 'y' });
    messaging.close();
    expect(result.status).toBe('failed');
    expect((await row(result.id)).error).toMatch(/^SMTP|EAUTH/);
  });
});

describe('http SMS provider', () => {
  const messaging = () => createMessagingService(t.database.db, testConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: gatewayUrl, SMS_HTTP_KEY: 'gateway-key-1' }));

  it('POSTs {to, text} as JSON with the bearer key and keeps the gateway id', async () => {
    gatewayAnswer = { status: 200, body: '{"id":"gw-77"}' };
    const result = await messaging().send({ channel: 'sms', to: '+919876543210', body: 'Code 111222' });
    expect(result.status).toBe('sent');
    const call = calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/sms' });
    expect(call.headers.authorization).toBe('Bearer gateway-key-1');
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body)).toEqual({ to: '+919876543210', text: 'Code 111222' });
    expect(await row(result.id)).toMatchObject({ status: 'sent', provider: 'http', provider_ref: 'gw-77' });
  });

  it('treats any non-2xx answer as a failure, 402 as spent quota', async () => {
    gatewayAnswer = { status: 503, body: 'down, text was Code 999999' };
    const failed = await messaging().send({ channel: 'sms', to: '+919876543211', body: 'Code 999999' });
    expect(failed).toMatchObject({ status: 'failed', failure: 'failed' });
    expect((await row(failed.id)).error).toBe('SMS gateway answered 503');
    gatewayAnswer = { status: 402, body: '{}' };
    expect(await messaging().send({ channel: 'sms', to: '+919876543212', body: 'x' })).toMatchObject({ status: 'failed', failure: 'quota' });
    gatewayAnswer = { status: 200, body: 'accepted' };
    const plain = await messaging().send({ channel: 'sms', to: '+919876543213', body: 'x' });
    expect(await row(plain.id)).toMatchObject({ status: 'sent', provider_ref: null });
  });

  it('records an unreachable gateway', async () => {
    const unreachable = createMessagingService(
      t.database.db,
      testConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:1/sms', SMS_HTTP_KEY: 'gateway-key-1' }),
    );
    const result = await unreachable.send({ channel: 'sms', to: '+919876543214', body: 'x' });
    expect(result).toMatchObject({ status: 'failed', failure: 'failed' });
    expect((await row(result.id)).error).toMatch(/^SMS gateway unreachable/);
  });
});

describe('configuration', () => {
  it('stops start-up naming a missing provider setting', () => {
    expect(() => testConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => testConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => testConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => testConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => testConfig({ PHONE_DIGITS_MIN: '12', PHONE_DIGITS_MAX: '8' })).toThrow(/PHONE_DIGITS_MIN/);
  });
});

describe('GET /bo/outbox', () => {
  it('lists newest first, filters by channel and recipient, and pages', async () => {
    const token = await t.staffToken(['support']);
    for (let i = 0; i < 3; i += 1) await t.services.messaging.send({ channel: 'sms', to: `+8801700000${i}`, body: `sms ${i}` });
    await t.services.messaging.send({ channel: 'email', to: 'outbox-list@example.com', subject: 'Subject', body: 'email body' });

    const all = await t.app.inject({ method: 'GET', url: '/bo/outbox?pageSize=2', headers: bearer(token) });
    expect(all.statusCode).toBe(200);
    const page = all.json().value as { list: { id: number; channel: string }[]; total: number; totalPages: number; pageNo: number };
    expect(page.list).toHaveLength(2);
    expect(page.list[0]!.id).toBeGreaterThan(page.list[1]!.id);
    expect(page.list[0]).toMatchObject({ channel: 'email', recipient: 'outbox-list@example.com', subject: 'Subject', body: 'email body', status: 'sent' });
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));

    const second = (await t.app.inject({ method: 'GET', url: '/bo/outbox?pageSize=2&pageNo=2', headers: bearer(token) })).json().value as {
      list: { id: number }[];
    };
    expect(second.list[0]!.id).toBeLessThan(page.list[1]!.id);

    const sms = (await t.app.inject({ method: 'GET', url: '/bo/outbox?channel=sms&recipient=0170000', headers: bearer(token) })).json().value as {
      list: { recipient: string }[];
      total: number;
    };
    expect(sms.total).toBe(3);
    expect(sms.list.map((m) => m.recipient)).toEqual(['+88017000002', '+88017000001', '+88017000000']);

    const none = (await t.app.inject({ method: 'GET', url: '/bo/outbox?recipient=%25', headers: bearer(token) })).json().value as { total: number };
    expect(none.total).toBe(0);
  });

  it('refuses callers outside admin, operator and support, and bad filters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/bo/outbox' })).statusCode).toBe(401);
    const content = await t.staffToken(['content']);
    const forbidden = await t.app.inject({ method: 'GET', url: '/bo/outbox', headers: bearer(content) });
    expect(forbidden.statusCode).toBe(403);
    const token = await t.staffToken(['operator']);
    const bad = await t.app.inject({ method: 'GET', url: '/bo/outbox?channel=fax', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(errorCodeOf(bad)).toBe('VALIDATION_ERROR');
  });
});
