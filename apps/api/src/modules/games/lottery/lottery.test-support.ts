import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { TestApp } from '../../../testing/test-app';
import { systemActor, type Actor } from '../../platform/audit';
import { defaultLotteryGames, lotteryVendorCodes } from './lottery-defaults';
import { installLotteryGames } from './lottery-install';
import { createLotteryServices } from './lottery.wiring';

/** Test helpers of the lottery: its catalog rows and games, services on a clock the test moves, staff actors. */

/** The catalog rows the wallet needs and every default game (API tests do not run the full seed). */
export const addLotteryGames = async (t: TestApp): Promise<void> => {
  const db = t.database.db;
  for (const [code, category] of [
    [lotteryVendorCodes.draws, 'LOTT'],
    [lotteryVendorCodes.fast, 'ELOTT'],
  ] as const) {
    const vendor = await db
      .insertInto('catalog_vendors')
      .values({ code, display_name: code, game_type: category, logo_url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('catalog_games')
      .values(
        defaultLotteryGames
          .filter((g) => g.game.vendor_code === code)
          .map((g) => ({
            vendor_id: vendor.id,
            vassalage: code,
            game_type: category,
            game_code: g.game.game_code,
            game_name: g.name,
            display_names: '{}',
            icon_url: '',
            search_text: g.name.toLowerCase(),
          })),
      )
      .execute();
  }
  await installLotteryGames(db, defaultLotteryGames);
};

export type TestClock = { now: Date; set: (at: Date | number) => void; advance: (ms: number) => void };

export const testClock = (start: Date): TestClock => {
  const clock: TestClock = {
    now: start,
    set: (at) => {
      clock.now = new Date(at);
    },
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
};

/** The lottery's services over the test app's database and wallet, on `clock`. */
export const lotteryOf = (t: TestApp, clock: TestClock, options: { simulatedResults?: boolean } = {}) =>
  createLotteryServices(t.database.db, {
    settings: t.services.settings,
    wallet: t.services.gameWallet,
    audit: t.services.audit,
    clock: () => clock.now,
    simulatedResults: options.simulatedResults ?? false,
    tickSeconds: 60,
  });

let staffCounter = 0;

/** A staff member to enter or confirm results: the row the four-eyes rule compares, and its audit actor. */
export const newStaff = async (db: Kysely<DB>): Promise<Actor & { staffId: number }> => {
  const username = `lottery${++staffCounter}${Date.now() % 100_000}`;
  const row = await db
    .insertInto('staff_users')
    .values({ username, password_hash: 'x', roles: ['finance'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...systemActor('test'), type: 'staff', id: String(row.id), name: username, staffId: row.id };
};
