import type { GameCategory } from '@gp/contracts';
import type { Executor } from '@gp/db';

/** Queries of the shared games' lobby: the vendors to ask, and the catalog to join their answers with. */

// What a game card needs (the catalog's toGameEntry reads exactly these).
const gameColumns = [
  'g.id',
  'g.game_name',
  'g.display_names',
  'g.game_code',
  'g.game_type',
  'g.vassalage',
  'g.icon_url',
  'g.is_hot',
  'g.is_game',
  'g.maintenance',
  'g.sort_order',
] as const;

const vendorColumns = [
  'v.code as vendor_code',
  'v.display_name as vendor_name',
  'v.display_names as vendor_names',
  'v.maintenance as vendor_maintenance',
] as const;

/**
 * Enabled vendors of a category that have a launch URL (whose origin serves their lobby feeds), in
 * display order; one vendor when `code` is given.
 */
export const listLobbyVendors = (db: Executor, filter: { gameType: GameCategory; code?: string | undefined }) =>
  db
    .selectFrom('catalog_vendors as v')
    .innerJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select(vendorColumns)
    .select('c.launch_url')
    .where('v.enabled', '=', true)
    .where('v.game_type', '=', filter.gameType)
    .where('c.launch_url', '<>', '')
    .$if(filter.code !== undefined, (q) => q.where('v.code', '=', filter.code!))
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();

export type LobbyVendorRow = Awaited<ReturnType<typeof listLobbyVendors>>[number];

/** The enabled games among these codes of these vendors (the caller pairs vendor and code). */
export const listEnabledGames = (db: Executor, vendorCodes: readonly string[], gameCodes: readonly string[]) =>
  vendorCodes.length === 0 || gameCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('catalog_games as g')
        .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
        .select(gameColumns)
        .select('v.code as vendor_code')
        .where('g.enabled', '=', true)
        .where('v.code', 'in', vendorCodes)
        .where('g.game_code', 'in', gameCodes)
        .execute();

/**
 * A game of a category by its code (and vendor, when given), with its vendor and the vendor's launch
 * URL (null without credentials). Disabled games and vendors are returned too: the caller decides.
 */
export const findHallGame = (db: Executor, game: { gameType: GameCategory; gameCode: string; vendor?: string | undefined }) =>
  db
    .selectFrom('catalog_games as g')
    .innerJoin('catalog_vendors as v', 'v.id', 'g.vendor_id')
    .leftJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select(gameColumns)
    .select(vendorColumns)
    .select(['g.enabled', 'v.enabled as vendor_enabled', 'c.launch_url'])
    .where('g.game_type', '=', game.gameType)
    .where('v.game_type', '=', game.gameType)
    .where('g.game_code', '=', game.gameCode)
    .$if(game.vendor !== undefined, (q) => q.where('v.code', '=', game.vendor!))
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst();

export type HallGameRow = NonNullable<Awaited<ReturnType<typeof findHallGame>>>;
