import type { StaffRole } from '@gp/contracts';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/config';
import { totpCode } from '../lib/totp';
import { systemActor } from '../modules/platform/audit';

export type TestApp = App & {
  database: Database;
  close: () => Promise<void>;
  /** Creates a staff member with these roles, signs in (enrolling TOTP) and returns the bearer token. */
  staffToken: (roles: StaffRole[], username?: string) => Promise<string>;
};

let counter = 0;
export const testPassword = 'correct horse battery staple';

/** A real app over a fresh migrated database (PGlite, or PostgreSQL when TEST_DB=postgres). */
export const createTestApp = async (overrides: Record<string, string> = {}): Promise<TestApp> => {
  const database = await createTestDb();
  // Sign-in and captcha rate limits have their own tests; elsewhere they would only get in the way.
  const built = await buildApp(
    testConfig({
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
      RATE_LIMIT_SMS_PER_MINUTE: '100000',
      ALTCHA_MAX_NUMBER: '2000',
      ...overrides,
    }),
    database,
  );
  await built.services.settings.ensureDefaults();

  const staffToken = async (roles: StaffRole[], username = `staff${++counter}${roles.join('')}`): Promise<string> => {
    await built.services.staffAdmin.create({ username, password: testPassword, roles }, systemActor('test'));
    const login = await built.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username, password: testPassword } });
    const step = login.json().value as { challenge: string; secret: string };
    const session = await built.app.inject({ method: 'POST', url: '/bo/auth/totp', payload: { challenge: step.challenge, code: totpCode(step.secret) } });
    return (session.json().value as { token: string }).token;
  };

  return {
    ...built,
    database,
    staffToken,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the error envelope of docs/api.md and returns its code. */
export const errorCodeOf = (res: LightMyRequestResponse): string => {
  const body = res.json() as { code: unknown; message: unknown; value: unknown };
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.value !== null) {
    throw new Error(`not an error envelope: ${res.body}`);
  }
  return body.code;
};
