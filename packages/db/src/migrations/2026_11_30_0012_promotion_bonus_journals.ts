import { sql, type Kysely } from 'kysely';

/**
 * The promotion cost report reads every bonus journal of a promotion up to a day. Journals carry
 * every game bet too, so without an index that read scans them all: this partial index holds only
 * the promotions' bonus journals (payments and forfeit reversals), by when they were posted.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index ledger_journals_promotion_bonuses on ledger_journals (created_at)
    where kind = 'bonus' and metadata ? 'promotionId'`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index ledger_journals_promotion_bonuses`.execute(db);
};
