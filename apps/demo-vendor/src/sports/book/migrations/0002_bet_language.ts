import { sql, type Kysely } from 'kysely';

/**
 * The language of the session a bet was placed in (a vendor language tag, `vi`, `zh-CN`): the
 * wallet calls that settle it hours later describe its legs in that language, as its `bet` did.
 * Bets placed before this column read as English.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table sportsbook.bets add column language text not null default 'en'`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table sportsbook.bets drop column if exists language`.execute(db);
};
