import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../lib/totp';
import { systemActor } from '../../platform/audit';
import { createTestApp, testPassword, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (username: string) => t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username, password: testPassword } });

describe('racing enrolment challenges', () => {
  it('enrol one secret only, the one whose challenge won', async () => {
    for (let round = 0; round < 5; round += 1) {
      const username = `enrolrace${round}`;
      await t.services.staffAdmin.create({ username, password: testPassword, roles: ['operator'] }, systemActor('test'));
      const steps: { challenge: string; secret: string }[] = [];
      for (let i = 0; i < 4; i += 1) steps.push((await login(username)).json().value as (typeof steps)[number]);
      const answers = await Promise.all(
        steps.map((s) => t.app.inject({ method: 'POST', url: '/bo/auth/totp', payload: { challenge: s.challenge, code: totpCode(s.secret) } })),
      );
      const won = answers.flatMap((a, i) => (a.statusCode === 200 ? [steps[i]?.secret] : []));
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(['CHALLENGE_EXPIRED', 'CHALLENGE_EXPIRED', 'CHALLENGE_EXPIRED']);
      const row = await t.database.db.selectFrom('staff_users').select('totp_secret').where('username', '=', username).executeTakeFirstOrThrow();
      expect(row.totp_secret).toBe(won[0]);
    }
  });
});
