import { liveRoadShown, type LanguageCode, type LiveTableModel, type LiveTableModelList } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { pickDisplayName, toGameEntry } from '../catalog';
import type { HallFeeds, LiveModels } from './hall-feeds';
import { listEnabledGames, listLobbyVendors, type LobbyVendorRow } from './halls.repository';
import { vendorOrigin } from './vendor-feed-fetch';

const gameKey = (vendorCode: string, gameCode: string) => `${vendorCode}\u0000${gameCode}`;

/**
 * The dealers ("models") at the live vendors' featured tables: every enabled LIVE vendor with a
 * launch URL is asked for its list (at once, each cached), and each table is joined with its
 * catalog game. A vendor that does not answer, or answers nonsense, is left out; a table whose game
 * is not an enabled catalog game is left out.
 */
export const createLiveModelsService = (db: Kysely<DB>, feeds: HallFeeds) => {
  const ask = async (vendor: LobbyVendorRow): Promise<{ vendor: LobbyVendorRow; models: LiveModels }> => {
    const origin = vendorOrigin(vendor.launch_url);
    const models = origin ? await feeds.liveModels(origin, vendor.vendor_code) : null;
    return { vendor, models: models ?? [] };
  };

  const list = async (query: { vendor?: string | undefined }, language: LanguageCode): Promise<LiveTableModelList> => {
    const vendors = await listLobbyVendors(db, { gameType: 'LIVE', code: query.vendor });
    const answers = (await Promise.all(vendors.map(ask))).filter((a) => a.models.length > 0);
    const games = await listEnabledGames(
      db,
      answers.map((a) => a.vendor.vendor_code),
      [...new Set(answers.flatMap((a) => a.models.map((m) => m.gameCode)))],
    );
    const gameOf = new Map(games.map((g) => [gameKey(g.vendor_code, g.game_code), g]));

    const models: LiveTableModel[] = [];
    const seen = new Set<string>();
    for (const { vendor, models: tables } of answers) {
      const shownVendor = { code: vendor.vendor_code, displayName: pickDisplayName(vendor.vendor_names, vendor.vendor_name, language) };
      for (const table of tables) {
        const key = gameKey(vendor.vendor_code, table.gameCode);
        const game = gameOf.get(key);
        if (!game || seen.has(key)) continue;
        seen.add(key);
        models.push({
          dealer: table.dealer,
          vendor: shownVendor,
          game: toGameEntry(game, language),
          kind: table.game,
          live: table.live,
          viewers: table.viewers,
          last: table.last.slice(-liveRoadShown),
          maintenance: game.maintenance || vendor.vendor_maintenance,
        });
      }
    }
    return { list: models };
  };

  return { list };
};

export type LiveModelsService = ReturnType<typeof createLiveModelsService>;
