import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { systemActor } from './audit.types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const actor = systemActor('test');

describe('audit log', () => {
  it('chains entries and verifies them', async () => {
    for (let i = 0; i < 5; i += 1) await t.services.audit.append(t.database.db, actor, 'test.event', `t${i}`, { i, big: 10n ** 20n });
    const result = await t.services.audit.verify();
    expect(result).toMatchObject({ ok: true, firstBrokenId: null });
    expect(result.checked).toBeGreaterThanOrEqual(5);
  });

  it('keeps one unbroken chain under concurrent appends', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.services.audit.append(t.database.db, actor, 'test.concurrent', null, { i })));
    expect((await t.services.audit.verify()).ok).toBe(true);
  });

  it('rolls back with the action it records', async () => {
    const before = (await t.services.audit.list({ limit: 1 })).list[0]?.id;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.services.audit.append(trx, actor, 'test.rolled-back', null, {});
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await t.services.audit.list({ limit: 1 })).list[0]?.id).toBe(before);
  });

  it('detects an edited entry, even when the database guard is bypassed', async () => {
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(t.database.db);
    await sql`update audit_log set details = '{"i": 99}' where id = 3`.execute(t.database.db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(t.database.db);
    expect(await t.services.audit.verify()).toMatchObject({ ok: false, firstBrokenId: 3 });
  });

  it('lists newest first and pages with beforeId', async () => {
    const first = await t.services.audit.list({ limit: 3 });
    expect(first.list).toHaveLength(3);
    expect(first.list[0]!.id).toBeGreaterThan(first.list[2]!.id);
    const next = await t.services.audit.list({ limit: 3, beforeId: first.nextBeforeId! });
    expect(next.list[0]!.id).toBeLessThan(first.list[2]!.id);
  });
});
