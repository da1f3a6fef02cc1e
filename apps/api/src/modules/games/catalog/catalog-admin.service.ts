import type { BoGame, BoVendor, GameCategory, LanguageCode, VendorWalletMode } from '@gp/contracts';
import type { CatalogGamesTable, CatalogVendorsTable, DB } from '@gp/db';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { gameArtUrl, vendorArtUrl } from './art';
import {
  countAllGames,
  findGameById,
  findVendorByCode,
  findVendorById,
  insertGames,
  insertVendor,
  listAllGames,
  listAllVendors,
  updateGame,
  updateVendor,
  type AdminGameFilter,
} from './catalog-admin.repository';
import { pickDisplayName } from './catalog.service';
import { searchTextOf } from './search-text';

type VendorRow = Selectable<CatalogVendorsTable>;
type GameRow = Selectable<CatalogGamesTable>;

const toBoVendor = (row: VendorRow, gameCount = 0): BoVendor => ({
  id: row.id,
  vassalage: row.code,
  displayName: row.display_name,
  displayNames: row.display_names,
  gameType: row.game_type,
  logoUrl: row.logo_url || vendorArtUrl(row.code),
  enabled: row.enabled,
  maintenance: row.maintenance,
  excludeFromList: row.exclude_from_list,
  sortOrder: row.sort_order,
  gameCount,
  walletMode: row.wallet_mode,
});

const toBoGame = (row: GameRow): BoGame => ({
  nodeId: row.id,
  gameName: row.game_name,
  displayName: pickDisplayName(row.display_names, row.game_name, 'EN'),
  displayNames: row.display_names,
  gameCode: row.game_code,
  gameType: row.game_type,
  vassalage: row.vassalage,
  iconUrl: row.icon_url || gameArtUrl(row.id),
  isHot: row.is_hot ? 1 : 0,
  isGame: row.is_game,
  enabled: row.enabled,
  maintenance: row.maintenance,
  sortOrder: row.sort_order,
});

