import { favouriteListPageSize, type FavouritePage } from '@gp/contracts';
import type { Game } from './catalog/catalog-types';

/**
 * The optimistic changes to a cached favourite list: adding shows the game at
 * once at the top, removing drops it at once; the server call follows. Pure, so it is tested alone.
 */

export const favouriteIds = (page: FavouritePage | undefined): ReadonlySet<number> => new Set(page?.content.map((g) => g.nodeId) ?? []);

/** A list still loading starts from this game alone; the refetch after the change brings the rest. */
const emptyPage: FavouritePage = { content: [], pageNum: 1, pageSize: favouriteListPageSize, totalPages: 0, total: 0 };

export const withFavourite = (current: FavouritePage | undefined, game: Game): FavouritePage => {
  const page = current ?? emptyPage;
  if (page.content.some((g) => g.nodeId === game.nodeId)) return page;
  const total = page.total + 1;
  return { ...page, content: [game, ...page.content], total, totalPages: Math.max(page.totalPages, Math.ceil(total / page.pageSize)) };
};

export const withoutFavourite = (page: FavouritePage | undefined, nodeId: number): FavouritePage | undefined => {
  if (!page || !page.content.some((g) => g.nodeId === nodeId)) return page;
  const total = Math.max(0, page.total - 1);
  return { ...page, content: page.content.filter((g) => g.nodeId !== nodeId), total, totalPages: Math.ceil(total / page.pageSize) };
};
