import { envelopeWindowMs } from '@gp/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const username = 'envelope01';
beforeAll(async () => {
  t = await createTestApp();
  await registerMember(t, { username });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', payload: payload as Record<string, string>, remoteAddress: '10.0.0.1' });

/** An envelope sealed by a client whose clock reads `offsetMs` from the server's. */
const sealedAt = async (offsetMs: number, body: unknown) => {
  const sealedTime = Date.now() + offsetMs;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(sealedTime);
  try {
    return await sealed(t, body);
  } finally {
    vi.useRealTimers();
  }
};

describe('E-call envelope', () => {
  it('hands the route the sealed body alone, without the envelope timestamp and nonce', async () => {
    const res = await login(await sealed(t, { type: 'username', username, password: memberPassword }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses the same envelope sent a second time', async () => {
    const envelope = await sealed(t, { type: 'username', username, password: memberPassword });
    expect((await login(envelope)).statusCode).toBe(200);
    const replay = await login(envelope);
    expect([replay.statusCode, errorCodeOf(replay)]).toEqual([400, 'ENVELOPE_REPLAYED']);
    expect(replay.json().message).not.toBe('ENVELOPE_REPLAYED');
  });

  it('refuses an envelope sealed outside the window, either way, and accepts one inside it', async () => {
    const body = { type: 'username', username, password: memberPassword };
    const stale = await login(await sealedAt(-envelopeWindowMs - 30_000, body));
    expect([stale.statusCode, errorCodeOf(stale)]).toEqual([400, 'ENVELOPE_EXPIRED']);
    const ahead = await login(await sealedAt(envelopeWindowMs + 30_000, body));
    expect(errorCodeOf(ahead)).toBe('ENVELOPE_EXPIRED');
    expect((await login(await sealedAt(-envelopeWindowMs + 30_000, body))).statusCode).toBe(200);
  });
});
