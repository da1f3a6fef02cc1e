import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations } from './migrations';

// Migrations are imported statically so the same list runs from source, tests and bundles.
const provider: MigrationProvider = {
  getMigrations: async () => migrations satisfies Record<string, Migration>,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export const migrateToLatest = async (db: Kysely<any>): Promise<string[]> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
