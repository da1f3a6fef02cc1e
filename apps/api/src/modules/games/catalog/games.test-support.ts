import { solvedAltcha } from '../../../testing/member-client';
import type { TestApp } from '../../../testing/test-app';
import { searchTextOf } from './';
import { addVendor } from '../../money/wallet/wallet.test-support';

/** Test helpers for the games tier: catalog rows straight into the tables, as the seed writes them. */

const demoTemplate = 'http://localhost:3100/play?vendor={vendorCode}&game={gameCode}&token={launchToken}&lang={language}&lobby={lobbyUrl}&mode={mode}';

type GameFields = { enabled?: boolean; maintenance?: boolean; isHot?: boolean; gameType?: 'RNG' | 'BGS' };

/** A vendor with `count` games named `<CODE>_<i>`; with a launch template unless `template` is null. */
export const addVendorWithGames = async (
  t: TestApp,
  code: string,
  count: number,
  options: { template?: string | null; vendor?: { enabled?: boolean; maintenance?: boolean }; games?: GameFields; gameType?: 'RNG' | 'BGS' } = {},
) => {
  const vendor = await addVendor(t, code, 'seamless', options.vendor ?? {});
  const gameType = options.gameType ?? 'RNG';
  if (gameType !== 'RNG') await t.database.db.updateTable('catalog_vendors').set({ game_type: gameType }).where('id', '=', vendor.id).execute();
  const template = options.template === undefined ? demoTemplate : options.template;
  if (template !== null) {
    await t.database.db
      .insertInto('game_vendor_credentials')
      .values({ vendor_id: vendor.id, secret: 's'.repeat(40), launch_url: template })
      .execute();
  }
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${code} Game ${i}`;
    const row = await t.database.db
      .insertInto('catalog_games')
      .values({
        vendor_id: vendor.id,
        vassalage: code,
        game_type: gameType,
        game_code: `${code}_${i}`,
        game_name: name,
        display_names: JSON.stringify({ EN: name }),
        icon_url: '',
        sort_order: i,
        search_text: searchTextOf(name, `${code}_${i}`, { EN: name }),
        enabled: options.games?.enabled ?? true,
        maintenance: options.games?.maintenance ?? false,
        is_hot: options.games?.isHot ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { vendorId: vendor.id, ids };
};

/** A trial (free-play) session token, through the real route. */
export const trialToken = async (t: TestApp): Promise<string> => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } });
  if (res.statusCode !== 200) throw new Error(`free play failed: ${res.body}`);
  return res.json().value.token as string;
};
