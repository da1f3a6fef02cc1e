import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { migrateToLatest } from './migrate';
import { createTestDb } from './testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('migrations', () => {
  it('are idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('make the audit log append-only in the database', async () => {
    await sql`insert into audit_log (id, at, actor_type, action, details, prev_hash, hash)
      values (1, now(), 'system', 'test', '{}', 'a', 'b')`.execute(database.db);
    await expect(sql`update audit_log set action = 'x'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