type VendorInput = {
  vassalage: string;
  displayName: string;
  displayNames: Partial<Record<LanguageCode, string>>;
  gameType: GameCategory;
  logoUrl?: string | undefined;
  enabled: boolean;
  maintenance: boolean;
  excludeFromList: boolean;
  sortOrder: number;
  walletMode?: VendorWalletMode | undefined;
};
type VendorPatch = Partial<Omit<VendorInput, 'vassalage' | 'gameType'>>;
type GameInput = {
  vassalage: string;
  gameCode: string;
  gameName: string;
  displayNames: Partial<Record<LanguageCode, string>>;
  iconUrl?: string | undefined;
  isHot: boolean;
  isGame: 'GAME' | 'VASSALAGE';
  enabled: boolean;
  maintenance: boolean;
  sortOrder: number;
};
type GamePatch = Partial<Omit<GameInput, 'vassalage' | 'gameCode' | 'isGame'>>;

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Staff changes to vendors and games; each one is audited in its transaction and clears the player cache. */
/** `catalog.invalidate` clears every cache that holds vendors or games, on every instance (services.ts). */
export const createCatalogAdminService = (db: Kysely<DB>, audit: AuditService, catalog: { invalidate: () => void | Promise<void> }) => {
  const listVendors = async () => ({ list: (await listAllVendors(db)).map((r) => toBoVendor(r, r.game_count ?? 0)) });

  const createVendor = async (input: VendorInput, actor: Actor): Promise<BoVendor> => {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const created = await insertVendor(trx, {
          code: input.vassalage,
          display_name: input.displayName,
          display_names: JSON.stringify(input.displayNames),
          game_type: input.gameType,
          logo_url: input.logoUrl ?? '',
          enabled: input.enabled,
          maintenance: input.maintenance,
          exclude_from_list: input.excludeFromList,
          sort_order: input.sortOrder,
          wallet_mode: input.walletMode,
        });
        await audit.append(trx, actor, 'catalog.vendor.create', `vendor:${created.code}`, { after: input });
        return created;
      });
      return toBoVendor(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { details: { vassalage: input.vassalage } });
      throw error;
    } finally {
      await catalog.invalidate();
    }
  };

  const patchVendor = async (id: number, patch: VendorPatch, actor: Actor): Promise<BoVendor> => {
    const row = await db.transaction().execute(async (trx) => {
      const before = await findVendorById(trx, id);
      if (!before) throw new AppError('VENDOR_NOT_FOUND', { details: { id } });
      const set: Updateable<CatalogVendorsTable> = defined({
        display_name: patch.displayName,
        display_names: patch.displayNames ? JSON.stringify(patch.displayNames) : undefined,
        logo_url: patch.logoUrl,
        enabled: patch.enabled,
        maintenance: patch.maintenance,
        exclude_from_list: patch.excludeFromList,
        sort_order: patch.sortOrder,
        wallet_mode: patch.walletMode,
      });
      const after = await updateVendor(trx, id, set);
      await audit.append(trx, actor, 'catalog.vendor.update', `vendor:${before.code}`, { before: toBoVendor(before), changes: patch });
      return after;
    });
    await catalog.invalidate();
    return toBoVendor(row);
  };

  const listGames = async (query: AdminGameFilter & { pageNo: number; pageSize: number }) => {
    const [rows, total] = await Promise.all([listAllGames(db, query, query.pageSize, (query.pageNo - 1) * query.pageSize), countAllGames(db, query)]);
    return { list: rows.map(toBoGame), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  const getGame = async (id: number): Promise<BoGame> => {
    const row = await findGameById(db, id);
    if (!row) throw new AppError('GAME_NOT_FOUND', { details: { id } });
    return toBoGame(row);
  };

  const createGame = async (input: GameInput, actor: Actor): Promise<BoGame> => {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const vendor = await findVendorByCode(trx, input.vassalage);
        if (!vendor) throw new AppError('VENDOR_NOT_FOUND', { details: { vassalage: input.vassalage } });
        const [created] = await insertGames(trx, [
          {
            vendor_id: vendor.id,
            vassalage: vendor.code,
            game_type: vendor.game_type,
            game_code: input.gameCode,
            game_name: input.gameName,
            display_names: JSON.stringify(input.displayNames),
            icon_url: input.iconUrl ?? '',
            is_hot: input.isHot,
            is_game: input.isGame,
            enabled: input.enabled,
            maintenance: input.maintenance,
            sort_order: input.sortOrder,
            search_text: searchTextOf(input.gameName, input.gameCode, input.displayNames),
          },
        ]);
        await audit.append(trx, actor, 'catalog.game.create', `game:${created!.id}`, { after: input });
        return created!;
      });
      return toBoGame(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { details: { vassalage: input.vassalage, gameCode: input.gameCode } });
      throw error;
    } finally {
      await catalog.invalidate();
    }
  };

  const patchGame = async (id: number, patch: GamePatch, actor: Actor): Promise<BoGame> => {
    const row = await db.transaction().execute(async (trx) => {
      const before = await findGameById(trx, id);
      if (!before) throw new AppError('GAME_NOT_FOUND', { details: { id } });
      const gameName = patch.gameName ?? before.game_name;
      const names = patch.displayNames ?? before.display_names;
      const set: Updateable<CatalogGamesTable> = defined({
        game_name: patch.gameName,
        display_names: patch.displayNames ? JSON.stringify(patch.displayNames) : undefined,
        icon_url: patch.iconUrl,
        is_hot: patch.isHot,
        enabled: patch.enabled,
        maintenance: patch.maintenance,
        sort_order: patch.sortOrder,
        search_text: searchTextOf(gameName, before.game_code, names),
      });
      const after = await updateGame(trx, id, set);
      await audit.append(trx, actor, 'catalog.game.update', `game:${id}`, { before: toBoGame(before), changes: patch });
      return after;
    });
    await catalog.invalidate();
    return toBoGame(row);
  };

  return { listVendors, createVendor, patchVendor, listGames, getGame, createGame, patchGame };
};

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
