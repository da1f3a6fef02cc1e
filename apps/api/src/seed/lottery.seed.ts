import { languages, type GameCategory } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { searchTextOf } from '../modules/games/catalog';
import { defaultLotteryGames, installLotteryGames, lotteryVendorCodes } from '../modules/games/lottery';
import { lotteryGameName } from './lottery.seed-text';

const vendors: readonly { code: string; name: string; category: GameCategory }[] = [
  { code: lotteryVendorCodes.draws, name: 'House Lottery', category: 'LOTT' },
  { code: lotteryVendorCodes.fast, name: 'House E-Lottery', category: 'ELOTT' },
];

/**
 * The in-house lottery: its two catalog vendors with a catalog game per lottery game (names in every
 * language), and the games with their first terms. Runs once: what exists is kept as staff have it.
 */
export const seedLottery = async (db: Kysely<DB>): Promise<void> => {
  for (const vendor of vendors) {
    const existing = await db.selectFrom('catalog_vendors').select('id').where('code', '=', vendor.code).executeTakeFirst();
    if (existing) continue;
    const row = await db
      .insertInto('catalog_vendors')
      .values({ code: vendor.code, display_name: vendor.name, game_type: vendor.category, logo_url: '', sort_order: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const games = defaultLotteryGames.filter((g) => g.game.vendor_code === vendor.code);
    await db
      .insertInto('catalog_games')
      .values(
        games.map((g, i) => {
          const names = Object.fromEntries(languages.map((l) => [l.code, lotteryGameName(g.game.code, l.code)]));
          return {
            vendor_id: row.id,
            vassalage: vendor.code,
            game_type: vendor.category,
            game_code: g.game.game_code,
            game_name: names.EN!,
            display_names: JSON.stringify(names),
            icon_url: '',
            is_hot: i === 0,
            sort_order: (i + 1) * 10,
            search_text: searchTextOf(names.EN!, g.game.game_code, names),
          };
        }),
      )
      .execute();
  }
  await installLotteryGames(db, defaultLotteryGames);
};
