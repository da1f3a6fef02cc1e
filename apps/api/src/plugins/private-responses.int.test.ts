import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../testing/member-client';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let member: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  member = (await registerMember(t)).token;
  admin = await t.staffToken(['admin']);
});
afterAll(async () => t.close());

const cacheControlOf = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.headers['cache-control'];
};

describe('personal answers', () => {
  it('are private and never stored: member info, the security overview, bank accounts, withdrawals', async () => {
    for (const url of ['/wps/member/info', '/wps/member/security', '/wps/member/bankAccounts', '/wps/withdraw/list?pageNo=1&pageSize=10']) {
      expect(await cacheControlOf(url, member), url).toBe('private, no-store');
    }
  });

  it('are private for staff too', async () => {
    expect(await cacheControlOf('/bo/audit', admin)).toBe('private, no-store');
  });

  it('leave public answers to their route, and a route that set its own keeps it', async () => {
    expect(await cacheControlOf('/wps/system/status')).toBeUndefined();
    expect(await cacheControlOf('/wps/v2/wallets/balance', member)).toBe('no-store');
  });
});
