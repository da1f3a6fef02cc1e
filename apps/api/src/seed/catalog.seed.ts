import { gameCategories, type GameCategory } from '@gp/contracts';
import type { CatalogGamesTable, DB } from '@gp/db';
import type { Insertable, Kysely } from 'kysely';
import { seededRandom } from '../modules/games/catalog';
import { hasCatalog } from '../modules/games/catalog/catalog.repository';
import { searchTextOf } from '../modules/games/catalog';
import { disabledVendor, excludedSlotVendor, maintenanceVendor, seedVendors, vendorNameTranslations } from './catalog.seed-data';
import { isVendorCard, seedGameName } from './catalog.seed-names';

const batchSize = 1000;

export type CatalogSeedOptions = {
  /**
   * At most this many games per vendor. Unset (production, e2e) writes the full 10,000+ catalog;
   * API tests that only need every vendor and a few games of each set it low to seed in a blink.
   */
  gamesPerVendor?: number | undefined;
};

/**
 * The demo catalog: fictional vendors in every category and 10,000+ games, most of them slots, with
 * generated art (iconUrl left empty means /lgw/art/...). Runs once: a catalog that exists is kept.
 */
export const seedCatalog = async (db: Kysely<DB>, options: CatalogSeedOptions = {}): Promise<boolean> => {
  if (await hasCatalog(db)) return false;
  const rnd = seededRandom(20261121);

  await db.transaction().execute(async (trx) => {
    const vendorRows = gameCategories.flatMap((category) =>
      seedVendors[category].map(([code, name], i) => ({
        code,
        display_name: name,
        display_names: JSON.stringify(vendorNameTranslations[code] ?? {}),
        game_type: category,
        logo_url: '',
        enabled: code !== disabledVendor,
        maintenance: code === maintenanceVendor,
        exclude_from_list: code === excludedSlotVendor,
        sort_order: (i + 1) * 10,
      })),
    );
    const vendors = await trx.insertInto('catalog_vendors').values(vendorRows).returning(['id', 'code', 'display_name', 'game_type']).execute();

    const games = seedGameRows(vendors, options, rnd);
    const inserted: { id: number; game_type: GameCategory }[] = [];
    for (let i = 0; i < games.length; i += batchSize) {
      inserted.push(
        ...(await trx
          .insertInto('catalog_games')
          .values(games.slice(i, i + batchSize))
          .returning(['id', 'game_type'])
          .execute()),
      );
    }
  });
  return true;
};

type SeededVendor = { id: number; code: string; display_name: string; game_type: GameCategory };

/**
 * How many draws of the flag stream a game's name used to take before names got streams of their own
 * (catalog.seed-names.ts). They are still skipped, so every hot, disabled and maintenance flag of the
 * demo catalog stays on the game it was on: tests and demo scripts pick games by those flags.
 */
const formerNameDraws = (category: GameCategory, vendorCard: boolean): number => {
  if (vendorCard) return 0;
  if (category === 'RNG') return 3;
  return category === 'LOTT' || category === 'ELOTT' ? 1 : 2;
};

/**
 * The games of the seeded vendors, in their order. Names come from catalog.seed-names.ts, after the
 * engine each entry opens; `rnd` draws only the flags (hot, enabled, maintenance).
 */
export const seedGameRows = (vendors: readonly SeededVendor[], options: CatalogSeedOptions, rnd: () => number): Insertable<CatalogGamesTable>[] => {
  const games: Insertable<CatalogGamesTable>[] = [];
  for (const vendor of vendors) {
    const full = seedVendors[vendor.game_type].find(([code]) => code === vendor.code)![2];
    const count = Math.min(full, options.gamesPerVendor ?? full);
    for (let i = 0; i < count; i += 1) {
      const number = i + 1;
      const vendorCard = isVendorCard(vendor.game_type, number);
      const [en, hi, cn] = seedGameName(vendor.game_type, { code: vendor.code, displayName: vendor.display_name }, number);
      const displayNames: Record<string, string> = { EN: en, HI: hi, CN: cn };
      const gameCode = `${vendor.code}_${String(number).padStart(4, '0')}`;
      for (let d = formerNameDraws(vendor.game_type, vendorCard); d > 0; d -= 1) rnd();
      games.push({
        vendor_id: vendor.id,
        vassalage: vendor.code,
        game_type: vendor.game_type,
        game_code: gameCode,
        game_name: en,
        display_names: JSON.stringify(displayNames),
        icon_url: '',
        is_hot: !vendorCard && rnd() < 0.02,
        is_game: vendorCard ? 'VASSALAGE' : 'GAME',
        enabled: rnd() > 0.003,
        maintenance: rnd() < 0.004,
        sort_order: i,
        search_text: searchTextOf(en, gameCode, displayNames),
      });
    }
  }
  return games;
};
