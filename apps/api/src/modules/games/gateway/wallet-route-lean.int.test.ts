import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addGatewayVendor, vendorCall, type TestVendor } from './gateway.test-support';

// The vendor wallet routes skip the app's hooks meant for browsers and members (wallet-route-hooks.ts)
// and check their path with a compiled validator: what a vendor gets back must not change.
let t: TestApp;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'LEAN1');
});
afterAll(async () => t.close());

const post = (url: string) => t.app.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });

describe('lean vendor wallet routes', () => {
  it('answer without the browser headers, which other routes still send', async () => {
    const wallet = await post(`/gw/v1/${vendor.code}/balance`);
    expect(wallet.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(wallet.headers['content-security-policy']).toBeUndefined();
    expect(wallet.headers['x-request-id']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']).toBeDefined();
  });

  it('refuse path parameters as before: schema failures and unstorable text', async () => {
    expect((await post(`/gw/v1/${'V'.repeat(65)}/bet`)).json()).toEqual({ status: 'INVALID_REQUEST', message: 'FST_ERR_VALIDATION' });
    expect((await post(`/gw/v1/${vendor.code}/${'a'.repeat(33)}`)).json()).toEqual({ status: 'INVALID_REQUEST', message: 'FST_ERR_VALIDATION' });
    const nul = await post(`/gw/v1/AB%00C/bet`);
    expect(nul.statusCode).toBe(200);
    expect(nul.json()).toEqual({ status: 'INVALID_REQUEST', message: 'INVALID_TEXT' });
  });

  it('count wallet calls in the wallet metrics, not the per-route HTTP ones', async () => {
    await vendorCall(t, vendor, 'balance', { playerId: '1', sessionToken: 'x' });
    const text = await t.runtime.metrics.registry.metrics();
    expect(text).toMatch(/gp_wallet_calls_total\{vendor="LEAN1",action="balance",outcome="[A-Z_]+"\} 1/);
    expect(text).not.toMatch(/route="\/gw\/v1\//);
  });
});
