import { sql, type Kysely } from 'kysely';
import type { DbTarget } from './create-db';

const whereAndWhatToDo = (target: DbTarget | undefined): [string, string] => {
  if (target?.kind === 'postgres') {
    // Not the URL itself: it may hold a password.
    return ['The PostgreSQL database in DATABASE_URL', 'Drop it and create it again empty (or point DATABASE_URL at a new database), then start again.'];
  }
  if (target?.dataDir) {
    return [
      `The data folder ${target.dataDir} (DATA_DIR)`,
      `Move it aside or delete it (${target.dataDir}), then start again: a new one is created and seeded.`,
    ];
  }
  return ['The database', 'Start again with a new, empty database.'];
};

/**
 * The database records migrations this version does not have: typically a data folder from a
 * development version whose migrations were later squashed into one baseline. Nothing can upgrade it
 * in place, so the message says what the operator can do instead.
 */
export class OutdatedDatabaseError extends Error {
  override name = 'OutdatedDatabaseError';

  constructor(
    /** The recorded migration names this version does not know. */
    readonly unknownMigrations: string[],
    target?: DbTarget,
  ) {
    const [where, whatToDo] = whereAndWhatToDo(target);
    const more = unknownMigrations.length > 3 ? ` and ${unknownMigrations.length - 3} more` : '';
    super(
      [
        `${where} was set up by another version of the platform: it records migrations this version does not have (${unknownMigrations.slice(0, 3).join(', ')}${more}).`,
        'Most likely an earlier development version created it, before its migrations were squashed into one baseline: it cannot be upgraded in place.',
        whatToDo,
      ].join('\n'),
    );
  }
}

/** The names in the database's migration table that are not in `known`; none when there is no such table yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the migrator's own table in any schema
export const unknownMigrations = async (db: Kysely<any>, known: readonly string[]): Promise<string[]> => {
  const { rows: found } = await sql<{ name: string | null }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  if (!found[0]?.name) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !known.includes(name));
};
