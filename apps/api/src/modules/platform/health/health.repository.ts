import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/** The cheapest round trip that proves the database answers. */
export const pingDatabase = async (db: Kysely<DB>): Promise<void> => {
  await sql`select 1`.execute(db);
};
