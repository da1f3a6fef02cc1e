import type { FavouriteGameRequest, FavouriteListQuery, FavouritePage, LanguageCode, RecentGamesPage, RecentGamesQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { toGameEntry } from './';
import { countFavourites, countRecent, deleteFavourite, findFavouriteCandidate, insertFavourite, listFavourites, listRecent } from './games.repository';

const pages = (total: number, size: number) => Math.ceil(total / size);

/**
 * A member's favourite and recent games, as catalog game items. A game disabled
 * later (or its vendor) drops out of both lists without losing the row, so it comes back when
 * enabled again.
 */
export const createGameListsService = (db: Kysely<DB>) => {
  const favourites = async (memberId: bigint, query: FavouriteListQuery, language: LanguageCode): Promise<FavouritePage> => {
    const [rows, total] = await Promise.all([
      listFavourites(db, memberId, query.gameType, query.pageSize, (query.pageNo - 1) * query.pageSize),
      countFavourites(db, memberId, query.gameType),
    ]);
    return {
      content: rows.map((r) => toGameEntry(r, language)),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pages(total, query.pageSize),
      total,
    };
  };

  /** Idempotent: adding a favourite twice keeps one. The game must exist under that vendor and category. */
  const addFavourite = async (memberId: bigint, input: FavouriteGameRequest) => {
    const game = await findFavouriteCandidate(db, input.nodeId, input.vendor, input.gameType);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    await insertFavourite(db, memberId, game.id);
    return { nodeId: game.id, favourite: true };
  };

  /** Idempotent as well: removing what is not (or no longer) a favourite answers the same. */
  const removeFavourite = async (memberId: bigint, input: FavouriteGameRequest) => {
    await deleteFavourite(db, memberId, input.nodeId);
    return { nodeId: input.nodeId, favourite: false };
  };

  const recent = async (memberId: bigint, query: RecentGamesQuery, language: LanguageCode): Promise<RecentGamesPage> => {
    const [rows, total] = await Promise.all([
      listRecent(db, memberId, query.gameType, query.pageSize, (query.page - 1) * query.pageSize),
      countRecent(db, memberId, query.gameType),
    ]);
    return {
      list: rows.map((r) => ({ ...toGameEntry(r, language), playedAt: r.played_at.toISOString() })),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: pages(total, query.pageSize),
    };
  };

  return { favourites, addFavourite, removeFavourite, recent };
};

export type GameListsService = ReturnType<typeof createGameListsService>;
