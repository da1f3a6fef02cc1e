import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../lib/totp';
import { systemActor } from '../../platform/audit';
import { bearer, createTestApp, errorCodeOf, testPassword, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_LOGIN_MAX_FAILURES: '3', STAFF_LOGIN_LOCK_MINUTES: '15' });
});
afterAll(async () => t.close());

let n = 0;
const newStaff = async () => {
  const username = `signin${++n}`;
  await t.services.staffAdmin.create({ username, password: testPassword, roles: ['operator'] }, systemActor('test'));
  return username;
};
const login = (username: string, password = testPassword) => t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username, password } });
const totp = (challenge: string, code: string) => t.app.inject({ method: 'POST', url: '/bo/auth/totp', payload: { challenge, code } });

const enrolAndSignIn = async (username: string) => {
  const step = (await login(username)).json().value;
  const session = (await totp(step.challenge, totpCode(step.secret))).json().value;
  return { secret: step.secret as string, token: session.token as string };
};

describe('staff sign-in', () => {
  it('enrols TOTP at the first sign-in, then asks for a code', async () => {
    const username = await newStaff();
    const first = (await login(username)).json().value;
    expect(first).toMatchObject({ step: 'enroll', otpauthUrl: expect.stringContaining('otpauth://totp/') });
    const session = await totp(first.challenge, totpCode(first.secret));
    expect(session.statusCode).toBe(200);
    expect(session.json().value.staff).toMatchObject({ username, roles: ['operator'] });

    const second = (await login(username)).json().value;
    expect(second).toEqual({ step: 'totp', challenge: expect.any(String) });
    // The code already used at enrolment cannot be replayed; the next step's code works.
    expect(errorCodeOf(await totp(second.challenge, totpCode(first.secret)))).toBe('INVALID_TOTP');
    const next = await totp(second.challenge, totpCode(first.secret, Date.now() + 30_000));
    expect(next.statusCode).toBe(200);
  });

  it('uses a challenge once', async () => {
    const username = await newStaff();
    const step = (await login(username)).json().value;
    expect((await totp(step.challenge, totpCode(step.secret))).statusCode).toBe(200);
    expect(errorCodeOf(await totp(step.challenge, totpCode(step.secret, Date.now() + 30_000)))).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const username = await newStaff();
    const wrong = await login(username, 'wrong password!');
    const unknown = await login('nobody-here', 'wrong password!');
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    const username = await newStaff();
    await login(username, 'bad 1');
    await login(username, 'bad 2');
    const third = await login(username, 'bad 3');
    expect([third.statusCode, errorCodeOf(third)]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect(third.json().message).toMatch(/15 minutes/);
    const right = await login(username);
    expect(errorCodeOf(right)).toBe('ACCOUNT_LOCKED');
  });

  it('counts wrong codes toward the lock', async () => {
    const username = await newStaff();
    const { secret } = await enrolAndSignIn(username);
    for (let i = 0; i < 2; i += 1) {
      const step = (await login(username)).json().value;
      expect(errorCodeOf(await totp(step.challenge, '000000'))).toBe('INVALID_TOTP');
    }
    const step = (await login(username)).json().value;
    expect(errorCodeOf(await totp(step.challenge, totpCode(secret) === '000000' ? '111111' : '000000'))).toBe('ACCOUNT_LOCKED');
  });

  it('answers an unknown name exactly as a known one with a wrong password, lock included', async () => {
    const known = await newStaff();
    const answers = async (username: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await login(username, `wrong ${i}`);
        out.push([res.statusCode, res.json()]);
      }
      return out;
    };
    const knownAnswers = await answers(known);
    expect(knownAnswers.map((a) => (a as [number])[0])).toEqual([401, 401, 429, 429]);
    expect(await answers('nobody-like-this')).toEqual(knownAnswers);
  });

  it('lets no challenge of a locked account finish, not even one fetched before the lock', async () => {
    const username = await newStaff();
    const { secret } = await enrolAndSignIn(username);
    const early = (await login(username)).json().value;
    for (let i = 0; i < 3; i += 1) await login(username, `bad ${i}`);
    // The lock ended the challenge: refused now, and still after the lock is lifted.
    const late = await totp(early.challenge, totpCode(secret, Date.now() + 30_000));
    expect([late.statusCode, errorCodeOf(late)]).toEqual([401, 'CHALLENGE_EXPIRED']);
    await sql`update staff_users set locked_until = null where username = ${username}`.execute(t.database.db);
    expect(errorCodeOf(await totp(early.challenge, totpCode(secret, Date.now() + 30_000)))).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses a challenge once its account is locked or disabled by other means', async () => {
    const username = await newStaff();
    const { secret } = await enrolAndSignIn(username);
    const step = (await login(username)).json().value;
    await sql`update staff_users set locked_until = now() + interval '5 minutes' where username = ${username}`.execute(t.database.db);
    expect(errorCodeOf(await totp(step.challenge, totpCode(secret, Date.now() + 30_000)))).toBe('ACCOUNT_LOCKED');

    const other = await newStaff();
    const first = (await login(other)).json().value;
    await sql`update staff_users set disabled = true where username = ${other}`.execute(t.database.db);
    expect(errorCodeOf(await totp(first.challenge, totpCode(first.secret)))).toBe('CHALLENGE_EXPIRED');
    expect(await t.database.db.selectFrom('staff_users').select('totp_secret').where('username', '=', other).executeTakeFirst()).toEqual({ totp_secret: null });
  });

  it('never lets an enrolment challenge replace an enrolled secret', async () => {
    const username = await newStaff();
    const a = (await login(username)).json().value;
    const b = (await login(username)).json().value;
    expect([a.step, b.step]).toEqual(['enroll', 'enroll']);
    expect((await totp(a.challenge, totpCode(a.secret))).statusCode).toBe(200);
    const raced = await totp(b.challenge, totpCode(b.secret, Date.now() + 30_000));
    expect([raced.statusCode, errorCodeOf(raced)]).toEqual([401, 'CHALLENGE_EXPIRED']);
    const row = await t.database.db.selectFrom('staff_users').select('totp_secret').where('username', '=', username).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(a.secret);
  });

  it('records sign-in events in the audit log', async () => {
    const username = await newStaff();
    await enrolAndSignIn(username);
    await login(username, 'nope nope');
    const { list } = await t.services.audit.list({ limit: 50, actor: username });
    expect(list.map((e) => e.action)).toEqual(expect.arrayContaining(['staff.totp.enrolled', 'staff.login', 'staff.login.failed']));
    expect(JSON.stringify(list)).not.toContain(testPassword);
  });
});

