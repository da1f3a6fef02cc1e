import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the HTTP application', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ code: '0', message: 'OK', value: { status: 'ok' } });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().value).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, and keeps a well-formed one from the caller', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(passed.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(hostile.headers['x-request-id']).not.toContain('bad');
  });

  it('sends a strict content security policy and no CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The same headers on an answer no route gave (built once, applied to every request).
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bo/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1_048_577), password: 'x' }),
    });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('serves the OpenAPI document with every route and the error codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/wps/system/status', '/bo/auth/login', '/bo/settings/merchant', '/bo/audit']));
    expect(doc.info.description).toContain('VERSION_CONFLICT');
    expect(doc.paths['/bo/audit'].get.security).toEqual([{ staffBearer: ['admin', 'operator'] }]);
  });
});
