import { sql, type Kysely } from 'kysely';

/**
 * The winners list page shows the winner boards' entries newest first, a page at a time; the boards'
 * own index orders by amount. This one lets a page of recent wins be read from the index's head
 * instead of sorting every win the site has ever had.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index catalog_winners_recent on catalog_winners (won_at desc, id desc)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index catalog_winners_recent`.execute(db);
};
