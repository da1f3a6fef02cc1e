import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { artSvg, type ArtKind } from './art';
import { findGameNameForArt, findVendorNameForArt } from './catalog.repository';

/** Generated artwork: a game drawn from its name, category and vendor, a vendor from its name; banners and promotions by key. */
export const createCatalogArtService = (db: Kysely<DB>) => {
  const svg = async (kind: ArtKind, key: string): Promise<string | null> => {
    if (kind === 'game') {
      if (!/^\d{1,9}$/.test(key)) return null;
      const game = await findGameNameForArt(db, Number(key));
      return game ? artSvg(kind, key, { name: game.game_name, category: game.game_type, vendorCode: game.vendor_code, vendorName: game.vendor_name }) : null;
    }
    if (kind === 'vendor') {
      const vendor = await findVendorNameForArt(db, key);
      return vendor ? artSvg(kind, key, { name: vendor.display_name }) : null;
    }
    return artSvg(kind, key);
  };
  return { svg };
};

export type CatalogArtService = ReturnType<typeof createCatalogArtService>;
