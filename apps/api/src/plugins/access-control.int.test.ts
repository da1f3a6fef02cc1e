import { staffRoles, type StaffRole } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solvedAltcha } from '../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of staffRoles) tokens.set(role, await t.staffToken([role]));
});
afterAll(async () => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

describe('every route states who may call it', () => {
  it('has an access rule on every route, and every /bo route except sign-in is staff-only', () => {
    expect(t.routes.length).toBeGreaterThan(10);
    for (const route of t.routes.filter((r) => r.url.startsWith('/bo/'))) {
      const isSignIn = route.url === '/bo/auth/login' || route.url === '/bo/auth/totp';
      expect(route.access.kind, `${route.method} ${route.url}`).toBe(isSignIn ? 'public' : 'staff');
    }
  });

  it('refuses every staff route without a token, with a malformed token and with an unknown token', async () => {
    const staffRoutes = t.routes.filter((r) => r.access.kind === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(5);
    for (const route of staffRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const none = await t.app.inject({ method, url });
      expect([none.statusCode, errorCodeOf(none)], `${method} ${url}`).toEqual([401, 'UNAUTHORIZED']);
      const malformed = await t.app.inject({ method, url, headers: { authorization: 'Bearer x' } });
      expect(malformed.statusCode, `${method} ${url}`).toBe(401);
      const unknown = await t.app.inject({ method, url, headers: bearer('A'.repeat(43)) });
      expect(unknown.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses every staff route to each role outside its set, before looking at the body', async () => {
    let refusals = 0;
    for (const route of t.routes.filter((r) => r.access.kind === 'staff')) {
      const allowed = route.access.kind === 'staff' ? route.access.roles : [];
      for (const role of staffRoles.filter((r) => !allowed.includes(r))) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(tokens.get(role)!),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect([res.statusCode, errorCodeOf(res)], `${role} ${route.method} ${route.url}`).toEqual([403, 'FORBIDDEN']);
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(10);
  });

  it('lets each role in where its set includes it', async () => {
    for (const route of t.routes.filter((r) => r.access.kind === 'staff' && r.method === 'GET')) {
      const allowed = route.access.kind === 'staff' ? route.access.roles : [];
      for (const role of allowed) {
        const res = await t.app.inject({ method: 'GET', url: concrete(route.url), headers: bearer(tokens.get(role)!) });
        // A route with an id may not find record 1; what matters is that access was granted.
        const expected = route.url.includes(':') ? [200, 404] : [200];
        expect(expected, `${role} GET ${route.url}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });
});

describe('member routes', () => {
  const memberRoutes = () => t.routes.filter((r) => r.access.kind === 'member');
  const send = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: route.method === 'GET' ? undefined : {} });

  it('refuses every member route without a session, with a staff token and with an unknown token', async () => {
    expect(memberRoutes().length).toBeGreaterThan(3);
    const staff = tokens.get('admin')!;
    for (const route of memberRoutes()) {
      for (const headers of [{}, bearer(staff), bearer('B'.repeat(43))]) {
        const res = await send(route, headers);
        expect([res.statusCode, errorCodeOf(res)], `${route.method} ${route.url}`).toEqual([401, 'UNAUTHORIZED']);
      }
    }
  });

  it('refuses a trial account where real accounts only may go, and lets it in elsewhere', async () => {
    const freePlay = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
    const trial = freePlay.json().value.token as string;
    // Logout would end the trial session the other calls need; it is open to trial accounts anyway.
    for (const route of memberRoutes().filter((r) => r.url !== '/wps/session/logout')) {
      const res = await send(route, bearer(trial));
      const allowTrial = route.access.kind === 'member' && route.access.allowTrial;
      if (allowTrial) expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      else expect([res.statusCode, errorCodeOf(res)], `${route.method} ${route.url}`).toEqual([403, 'TRIAL_ACCOUNT']);
    }
  });

  it('refuses a member who is not an agent on every agent-centre route', async () => {
    const agentRoutes = memberRoutes().filter((r) => r.access.kind === 'member' && r.access.agentOnly);
    expect(agentRoutes.length).toBeGreaterThan(0);
    const { token } = await registerMember(t);
    for (const route of agentRoutes) {
      const res = await send(route, bearer(token));
      expect([res.statusCode, errorCodeOf(res)], `${route.method} ${route.url}`).toEqual([403, 'NOT_AGENT']);
    }
  });

  it('refuses a member token on every staff route', async () => {
    const { token } = await registerMember(t);
    for (const route of t.routes.filter((r) => r.access.kind === 'staff')) {
      const res = await send(route, bearer(token));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
