import type { Migration } from 'kysely';
import * as bets from './0001_bets';
import * as betLanguage from './0002_bet_language';

/** The sportsbook's migrations, in order; names never change once released. */
export const bookMigrations: Record<string, Migration> = {
  '0001_bets': bets,
  '0002_bet_language': betLanguage,
};
