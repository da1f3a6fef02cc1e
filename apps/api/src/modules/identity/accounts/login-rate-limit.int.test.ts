import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
});
afterAll(async () => t.close());

describe('login rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit of an IP, before reading the body', async () => {
    // Each call seals afresh: the server refuses an envelope it has opened before.
    const payload = () => sealed(t, { type: 'username', username: 'nobody1', password: 'whatever1' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await payload(), remoteAddress: '10.7.7.7' })).statusCode);
    // A wrong password, then the captcha it asks for is missing, then the limit.
    expect(codes).toEqual([401, 400, 400, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await payload(), remoteAddress: '10.7.7.7' });
    expect(errorCodeOf(limited)).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await payload(), remoteAddress: '10.7.7.8' })).statusCode).not.toBe(429);
  });
});
