import type { Migration } from 'kysely';
import * as bets from './0001_bets';

/** The sportsbook's migrations, in order; names never change once released. */
export const bookMigrations: Record<string, Migration> = {
  '0001_bets': bets,
};
