import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../testing/test-app';

const token = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
});
afterAll(async () => t.close());

const scrape = async () => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('metrics and readiness', () => {
  it('serves /metrics only to the bearer of the token, in the API error shape otherwise', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorCodeOf(anonymous)).toBe('UNAUTHORIZED');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern, never by raw path, and reads the gauges at scrape time', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/no/such/route/123' });
    const text = (await scrape()).body;
    expect(text).toMatch(/gp_http_requests_total\{route="\/healthz",method="GET",status="200"\} \d+/);
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('/no/such/route/123');
    expect(text).toMatch(/gp_outbox_depth \d+/);
    expect(text).toContain('gp_db_pool_connections');
    expect(text).toContain('# TYPE gp_wallet_batch_size histogram');
  });

  it('counts vendor wallet calls with known labels only, whatever vendor code or action a caller sends', async () => {
    await t.app.inject({ method: 'POST', url: '/gw/v1/NO_SUCH_VENDOR/made-up-action', payload: '{}', headers: { 'content-type': 'application/json' } });
    const text = (await scrape()).body;
    expect(text).toMatch(/gp_wallet_calls_total\{vendor="unknown",action="other",outcome="INVALID_REQUEST"\} 1/);
    expect(text).not.toContain('NO_SUCH_VENDOR');
    expect(text).not.toContain('made-up-action');
  });

  it('fails readiness while draining, and asks every client to reconnect elsewhere', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.runtime.lifecycle.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'NOT_READY', details: { reason: 'draining' } });
    const served = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe('metrics without a token', () => {
  it('does not serve /metrics at all', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(404);
      expect(errorCodeOf(res)).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});
