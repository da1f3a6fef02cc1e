import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../seed/catalog.seed';
import { excludedSlotVendor, seedVendors } from '../../../seed/catalog.seed-data';
import { seedContent } from '../../../seed/content.seed';
import { readContentText } from '../../../seed/content-text/content-text';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The demo catalog's vendors and rules with 3 games a vendor instead of 10,000+: what these tests
// check (which vendors a list shows, names by language) does not depend on the number of games.
const gamesPerVendor = 3;
let t: TestApp;

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, { gamesPerVendor });
  await seedContent(t.database.db);
});
afterAll(async () => t.close());

describe('the seeded catalog, small', () => {
  it('has every vendor with at most the asked number of games', async () => {
    const vendors = Object.values(seedVendors).flat();
    const games = await t.database.db.selectFrom('catalog_games').select('vassalage').execute();
    expect(games).toHaveLength(vendors.reduce((n, [, , count]) => n + Math.min(count, gamesPerVendor), 0));
  });

  it(`leaves ${excludedSlotVendor} out of the slots page's vendor chips, as the slots list leaves out its games`, async () => {
    const menus = await get('/lgw/games/game_menus');
    const inMenu = menus.list.find((c: { gameType: string }) => c.gameType === 'RNG').vendors.map((v: { vassalage: string }) => v.vassalage);
    expect(inMenu).toContain(excludedSlotVendor);

    for (const gameType of ['RNG', 'BGS', 'LIVE', 'FISH', 'PVP']) {
      const chips = (await get(`/wps/relay/GCSGAME_getVassGameType?gameType=${gameType}`)).list.map((v: { vassalage: string }) => v.vassalage);
      const list = await get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100`);
      expect(list.totalPages, gameType).toBe(1);
      const withGames = [...new Set(list.games.map((g: { vassalage: string }) => g.vassalage))];
      expect([...chips].sort(), gameType).toEqual([...withGames].sort());
    }
    expect((await get('/wps/relay/GCSGAME_getVassGameType?gameType=RNG')).list.some((v: { vassalage: string }) => v.vassalage === excludedSlotVendor)).toBe(
      false,
    );
    // Still reachable by vendor, as before.
    expect((await get(`/wps/relay/GCSGAME_gameList?vassalage=${excludedSlotVendor}`)).total).toBeGreaterThan(0);
  });

  it('speaks every language in notices, promotions and announcements, and Hindi and Chinese in vendor names', async () => {
    const texts = readContentText();
    for (const code of ['CN', 'HI', 'EN', 'VI', 'AR'] as const) {
      expect((await get(`/wps/content/notices?language=${code}`)).list[0].title, code).toBe(texts.get(code)!.notices[0]!.title);
      expect((await get(`/wps/content/promotions?language=${code}`)).list[0].title, code).toBe(texts.get(code)!.promotions[0]!.title);
      const popup = (await get(`/wps/relay/getListAnnouncements?types=PU&execution=B&language=${code}`)).list[0];
      expect(popup.title, code).toBe(texts.get(code)!.announcements['PU:B']!.title);
    }
    const rng = (await get('/lgw/games/game_menus?language=HI')).list.find((c: { gameType: string }) => c.gameType === 'RNG');
    expect(rng.vendors.find((v: { vassalage: string }) => v.vassalage === 'LUMA').displayName).toBe('लूमा रील्स');
  });
});
