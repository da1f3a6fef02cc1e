import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../modules/money/wallet/wallet.test-support';
import { registerMember } from '../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let member: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffToken(['admin']);
  member = (await registerMember(t)).token;
  agent = (await newMember(t, { agent: true })).token;
});
afterAll(async () => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

/** Each kind of bad input a client can send, with the codes it may fairly get back. */
const badBodies: { name: string; payload: string; contentType: string; codes: string[] }[] = [
  { name: 'malformed JSON', payload: '{"a": ', contentType: 'application/json', codes: ['INVALID_JSON'] },
  { name: 'empty JSON body', payload: '', contentType: 'application/json', codes: ['INVALID_JSON', 'VALIDATION_ERROR'] },
  { name: 'a JSON array', payload: '[1,2]', contentType: 'application/json', codes: ['VALIDATION_ERROR'] },
  { name: 'JSON null', payload: 'null', contentType: 'application/json', codes: ['VALIDATION_ERROR'] },
  {
    name: 'wrong types',
    payload: JSON.stringify({ username: 1, password: [], challenge: {}, code: 123456, value: 'x', version: 'one' }),
    contentType: 'application/json',
    codes: ['VALIDATION_ERROR', 'UNKNOWN_FIELD'],
  },
  { name: 'an unknown field', payload: JSON.stringify({ surprise: true }), contentType: 'application/json', codes: ['VALIDATION_ERROR', 'UNKNOWN_FIELD'] },
  { name: 'deep nesting', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json', codes: ['VALIDATION_ERROR', 'INVALID_JSON'] },
  {
    name: 'a prototype-pollution key',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
    contentType: 'application/json',
    codes: ['VALIDATION_ERROR', 'UNKNOWN_FIELD', 'INVALID_JSON'],
  },
  { name: 'form encoding', payload: 'a=1', contentType: 'application/x-www-form-urlencoded', codes: ['UNSUPPORTED_MEDIA_TYPE'] },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain', codes: ['UNSUPPORTED_MEDIA_TYPE'] },
  { name: 'over 1 MB', payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }), contentType: 'application/json', codes: ['PAYLOAD_TOO_LARGE'] },
];

describe('bad input never reaches a 500', () => {
  it('answers every route that takes a body with a 4xx envelope for each kind of bad body', async () => {
    const withBody = t.routes.filter((r) => r.hasBody);
    expect(withBody.length).toBeGreaterThan(5);
    for (const route of withBody) {
      for (const bad of badBodies) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...bearer(route.access.kind === 'member' ? (route.access.agentOnly ? agent : member) : admin), 'content-type': bad.contentType },
          payload: bad.payload,
        });
        const label = `${route.method} ${route.url} with ${bad.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        // An E call refuses any body that is not an envelope before reading what it says.
        // The forgot-password form may be url-encoded: then its fields are checked.
        const formRoute = route.url === '/wps/member/password/email' && bad.contentType === 'application/x-www-form-urlencoded';
        const codes = [...bad.codes, ...(route.encrypted ? ['ENCRYPTION_REQUIRED'] : []), ...(formRoute ? ['VALIDATION_ERROR'] : [])];
        expect(codes, label).toContain(errorCodeOf(res));
      }
    }
  });

  it('answers bodiless routes sent a bad body without a 500', async () => {
    const bodiless = t.routes.filter((r) => !r.hasBody && r.method === 'POST');
    expect(bodiless.length).toBeGreaterThan(0);
    for (const route of bodiless) {
      // A member route gets a member of its own, so what one route does cannot change another's answer.
      const routeMember = route.access.kind === 'member' ? (await registerMember(t)).token : admin;
      for (const bad of badBodies) {
        // Logging out ends the session, so each attempt there gets a session of its own.
        const endsSession = route.url.endsWith('/logout');
        const token = !endsSession ? routeMember : route.url.startsWith('/bo/') ? await t.staffToken(['admin']) : (await registerMember(t)).token;
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...bearer(token), 'content-type': bad.contentType },
          payload: bad.payload,
        });
        expect(res.statusCode, `${route.url} with ${bad.name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) errorCodeOf(res);
      }
    }
  });

  it('answers wrong query types with field paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bo/audit?limit=abc&beforeId=-4&extra=1', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const paths = body.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['querystring.limit', 'querystring.beforeId']));
  });

  it('gives field paths for wrong types', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username: 5, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues).toEqual([expect.objectContaining({ path: 'body.username', code: 'invalid_type' })]);
  });

  it('names unknown fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username: 'a', password: 'b', role: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_FIELD', details: { issues: [{ keys: ['role'] }] } });
  });

  it('answers unknown paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nothing'],
      ['POST', '/bo/nothing'],
      ['DELETE', '/wps/system/status'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorCodeOf(res)).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(errorCodeOf(res)).toBe('VALIDATION_ERROR');
  });

  it("writes the error message in the caller's language", async () => {
    const hi = await t.app.inject({ method: 'GET', url: '/wps/none', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(hi.json().message).toBe('यह नहीं मिला। पता जाँचें, या वापस जाकर फिर से प्रयास करें।');
    const zh = await t.app.inject({ method: 'GET', url: '/wps/none', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().message).toBe('未找到该内容。请检查地址，或返回后重试。');
    const hiField = await t.app.inject({
      method: 'POST',
      url: '/bo/auth/login',
      headers: { 'accept-language': 'hi' },
      payload: { username: 5, password: 'x' },
    });
    expect(hiField.json().details.issues[0].message).toMatch(/अमान्य/);
  });

  it('leaves no trace of a refused write', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/bo/settings/merchant', headers: bearer(admin) });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/bo/settings/merchant',
      headers: bearer(admin),
      payload: { value: { ...before.json().value.value, defaultLanguage: 'XX' }, version: before.json().value.version },
    });
    expect(res.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/bo/settings/merchant', headers: bearer(admin) });
    expect(after.json().value).toEqual(before.json().value);
  });
});

describe('error details', () => {
  it('carry bigint amounts as JSON integers instead of failing', async () => {
    const { AppError } = await import('../lib/app-error');
    // The same error handler the app installs, on a bare instance with a route that throws.
    const probe = await createProbe();
    try {
      probe.app.get('/probe', { config: { access: { kind: 'public' } } }, async () => {
        throw new AppError('INSUFFICIENT_FUNDS', { details: { balance: 1234n, huge: 2n ** 70n } });
      });
      const out = await probe.app.inject({ method: 'GET', url: '/probe' });
      expect(out.statusCode).toBe(409);
      expect(out.json().details).toEqual({ balance: 1234, huge: '1180591620717411303424' });
    } finally {
      await probe.app.close();
    }
  });
});

const createProbe = async () => {
  const Fastify = (await import('fastify')).default;
  const { registerErrorHandler } = await import('./error-handler');
  const { registerLanguage } = await import('./language');
  const app = Fastify();
  registerLanguage(app);
  registerErrorHandler(app, null);
  return { app };
};
