import {
  categoryRoutes,
  gameCategories,
  largeMenuVendorCount,
  type GameCategory,
  type GameEntry,
  type GameListPage,
  type GameListQuery,
  type GameMenus,
  type LanguageCode,
  type VendorCard,
  languageFallbacks,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { gameArtUrl, vendorArtUrl } from './art';
import {
  countGames,
  listEnabledVendors,
  listGames,
  listSearchableGames,
  listWinners,
  type GameFilter,
  type GameRow,
  type VendorRow,
} from './catalog.repository';
import { searchGames } from './search-index';
import { createTtlCache } from '../../../lib/ttl-cache';

/**
 * A game's or vendor's name in the caller's language, a close relative of it, or English; else the
 * name as the vendor gives it. Never the merchant's default language: a brand reads better in its
 * own form than in a local language the visitor did not choose.
 */
export const pickDisplayName = (names: Partial<Record<string, string>>, ownName: string, language: LanguageCode): string => {
  const code = languageFallbacks(language, 'EN').find((c) => names[c]);
  return code ? names[code]! : ownName;
};

export const toGameEntry = (row: GameRow, language: LanguageCode): GameEntry => ({
  nodeId: row.id,
  gameName: row.game_name,
  displayName: pickDisplayName(row.display_names, row.game_name, language),
  gameCode: row.game_code,
  gameType: row.game_type,
  vassalage: row.vassalage,
  iconUrl: row.icon_url || gameArtUrl(row.id),
  isHot: row.is_hot ? 1 : 0,
  isGame: row.is_game,
  maintenance: row.maintenance,
  sortOrder: row.sort_order,
});

const toVendorCard = (row: VendorRow, language: LanguageCode): VendorCard => ({
  vassalage: row.code,
  displayName: pickDisplayName(row.display_names, row.display_name, language),
  gameType: row.game_type,
  logoUrl: row.logo_url || vendorArtUrl(row.code),
  maintenance: row.maintenance,
  sortOrder: row.sort_order,
});

/** "ab***9": enough for a player to recognise a name, not enough to find the account. */
export const maskName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
};

const hotListSize = 60;

/** The player's game catalog: reads only; the back office changes it through catalog-admin.service. */
export const createCatalogService = (db: Kysely<DB>, cacheMs: number) => {
  const cache = createTtlCache(cacheMs);
  const pages = createTtlCache(cacheMs, 5000);

  const vendorRows = () => cache.get('vendors', () => listEnabledVendors(db));

  const vendors = async (language: LanguageCode, keep: (row: VendorRow) => boolean = () => true): Promise<VendorCard[]> => {
    const rows = await vendorRows();
    return rows.filter(keep).map((row) => toVendorCard(row, language));
  };

  const vendorsByCategory = async (language: LanguageCode): Promise<Map<GameCategory, VendorCard[]>> => {
    const byType = new Map<GameCategory, VendorCard[]>(gameCategories.map((c) => [c, []]));
    for (const v of await vendors(language)) byType.get(v.gameType)!.push(v);
    return byType;
  };

  /** Categories in navigation order with their vendors; a category without an enabled vendor is left out. */
  const menus = async (language: LanguageCode): Promise<GameMenus> => {
    const byType = await vendorsByCategory(language);
    return {
      list: gameCategories
        .filter((c) => byType.get(c)!.length > 0)
        .map((c) => ({ gameType: c, ...categoryRoutes[c], large: byType.get(c)!.length > largeMenuVendorCount, vendors: byType.get(c)! })),
    };
  };

  const lanes = async (language: LanguageCode) => {
    const byType = await vendorsByCategory(language);
    const list = gameCategories
      .filter((c) => byType.get(c)!.length > 0)
      .map((c) => ({
        title: c,
        gameClassify: categoryRoutes[c].path.slice(1),
        cards: byType.get(c)!.map(({ vassalage, displayName, gameType, logoUrl, maintenance }) => ({ vassalage, displayName, gameType, logoUrl, maintenance })),
      }));
    return { data: { lanes: list } };
  };

  /**
   * Every enabled vendor; or, given a category, the vendors of that category's game list (the list
   * page's filter chips): those with an enabled game and not excluded from the list, as gameList
   * leaves the excluded vendor out of a category page.
   */
  const vendorsOfType = async (gameType: GameCategory | undefined, language: LanguageCode) => ({
    list: await vendors(language, (v) => !gameType || (v.game_type === gameType && Boolean(v.has_games) && !v.exclude_from_list)),
  });

  const loadPage = async (filter: GameFilter, query: GameListQuery, language: LanguageCode, total: number): Promise<GameListPage> => {
    const rows = await listGames(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    return {
      games: rows.map((r) => toGameEntry(r, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };

  const gameList = async (query: GameListQuery, language: LanguageCode): Promise<GameListPage> => {
    const keyword = query.keyword?.toLowerCase() || undefined;
    const filter: GameFilter = {
      gameType: query.gameType,
      vassalage: query.vassalage || undefined,
      skipExcludedVendors: Boolean(query.gameType) && !query.vassalage,
    };
    if (keyword) {
      // Players search for the same few names over and over: a page answered once is kept like a
      // browsing page (cleared with the catalog), so a repeated search costs no scan at all.
      const searchKey = `search:${keyword}:${filter.gameType ?? ''}:${filter.vassalage ?? ''}`;
      return pages.get(`${searchKey}:${query.pageNo}:${query.pageSize}:${language}`, async () => {
        const games = await cache.get('search-index', () => listSearchableGames(db));
        const matches = searchGames(games, { keyword, gameType: filter.gameType, vassalage: filter.vassalage });
        const start = (query.pageNo - 1) * query.pageSize;
        return {
          games: matches.slice(start, start + query.pageSize).map((r) => toGameEntry(r, language)),
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          total: matches.length,
          totalPages: Math.ceil(matches.length / query.pageSize),
        };
      });
    }
    // Browsing pages change only with the catalog (the back office clears this cache), so the list
    // pages players flip through are answered from memory, as keyword searches are (search-index.ts).
    const key = `${filter.gameType ?? ''}:${filter.vassalage ?? ''}`;
    const total = await pages.get(`count:${key}`, () => countGames(db, filter));
    return pages.get(`page:${key}:${query.pageNo}:${query.pageSize}:${language}`, () => loadPage(filter, query, language, total));
  };

  const hotGames = (language: LanguageCode) =>
    cache.get(`hot:${language}`, async () => ({ games: (await listGames(db, { hotOnly: true }, hotListSize, 0)).map((r) => toGameEntry(r, language)) }));

  /**
   * Winner boards: every win of 50x its round's stake or more lands in catalog_winners as it settles
   * (JACKPOT from 500x; packages/db/src/sql/functions/game_wallet_call.sql), beside the seed's fictional entries.
   */
  const rankList = async (q: { board: 'JACKPOT' | 'BIGWIN'; gameCategory: 'ALL' | GameCategory; limitNum: number }, language: LanguageCode) => {
    const rows = await listWinners(db, q.board, q.gameCategory === 'ALL' ? null : q.gameCategory, q.limitNum);
    return {
      list: rows.map((r) => ({
        customerName: maskName(r.customer_name),
        winAmount: Number(r.win_amount),
        gameName: pickDisplayName(r.display_names, r.game_name, language),
        iconUrl: r.icon_url || gameArtUrl(r.id),
      })),
    };
  };

  const invalidate = () => {
    cache.clear();
    pages.clear();
  };

  return { menus, lanes, vendorsOfType, gameList, hotGames, rankList, invalidate };
};

export type CatalogService = ReturnType<typeof createCatalogService>;
