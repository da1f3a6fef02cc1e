import { z } from 'zod';
import { languageCode } from './language-code';

/** Game categories in navigation order: INHOUSE (BGS) after RNG; ESPORTS and COCKFIGHT after SPORTS. */
export const gameCategories = ['RNG', 'BGS', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export const gameCategory = z.enum(gameCategories);
export type GameCategory = z.infer<typeof gameCategory>;

/** The player route of each category: list pages, or game centres. */
export const categoryRoutes: Record<GameCategory, { path: string; page: 'list' | 'centre' }> = {
  RNG: { path: '/rng', page: 'list' },
  BGS: { path: '/bgs', page: 'list' },
  LIVE: { path: '/live', page: 'list' },
  FISH: { path: '/fish', page: 'list' },
  PVP: { path: '/pvp', page: 'list' },
  SPORTS: { path: '/sports', page: 'centre' },
  ESPORTS: { path: '/esports', page: 'centre' },
  COCKFIGHT: { path: '/cockfight', page: 'centre' },
  LOTT: { path: '/lott', page: 'centre' },
  ELOTT: { path: '/elott', page: 'centre' },
};

export { largeMenuVendorCount } from './catalog-constants';

const vendorCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'capital letters, digits and _');

export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategory,
  logoUrl: z.string(),
  maintenance: z.boolean(),
  sortOrder: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCard>;

/** The menus answer vendor names in the caller's language (`language`, else Accept-Language). */
export const gameMenusQuery = z.object({ language: languageCode.optional() });
export const gameMenus = z.object({
  list: z.array(
    z.object({
      gameType: gameCategory,
      path: z.string(),
      page: z.enum(['list', 'centre']),
      large: z.boolean(),
      vendors: z.array(vendorCard),
    }),
  ),
});
export type GameMenus = z.infer<typeof gameMenus>;

export const gameEntry = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  displayName: z.string(),
  gameCode: z.string(),
  gameType: gameCategory,
  vassalage: z.string(),
  iconUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  maintenance: z.boolean(),
  sortOrder: z.number().int(),
});
export type GameEntry = z.infer<typeof gameEntry>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** GCSGAME_gameList: unknown query fields are ignored, since clients add their own (cache busters, token). */
export const gameListQuery = z.object({
  clientType: optionalText(16),
  platform: optionalText(64),
  merchant: optionalText(32),
  gameType: gameCategory.optional(),
  vassalage: optionalText(32),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: languageCode.optional(),
  keyword: optionalText(64),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameListPage = z.object({
  games: z.array(gameEntry),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GameListPage = z.infer<typeof gameListPage>;

export const hotGamesQuery = z.object({ platform: optionalText(64), isPlatform: optionalText(8), language: languageCode.optional() });
export const gameList = z.object({ games: z.array(gameEntry) });

export const vendorsByTypeQuery = z.object({ gameType: gameCategory.optional(), platform: optionalText(64), language: languageCode.optional() });
export const vendorList = z.object({ list: z.array(vendorCard) });

export const vendorLanesQuery = z.object({ platform: optionalText(64), language: languageCode.optional() });
export const vendorLanes = z.object({
  data: z.object({
    lanes: z.array(
      z.object({
        title: gameCategory,
        gameClassify: z.string(),
        cards: z.array(vendorCard.pick({ vassalage: true, displayName: true, gameType: true, logoUrl: true, maintenance: true })),
      }),
    ),
  }),
});

export const winnerBoards = ['JACKPOT', 'BIGWIN'] as const;
export const rankListQuery = z.object({
  gameCategory: z.enum(['ALL', ...gameCategories]).default('ALL'),
  language: languageCode.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  board: z.enum(winnerBoards).default('BIGWIN'),
});
export const rankList = z.object({
  list: z.array(z.object({ customerName: z.string(), winAmount: z.number().int(), gameName: z.string(), iconUrl: z.string() })),
});

// Back office

const vendorName = z.string().trim().min(1).max(64);
/** A vendor's name per language; `displayName` is its name in the merchant's default language. */
export const vendorDisplayNames = z.partialRecord(languageCode, vendorName);

/** seamless: games play from the main wallet (default); transfer: the player moves money to a wallet per vendor first. */
export const vendorWalletMode = z.enum(['seamless', 'transfer']);
export type VendorWalletMode = z.infer<typeof vendorWalletMode>;

export const boVendor = vendorCard.extend({
  id: z.number().int(),
  enabled: z.boolean(),
  excludeFromList: z.boolean(),
  gameCount: z.number().int(),
  displayNames: vendorDisplayNames,
  walletMode: vendorWalletMode,
});
export type BoVendor = z.infer<typeof boVendor>;
export const boVendorList = z.object({ list: z.array(boVendor) });
export const boVendorCreate = z.strictObject({
  vassalage: vendorCode,
  displayName: vendorName,
  displayNames: vendorDisplayNames.default({}),
  gameType: gameCategory,
  logoUrl: z.string().trim().max(500).optional(),
  enabled: z.boolean().default(true),
  maintenance: z.boolean().default(false),
  excludeFromList: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  walletMode: vendorWalletMode.default('seamless'),
});
export const boVendorUpdate = z
  .strictObject({
    displayName: vendorName,
    displayNames: vendorDisplayNames,
    logoUrl: z.string().trim().max(500),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    excludeFromList: z.boolean(),
    sortOrder: z.number().int().min(0).max(1_000_000),
    walletMode: vendorWalletMode,
  })
  .partial();

export const displayNames = z.partialRecord(languageCode, z.string().trim().min(1).max(120));

export const boGame = gameEntry.extend({ enabled: z.boolean(), displayNames });
export type BoGame = z.infer<typeof boGame>;
export const boGameListQuery = z.strictObject({
  gameType: gameCategory.optional(),
  vassalage: z.string().trim().max(32).optional(),
  keyword: z.string().trim().max(64).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  isHot: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const boGamePage = z.object({
  list: z.array(boGame),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const boGameCreate = z.strictObject({
  vassalage: vendorCode,
  gameCode: z.string().trim().min(1).max(64),
  gameName: z.string().trim().min(1).max(120),
  displayNames: displayNames.default({}),
  iconUrl: z.string().trim().max(500).optional(),
  isHot: z.boolean().default(false),
  isGame: z.enum(['GAME', 'VASSALAGE']).default('GAME'),
  enabled: z.boolean().default(true),
  maintenance: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export const boGameUpdate = z
  .strictObject({
    gameName: z.string().trim().min(1).max(120),
    displayNames,
    iconUrl: z.string().trim().max(500),
    isHot: z.boolean(),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    sortOrder: z.number().int().min(0).max(1_000_000),
  })
  .partial();

export const idParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const deleted = z.object({ id: z.number().int() });
