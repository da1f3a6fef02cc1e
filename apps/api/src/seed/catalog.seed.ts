import { gameCategories, type GameCategory } from '@gp/contracts';
import type { CatalogGamesTable, DB } from '@gp/db';
import type { Insertable, Kysely } from 'kysely';
import { seededRandom } from '../modules/games/catalog';
import { hasCatalog } from '../modules/games/catalog/catalog.repository';
import { searchTextOf } from '../modules/games/catalog';
import {
  adjectives,
  disabledVendor,
  excludedSlotVendor,
  maintenanceVendor,
  nouns,
  seedVendors,
  suffixes,
  tableGames,
  vendorNameTranslations,
} from './catalog.seed-data';

const batchSize = 1000;

type Words = [string, string, string];

const join = (parts: Words[], i: 0 | 1 | 2, sep: string) =>
  parts
    .map((p) => p[i])
    .filter(Boolean)
    .join(sep);

/** A name in EN, HI and CN from the word lists, chosen by the PRNG. */
const gameNames = (category: GameCategory, pick: <T>(xs: T[]) => T, index: number): Words => {
  if (category === 'RNG' || category === 'FISH') {
    const parts = [pick(adjectives), pick(nouns), category === 'FISH' ? (['Hunter', 'शिकारी', '猎手'] as Words) : pick(suffixes)];
    return [join(parts, 0, ' '), join(parts, 1, ' '), join(parts, 2, '')];
  }
  if (category === 'LOTT' || category === 'ELOTT') {
    const minutes = [1, 3, 5, 10][index % 4];
    const parts: Words[] = [pick(adjectives), ['Lotto', 'लॉटो', '彩票']];
    return [`${join(parts, 0, ' ')} ${minutes}`, `${join(parts, 1, ' ')} ${minutes}`, `${join(parts, 2, '')}${minutes}`];
  }
  const parts = [pick(adjectives), pick(tableGames)];
  return [join(parts, 0, ' '), join(parts, 1, ' '), join(parts, 2, '')];
};

/** Game-centre categories (sports, lottery halls) open a vendor lobby: their first card is a vendor card. */
const centreCategories: GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

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
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;

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
    const vendors = await trx.insertInto('catalog_vendors').values(vendorRows).returning(['id', 'code', 'game_type']).execute();

    const games: Insertable<CatalogGamesTable>[] = [];
    for (const vendor of vendors) {
      const full = seedVendors[vendor.game_type].find(([code]) => code === vendor.code)![2];
      const count = Math.min(full, options.gamesPerVendor ?? full);
      for (let i = 0; i < count; i += 1) {
        const isVendorCard = i === 0 && (centreCategories.includes(vendor.game_type) || vendor.game_type === 'LIVE');
        const [en, hi, cn] = isVendorCard ? ([vendor.code, vendor.code, vendor.code] as Words) : gameNames(vendor.game_type, pick, i);
        const gameName = isVendorCard ? vendorRows.find((v) => v.code === vendor.code)!.display_name : en;
        const displayNames: Record<string, string> = isVendorCard ? {} : { EN: en, HI: hi, CN: cn };
        const gameCode = `${vendor.code}_${String(i + 1).padStart(4, '0')}`;
        games.push({
          vendor_id: vendor.id,
          vassalage: vendor.code,
          game_type: vendor.game_type,
          game_code: gameCode,
          game_name: gameName,
          display_names: JSON.stringify(displayNames),
          icon_url: '',
          is_hot: !isVendorCard && rnd() < 0.02,
          is_game: isVendorCard ? 'VASSALAGE' : 'GAME',
          enabled: rnd() > 0.003,
          maintenance: rnd() < 0.004,
          sort_order: i,
          search_text: searchTextOf(gameName, gameCode, displayNames),
        });
      }
    }
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
