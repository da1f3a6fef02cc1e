import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { OutdatedDatabaseError, unknownMigrations } from './outdated-database';
import { createTestDb } from './testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

// Names the squashed development migrations left in the data folders they created.
const squashed = ['2026_11_21_0001_platform', '2026_11_21_0002_ledger', '2026_11_21_0003_catalog', '2026_11_29_0036_member_link_codes'];

describe('a database set up by another version', () => {
  it('is not one when its migrations are all known, or when it has none yet', async () => {
    expect(await unknownMigrations(database.db, Object.keys(migrations))).toEqual([]);
    // A schema of its own on the search path stands for a database not migrated yet.
    await database.db.transaction().execute(async (trx) => {
      await sql`create schema not_migrated`.execute(trx);
      await sql`set local search_path = not_migrated`.execute(trx);
      expect(await unknownMigrations(trx, Object.keys(migrations))).toEqual([]);
      await sql`drop schema not_migrated`.execute(trx);
    });
  });

  it('stops the migration before it changes anything, saying which folder to move and why', async () => {
    for (const name of squashed) await sql`insert into kysely_migration (name, timestamp) values (${name}, '2026-11-29T00:00:00.000Z')`.execute(database.db);
    try {
      const failure = await migrateToLatest(database.db, { target: { kind: 'pglite', dataDir: '/srv/gp/data' } }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(OutdatedDatabaseError);
      const error = failure as OutdatedDatabaseError;
      expect(error.unknownMigrations).toEqual(squashed);
      expect(error.message).toContain('The data folder /srv/gp/data (DATA_DIR)');
      expect(error.message).toContain('2026_11_21_0001_platform, 2026_11_21_0002_ledger, 2026_11_21_0003_catalog and 1 more');
      expect(error.message).toContain('squashed');
      expect(error.message).toContain('Move it aside or delete it (/srv/gp/data), then start again');

      const onPostgres = await migrateToLatest(database.db, { target: { kind: 'postgres', url: 'postgres://gp:secret@db/gp' } }).catch((e: unknown) => e);
      expect((onPostgres as Error).message).toContain('The PostgreSQL database in DATABASE_URL');
      expect((onPostgres as Error).message).not.toContain('secret');
    } finally {
      await sql`delete from kysely_migration where name in (${sql.join(squashed)})`.execute(database.db);
    }
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
