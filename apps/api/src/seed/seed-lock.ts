import type { Database } from '@gp/db';
import { sql } from 'kysely';

/** Any fixed number: the seed's advisory lock, distinct from the migrations' own. */
const seedLockKey = 7_341_902_118;

/**
 * Runs the start-up seed while holding a PostgreSQL advisory lock, so instances starting together
 * seed one after another: the seed checks before it inserts, and two at once would both insert. The
 * lock lives on one connection held aside; the seed's queries use the others. PGlite has a single
 * process, so nothing can race it.
 */
export const underSeedLock = async <T>(database: Database, seedNow: () => Promise<T>): Promise<T> => {
  if (database.target.kind !== 'postgres') return seedNow();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${seedLockKey}::int8)`.execute(connection);
    try {
      return await seedNow();
    } finally {
      await sql`select pg_advisory_unlock(${seedLockKey}::int8)`.execute(connection);
    }
  });
};
