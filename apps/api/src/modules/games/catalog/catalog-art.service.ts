import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { artSvg, initialsOf, type ArtKind } from './art';
import { findGameNameForArt, findVendorNameForArt } from './catalog.repository';

/** Generated artwork: games and vendors carry their initials; banners and promotions are keyed by name only. */
export const createCatalogArtService = (db: Kysely<DB>) => {
  const svg = async (kind: ArtKind, key: string): Promise<string | null> => {
    if (kind === 'game') {
      if (!/^\d{1,9}$/.test(key)) return null;
      const game = await findGameNameForArt(db, Number(key));
      return game ? artSvg(kind, key, initialsOf(game.game_name)) : null;
    }
    if (kind === 'vendor') {
      const vendor = await findVendorNameForArt(db, key);
      return vendor ? artSvg(kind, key, initialsOf(vendor.display_name)) : null;
    }
    return artSvg(kind, key, '');
  };
  return { svg };
};

export type CatalogArtService = ReturnType<typeof createCatalogArtService>;
