import type { GameCategory } from '@gp/contracts';
import type { GameRow } from './catalog.repository';

export type SearchableGame = GameRow & { search_text: string };

export type SearchQuery = {
  /** Lower-cased; a literal substring of the search text (names in every language and the code). */
  keyword: string;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
};

/**
 * Keyword search over the enabled catalog held in memory. Scanning some 10,000 short strings costs
 * well under a millisecond, where `LIKE '%kw%'` with a window count cost about 3 ms of database CPU
 * per search and queued under load (BENCHMARKS.md, game list). The rows arrive in display order, so
 * the matches keep it.
 */
export const searchGames = (games: readonly SearchableGame[], query: SearchQuery): SearchableGame[] =>
  games.filter(
    (g) =>
      (!query.gameType || g.game_type === query.gameType) && (!query.vassalage || g.vassalage === query.vassalage) && g.search_text.includes(query.keyword),
  );
