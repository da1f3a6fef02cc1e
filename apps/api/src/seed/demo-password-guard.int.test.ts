import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config';
import { systemActor } from '../modules/platform/audit';
import { createTestApp, testPassword, type TestApp } from '../testing/test-app';
import { refuseDemoPasswordsInProduction, staffWithDemoPasswords } from './demo-password-guard';
import { demoStaff } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.staffAdmin.create({ username: 'someone', password: testPassword, roles: ['operator'] }, systemActor('test'));
});
afterAll(async () => t.close());

describe('staff with a published demo password', () => {
  it('let production start only once none is left', async () => {
    await expect(refuseDemoPasswordsInProduction(t.database.db, 'production')).resolves.toBeUndefined();

    // Under another name too: the password, not the account name, is what is published.
    await t.services.staffAdmin.create({ username: 'boss', password: demoStaff.password, roles: ['admin'] }, systemActor('test'));
    expect(await staffWithDemoPasswords(t.database.db)).toEqual(['boss']);
    const refused = refuseDemoPasswordsInProduction(t.database.db, 'production');
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(/boss.*demo password/);
    await expect(refuseDemoPasswordsInProduction(t.database.db, 'development')).resolves.toBeUndefined();

    await t.database.db.updateTable('staff_users').set({ disabled: true }).where('username', '=', 'boss').execute();
    await expect(refuseDemoPasswordsInProduction(t.database.db, 'production')).resolves.toBeUndefined();
  });
});
