import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type WinnersFilter = { board: 'JACKPOT' | 'BIGWIN' | null; since: Date };

const winnersSince = (db: Executor, filter: WinnersFilter) => {
  let query = db.selectFrom('catalog_winners as w').where('w.won_at', '>=', filter.since);
  if (filter.board) query = query.where('w.board', '=', filter.board);
  return query;
};

/** How many wins the list holds, counted no further than `cap`: the page count never scans the whole table. */
export const countRecentWinners = async (db: Executor, filter: WinnersFilter, cap: number): Promise<number> => {
  const row = await db
    .selectFrom(winnersSince(db, filter).select('w.id').limit(cap).as('capped'))
    .select(sql<number>`count(*)::int4`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Newest first; the id breaks ties so pages never overlap (index catalog_winners_recent). */
export const pageRecentWinners = (db: Executor, filter: WinnersFilter, limit: number, offset: number) =>
  winnersSince(db, filter)
    .innerJoin('catalog_games as g', 'g.id', 'w.game_id')
    .select(['w.id', 'w.board', 'w.customer_name', 'w.win_amount', 'w.won_at', 'g.id as game_id', 'g.game_name', 'g.display_names', 'g.icon_url'])
    .orderBy('w.won_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
