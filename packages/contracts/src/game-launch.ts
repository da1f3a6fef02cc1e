import { z } from 'zod';
import { gameCategory, gameEntry } from './catalog';
import { languageCode } from './language-code';

/**
 * Game launch, favourites and recent games.
 * Game items are the catalog's `gameEntry`, so every list renders with the same card.
 */

const nodeId = z.coerce.number().int().min(1).max(2_147_483_647);
const vendorCode = z.string().trim().min(2).max(32);
const gameCode = z.string().trim().min(1).max(64);

/**
 * A game by its catalog id (`nodeId`), or by vendor and game code. The lobby URL is where the
 * vendor's "back to lobby" sends the player: an absolute http(s) address, as the vendor is elsewhere.
 */
export const launchGameRequest = z
  .object({
    nodeId: nodeId.optional(),
    vendor: vendorCode.optional(),
    gameCode: gameCode.optional(),
    language: languageCode.optional(),
    lobbyUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  })
  .refine((b) => b.nodeId !== undefined || (b.vendor !== undefined && b.gameCode !== undefined), { message: 'nodeId, or vendor and gameCode' });
export type LaunchGameRequest = z.infer<typeof launchGameRequest>;

export const launchModes = ['real', 'demo'] as const;
export type LaunchMode = (typeof launchModes)[number];

/**
 * Where the game runs: the vendor's page (absolute URL) or, for in-house games, a path of this site.
 * `expiresAt`: when the single-use launch token in the URL lapses; null when the URL carries none.
 */
export const gameLaunch = z.object({
  url: z.string(),
  mode: z.enum(launchModes),
  gameId: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  expiresAt: z.string().nullable(),
});
export type GameLaunch = z.infer<typeof gameLaunch>;

/** `details` of GAME_MAINTENANCE: other hot games the player may open instead. */
export const gameMaintenanceDetails = z.object({ suggestions: z.array(gameEntry) });
export type GameMaintenanceDetails = z.infer<typeof gameMaintenanceDetails>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Favourite list query; `token` and cache busters some clients add are ignored. */
export const favouriteListQuery = z.object({
  clientType: optionalText(16),
  platform: optionalText(64),
  language: languageCode.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  gameType: gameCategory.optional(),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuery>;

export const favouritePage = z.object({
  content: z.array(gameEntry),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouritePage = z.infer<typeof favouritePage>;

/** Add (POST body) and remove (DELETE query) a favourite: the game's nodeId, its vendor and category. */
export const favouriteGameRequest = z.object({ nodeId, vendor: vendorCode, gameType: gameCategory });
export type FavouriteGameRequest = z.infer<typeof favouriteGameRequest>;
export const favouriteChange = z.object({ nodeId: z.number().int(), favourite: z.boolean() });

/** Recent games query: page, pageSize 20, gameType, language, clientType. */
export const recentGamesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  gameType: gameCategory.optional(),
  language: languageCode.optional(),
  clientType: optionalText(16),
});
export type RecentGamesQuery = z.infer<typeof recentGamesQuery>;

export const recentGamesPage = z.object({
  list: z.array(gameEntry.extend({ playedAt: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RecentGamesPage = z.infer<typeof recentGamesPage>;

/** The page size of the favourite list the site keeps. */
export const favouriteListPageSize = 999;
/** Recent games page size. */
export const recentListPageSize = 20;