describe('staff sessions', () => {
  it('ends on logout', async () => {
    const { token } = await enrolAndSignIn(await newStaff());
    expect((await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/bo/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(token) });
    expect([after.statusCode, errorCodeOf(after)]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('expires when idle and at its absolute end', async () => {
    const idle = await enrolAndSignIn(await newStaff());
    await sql`update staff_sessions set last_seen_at = now() - interval '31 minutes'`.execute(t.database.db);
    expect(errorCodeOf(await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(idle.token) }))).toBe('SESSION_EXPIRED');

    const old = await enrolAndSignIn(await newStaff());
    await sql`update staff_sessions set expires_at = now() - interval '1 second' where revoked_at is null`.execute(t.database.db);
    expect(errorCodeOf(await t.app.inject({ method: 'GET', url: '/bo/auth/me', headers: bearer(old.token) }))).toBe('SESSION_EXPIRED');
  });

  it('stores only hashes of tokens', async () => {
    const { token } = await enrolAndSignIn(await newStaff());
    const rows = await t.database.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const limited = await createTestAppWithLimit();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await limited.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username: 'x', password: 'y' } })).statusCode);
      expect(codes).toEqual([401, 401, 429, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username: 'x', password: 'y' } });
      expect(res.headers['retry-after']).toBeDefined();
      expect(errorCodeOf(res)).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

const createTestAppWithLimit = () => createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
