const catalog = ['catalog'] as const;
const favourites = ['games', 'favourites'] as const;
const recent = ['games', 'recent'] as const;

/**
 * Query keys of the game catalog and the member's games. Catalog keys carry the language, so a
 * language change refetches names and lists without a reload; `favourites` covers every language's
 * copy, which the optimistic favourite toggle updates together.
 */
export const gameKeys = {
  catalog,
  menus: (language: string) => [...catalog, 'menus', language] as const,
  hot: (language: string) => [...catalog, 'hot', language] as const,
  games: (language: string, filter: unknown, pageSize: number) => [...catalog, 'games', language, filter, pageSize] as const,
  gamePages: (language: string, filter: unknown) => [...catalog, 'gamePages', language, filter] as const,
  vendors: (language: string, gameType: string) => [...catalog, 'vendors', language, gameType] as const,
  entry: (language: string, vendor: string, gameCode: string) => [...catalog, 'entry', language, vendor, gameCode] as const,
  rank: (language: string, board: string) => [...catalog, 'rank', language, board] as const,
  liveModels: (language: string, vendor: string | undefined) => [...catalog, 'liveModels', language, vendor ?? ''] as const,
  cardRooms: (language: string, vendor: string, gameCode: string) => [...catalog, 'cardRooms', language, vendor, gameCode] as const,
  favourites,
  favouritesFor: (language: string) => [...favourites, language] as const,
  recent,
  recentFor: (language: string) => [...recent, language] as const,
  launch: (vendor: string, gameCode: string, mode: string, code: string | null | undefined) => ['games', 'launch', vendor, gameCode, mode, code] as const,
};
