import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../audit';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const actor = systemActor('test');
const setMaintenance = async (value: { mode: 'off' | 'on' | 'scheduled'; startAt?: string | null; endAt?: string | null }) => {
  const doc = await t.services.settings.get('maintenance');
  await t.services.settings.update('maintenance', { ...doc.value, startAt: null, endAt: null, ...value }, doc.version, actor);
};
const setRegion = async (value: { blockedIpRanges?: string[]; allowedIpRanges?: string[]; blockedCountries?: string[] }) => {
  const doc = await t.services.settings.get('region');
  await t.services.settings.update('region', { ...doc.value, blockedIpRanges: [], allowedIpRanges: [], blockedCountries: [], ...value }, doc.version, actor);
};
const status = async (headers: Record<string, string> = {}, remoteAddress = '198.51.100.10') =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers, remoteAddress })).json().value;

describe('/wps/system/status', () => {
  it('is 0 when all is normal', async () => {
    expect(await status()).toEqual({ status: 0, maintenance: null, regionRestriction: null });
  });

  it("is 1 with the end time and a message in the caller's language during maintenance", async () => {
    const endAt = new Date(Date.now() + 3_600_000).toISOString();
    await setMaintenance({ mode: 'on', endAt });
    const hi = await status({ 'accept-language': 'hi' });
    expect(hi.status).toBe(1);
    expect(hi.maintenance.endTime).toBe(endAt);
    expect(hi.maintenance.message).toMatch(/प्लेटफ़ॉर्म/);
    expect((await status({ 'accept-language': 'en' })).maintenance.message).toMatch(/upgrading/);
    await setMaintenance({ mode: 'off' });
  });

  it('follows a scheduled window', async () => {
    await setMaintenance({ mode: 'scheduled', startAt: new Date(Date.now() - 60_000).toISOString(), endAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await status()).status).toBe(1);
    await setMaintenance({ mode: 'scheduled', startAt: new Date(Date.now() + 60_000).toISOString(), endAt: new Date(Date.now() + 120_000).toISOString() });
    expect((await status()).status).toBe(0);
    await setMaintenance({ mode: 'off' });
  });

  it("is 2 with the caller's IP in a blocked range, unless the address is allowed", async () => {
    await setRegion({ blockedIpRanges: ['198.51.100.0/24'] });
    expect(await status()).toMatchObject({ status: 2, regionRestriction: { ip: '198.51.100.10', message: expect.any(String) } });
    await setRegion({ blockedIpRanges: ['198.51.100.0/24'], allowedIpRanges: ['198.51.100.10'] });
    expect((await status()).status).toBe(0);
    await setRegion({});
  });

  it('lets maintenance win over a region block', async () => {
    await setRegion({ blockedIpRanges: ['0.0.0.0/0'] });
    await setMaintenance({ mode: 'on' });
    expect((await status()).status).toBe(1);
    await setMaintenance({ mode: 'off' });
    await setRegion({});
  });
});

describe('the player gate', () => {
  it('answers player calls with 503 and Retry-After during maintenance, and keeps /wps/system open', async () => {
    await setMaintenance({ mode: 'on', endAt: new Date(Date.now() + 600_000).toISOString() });
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([503, 'MAINTENANCE']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/bo/settings/merchant' })).statusCode).toBe(401);
    await setMaintenance({ mode: 'off' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
  });

  it('answers player calls from a blocked region with 403', async () => {
    await setRegion({ blockedIpRanges: ['198.51.100.0/24'] });
    const res = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus', remoteAddress: '198.51.100.7' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'REGION_RESTRICTED']);
    await setRegion({});
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For and country headers unless the proxy is trusted', async () => {
    await setRegion({ blockedIpRanges: ['203.0.113.0/24'], blockedCountries: ['US'] });
    expect((await status({ 'x-forwarded-for': '203.0.113.5' }, '127.0.0.1')).status).toBe(0);
    await setRegion({});
  });

  it('believes a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', COUNTRY_HEADER: 'cf-ipcountry' });
    try {
      const doc = await proxied.services.settings.get('region');
      await proxied.services.settings.update('region', { ...doc.value, blockedIpRanges: ['203.0.113.0/24'], blockedCountries: ['US'] }, doc.version, actor);
      const get = (headers: Record<string, string>) => proxied.app.inject({ method: 'GET', url: '/wps/system/status', headers, remoteAddress: '127.0.0.1' });
      expect((await get({ 'x-forwarded-for': '203.0.113.5' })).json().value).toMatchObject({ status: 2, regionRestriction: { ip: '203.0.113.5' } });
      expect((await get({ 'x-forwarded-for': '192.0.2.1', 'cf-ipcountry': 'us' })).json().value.status).toBe(2);
      expect((await get({ 'x-forwarded-for': '192.0.2.1', 'cf-ipcountry': 'IN' })).json().value.status).toBe(0);
    } finally {
      await proxied.close();
    }
  });
});

describe('/wps/system/permission', () => {
  it('carries every field of the permission response', async () => {
    const value = (await t.app.inject({ method: 'GET', url: '/wps/system/permission', remoteAddress: '192.0.2.44' })).json().value;
    expect(Object.keys(value)).toEqual(
      expect.arrayContaining([
        'customerService',
        'domainRoute',
        'resources',
        'whitelabel',
        'register',
        'mainDomain',
        'analytics',
        'imageCDNs',
        'launchGameCDNs',
        'location',
        'maintenance',
        'regionRestriction',
      ]),
    );
    expect(value.location.ip).toBe('192.0.2.44');
    expect(value.register.defaultMethod).toBe('mobile');
    expect(value.merchant).toMatchObject({ defaultLanguage: 'HI', agentTypeCodes: [1, 2, 41, 42], trialTypeCode: 4 });
  });
});
