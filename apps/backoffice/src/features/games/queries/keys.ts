import type { GameFilters } from '../api/catalog-api';
import type { GgrFilter, RoundSearch, ShortfallFilter } from '../api/games-api';

/**
 * Every query key of the games screens. The catalog (games and vendors shown in the lobby) and the
 * vendor integrations are different lists, so their keys differ too.
 */
export const gamesKeys = {
  catalogGames: {
    all: ['games'] as const,
    page: (filters: GameFilters, pageNo: number) => ['games', filters, pageNo] as const,
  },
  catalogVendors: ['vendors'] as const,
  vendors: ['game-vendors'] as const,
  ggr: (filter: GgrFilter) => ['game-ggr', filter] as const,
  rounds: (search: RoundSearch, pageNo: number) => ['game-rounds', search, pageNo] as const,
  round: (id: number | null) => ['game-round', id] as const,
  shortfalls: (filter: ShortfallFilter, pageNo: number) => ['game-adjust-shortfalls', filter, pageNo] as const,
};
