import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbTarget } from './create-db';
import { migrations } from './migrations';
import { OutdatedDatabaseError, unknownMigrations } from './outdated-database';

// Migrations are imported statically so the same list runs from source, tests and bundles.
const provider: MigrationProvider = {
  getMigrations: async () => migrations satisfies Record<string, Migration>,
};

/**
 * Brings the database up to date and returns the migrations it applied. Throws OutdatedDatabaseError,
 * before changing anything, when the database records migrations this version does not have; its
 * message names `target` (the data folder, or PostgreSQL) and says what to do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export const migrateToLatest = async (db: Kysely<any>, options: { target?: DbTarget } = {}): Promise<string[]> => {
  const unknown = await unknownMigrations(db, Object.keys(migrations));
  if (unknown.length) throw new OutdatedDatabaseError(unknown, options.target);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
