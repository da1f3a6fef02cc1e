import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { searchTextOf } from './search-text';

let t: TestApp;
let operator: string;
const vendorIds = new Map<string, number>();

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};
const bo = (method: 'POST' | 'PATCH', url: string, payload: unknown) => t.app.inject({ method, url, headers: bearer(operator), payload: payload as object });

const addVendor = async (vassalage: string, gameType: string, extra: Record<string, unknown> = {}) => {
  const res = await bo('POST', '/bo/catalog/vendors', { vassalage, displayName: `${vassalage} Games`, gameType, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  vendorIds.set(vassalage, res.json().value.id);
};

/** Bulk games straight into the table (the seed's way); the back-office path has its own tests below. */
const addGames = async (vassalage: string, gameType: 'RNG' | 'LIVE', count: number, name: (i: number) => string) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    vendor_id: vendorIds.get(vassalage)!,
    vassalage,
    game_type: gameType,
    game_code: `${vassalage}_${i}`,
    game_name: name(i),
    display_names: JSON.stringify({ EN: name(i), CN: `中文${i}` }),
    icon_url: '',
    sort_order: i,
    search_text: searchTextOf(name(i), `${vassalage}_${i}`, { EN: name(i), CN: `中文${i}` }),
  }));
  await t.database.db.insertInto('catalog_games').values(rows).execute();
};

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.staffToken(['operator']);
  // Added out of order on purpose; FISH, PVP, COCKFIGHT and LOTT get no vendor, PVP only a disabled one.
  await addVendor('E_ONE', 'ELOTT');
  await addVendor('SPORT_A', 'SPORTS');
  await addVendor('LIVE_A', 'LIVE', { maintenance: true });
  await addVendor('SLOT_B', 'RNG', { sortOrder: 20 });
  await addVendor('SLOT_A', 'RNG', { sortOrder: 10 });
  await addVendor('SLOT_X', 'RNG', { excludeFromList: true });
  await addVendor('ESP_A', 'ESPORTS');
  await addVendor('HOUSE_A', 'BGS');
  await addVendor('PVP_OFF', 'PVP', { enabled: false });
  await addGames('SLOT_A', 'RNG', 30, (i) => `Alpha Dragon ${i}`);
  await addGames('SLOT_B', 'RNG', 15, (i) => `Beta Tiger ${i}`);
  await addGames('SLOT_X', 'RNG', 5, (i) => `Hidden Dragon ${i}`);
  await addGames('LIVE_A', 'LIVE', 3, (i) => `Live Baccarat ${i}`);
});
afterAll(async () => t.close());

describe('game menus', () => {
  it('list categories in navigation order with their vendors, hiding categories without an enabled vendor', async () => {
    const menus = await get('/lgw/games/game_menus');
    expect(menus.list.map((c: { gameType: string }) => c.gameType)).toEqual(['RNG', 'BGS', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT']);
    const rng = menus.list[0];
    expect(rng).toMatchObject({ path: '/rng', page: 'list', large: false });
    expect(rng.vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(['SLOT_X', 'SLOT_A', 'SLOT_B']);
    expect(menus.list.find((c: { gameType: string }) => c.gameType === 'SPORTS')).toMatchObject({ path: '/sports', page: 'centre' });
    expect(menus.list.find((c: { gameType: string }) => c.gameType === 'LIVE').vendors[0]).toMatchObject({
      maintenance: true,
      logoUrl: '/lgw/art/vendor/LIVE_A.svg',
    });
  });

  it('lists vendor lanes and vendors by game type', async () => {
    const lanes = await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    expect(lanes.data.lanes[0]).toMatchObject({ title: 'RNG', gameClassify: 'rng' });
    expect(lanes.data.lanes[0].cards[1]).toEqual({
      vassalage: 'SLOT_A',
      displayName: 'SLOT_A Games',
      gameType: 'RNG',
      logoUrl: '/lgw/art/vendor/SLOT_A.svg',
      maintenance: false,
    });
    const live = await get('/wps/relay/GCSGAME_getVassGameType?gameType=LIVE');
    expect(live.list.map((v: { vassalage: string }) => v.vassalage)).toEqual(['LIVE_A']);
    expect((await get('/wps/relay/GCSGAME_getVassGameType')).list).toHaveLength(8);
  });

  it("gives a list page's vendor filter only the vendors with games in that list", async () => {
    const vendorsOf = async (gameType: string) =>
      (await get(`/wps/relay/GCSGAME_getVassGameType?gameType=${gameType}`)).list.map((v: { vassalage: string }) => v.vassalage);
    // SLOT_X has games but the slots list leaves it out; the menus still list it.
    expect(await vendorsOf('RNG')).toEqual(['SLOT_A', 'SLOT_B']);
    const listed = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=100');
    expect(new Set(listed.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(await vendorsOf('RNG')));
    // A vendor without an enabled game has nothing to filter by.
    expect(await vendorsOf('ESPORTS')).toEqual([]);
    expect(await vendorsOf('BGS')).toEqual([]);
  });
});

describe('game list', () => {
  const list = '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=DEMO';

  it('pages a category in display order, leaving out the excluded slot vendor', async () => {
    const first = await get(`${list}&gameType=RNG&pageSize=20`);
    expect([first.total, first.totalPages, first.pageNo, first.pageSize, first.games.length]).toEqual([45, 3, 1, 20, 20]);
    expect(first.games.every((g: { vassalage: string }) => g.vassalage !== 'SLOT_X')).toBe(true);
    const orders = first.games.map((g: { sortOrder: number }) => g.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const last = await get(`${list}&gameType=RNG&pageSize=20&pageNo=3`);
    expect(last.games).toHaveLength(5);
    expect(new Set([...first.games, ...last.games].map((g: { nodeId: number }) => g.nodeId)).size).toBe(25);
    expect((await get(`${list}&gameType=RNG`)).pageSize).toBe(20);
  });

  it('filters by vendor (the excluded vendor too) and answers the game fields', async () => {
    const excluded = await get(`${list}&gameType=RNG&vassalage=SLOT_X`);
    expect(excluded.total).toBe(5);
    const page = await get(`${list}&vassalage=SLOT_B&pageSize=2&language=CN`);
    expect(page.total).toBe(15);
    expect(page.games[0]).toEqual({
      nodeId: expect.any(Number),
      gameName: 'Beta Tiger 0',
      displayName: '中文0',
      gameCode: 'SLOT_B_0',
      gameType: 'RNG',
      vassalage: 'SLOT_B',
      iconUrl: `/lgw/art/game/${page.games[0].nodeId}.svg`,
      isHot: 0,
      isGame: 'GAME',
      maintenance: false,
      sortOrder: 0,
    });
    // A language without a name falls back to English.
    expect((await get(`${list}&vassalage=SLOT_B&pageSize=1&language=HI`)).games[0].displayName).toBe('Beta Tiger 0');
  });

  it('searches the whole catalog by keyword, in any language, with pattern characters taken literally', async () => {
    const dragons = await get(`${list}&keyword=DRAGON&pageSize=100`);
    expect(dragons.total).toBe(35);
    expect((await get(`${list}&keyword=${encodeURIComponent('中文1')}&pageSize=100`)).total).toBeGreaterThan(3);
    expect((await get(`${list}&keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await get(`${list}&keyword=${encodeURIComponent('a_pha')}`)).total).toBe(0);
    expect((await get(`${list}&keyword=tiger&gameType=LIVE`)).total).toBe(0);
    const beyond = await get(`${list}&keyword=dragon&pageSize=20&pageNo=5`);
    expect([beyond.total, beyond.totalPages, beyond.games.length]).toEqual([35, 2, 0]);
  });

  it('refuses page sizes above 100 and unknown categories', async () => {
    for (const query of ['pageSize=101', 'pageSize=0', 'pageNo=0', 'gameType=HOT', 'language=XX']) {
      const res = await t.app.inject({ method: 'GET', url: `${list}&${query}` });
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
  });
});

describe('back office changes', () => {
  it('hide a disabled game and vendor, show maintenance, and reach the cached lists at once', async () => {
    const before = await get('/wps/relay/GCSGAME_gameList?vassalage=SLOT_A&pageSize=1');
    const game = before.games[0];
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?platform=flash,html5-desktop&isPlatform=2')).games).toEqual([]);

    const hot = await bo('PATCH', `/bo/catalog/games/${game.nodeId}`, { isHot: true, maintenance: true });
    expect(hot.statusCode, hot.body).toBe(200);
    const hotList = await get('/wps/relay/GCSGAME_hotGamesV2?platform=flash,html5-desktop&isPlatform=2');
    expect(hotList.games).toEqual([expect.objectContaining({ nodeId: game.nodeId, isHot: 1, maintenance: true })]);

    const searchFor = async () =>
      (await get(`/wps/relay/GCSGAME_gameList?keyword=${encodeURIComponent(game.gameCode.toLowerCase())}`)).games.map((g: { nodeId: number }) => g.nodeId);
    expect(await searchFor()).toContain(game.nodeId);
    await bo('PATCH', `/bo/catalog/games/${game.nodeId}`, { enabled: false });
    expect((await get('/wps/relay/GCSGAME_gameList?vassalage=SLOT_A')).total).toBe(29);
    expect(await searchFor()).not.toContain(game.nodeId);
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).games).toEqual([]);

    await bo('PATCH', `/bo/catalog/vendors/${vendorIds.get('SLOT_B')}`, { enabled: false });
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG')).total).toBe(29);
    const menus = await get('/lgw/games/game_menus');
    expect(menus.list[0].vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(['SLOT_X', 'SLOT_A']);
    await bo('PATCH', `/bo/catalog/vendors/${vendorIds.get('SLOT_B')}`, { enabled: true, sortOrder: 1 });
    expect((await get('/lgw/games/game_menus')).list[0].vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(['SLOT_X', 'SLOT_B', 'SLOT_A']);

    const audit = await t.services.audit.list({ limit: 20 });
    const actions = audit.list.map((e) => `${e.action} ${e.target}`);
    expect(actions).toEqual(
      expect.arrayContaining([`catalog.game.update game:${game.nodeId}`, 'catalog.vendor.update vendor:SLOT_B', 'catalog.vendor.create vendor:SLOT_A']),
    );
    expect(audit.list.find((e) => e.action === 'catalog.game.update')?.actorType).toBe('staff');
  });

  it("name vendors in the caller's language, a relative of it or English, else their own name, never the default (HI)", async () => {
    const id = vendorIds.get('LIVE_A');
    const named = await bo('PATCH', `/bo/catalog/vendors/${id}`, { displayNames: { CN: '真人甲', HI: 'लाइव ए' } });
    expect(named.json().value).toMatchObject({ displayName: 'LIVE_A Games', displayNames: { CN: '真人甲', HI: 'लाइव ए' } });
    const liveName = async (q: string, headers: Record<string, string> = {}) =>
      (await get(`/lgw/games/game_menus${q}`, headers)).list.find((c: { gameType: string }) => c.gameType === 'LIVE').vendors[0].displayName;
    expect(await liveName('?language=CN')).toBe('真人甲');
    expect(await liveName('', { 'accept-language': 'zh-CN' })).toBe('真人甲');
    expect(await liveName('?language=TW')).toBe('真人甲');
    expect(await liveName('?language=JA')).toBe('LIVE_A Games');
    expect((await get('/wps/relay/GCSGAME_getVassGameType?gameType=LIVE&language=CN')).list[0].displayName).toBe('真人甲');
    expect((await get('/wps/relay/GCSGAME_newGameVendor?language=CN')).data.lanes.find((l: { title: string }) => l.title === 'LIVE').cards[0].displayName).toBe(
      '真人甲',
    );

    await bo('PATCH', `/bo/catalog/vendors/${id}`, { displayNames: { CN: '真人甲', EN: 'Live A' } });
    expect(await liveName('?language=JA')).toBe('Live A');
    const bad = await bo('PATCH', `/bo/catalog/vendors/${id}`, { displayName: 'Renamed', displayNames: { XX: 'x' } });
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'UNKNOWN_FIELD']);
    const empty = await bo('POST', '/bo/catalog/vendors', { vassalage: 'NEW_V', displayName: 'New', gameType: 'RNG', displayNames: { HI: ' ' } });
    expect([empty.statusCode, errorCodeOf(empty)]).toEqual([400, 'VALIDATION_ERROR']);
    const vendors = (await get('/bo/catalog/vendors', bearer(operator))).list;
    expect(vendors.find((v: { vassalage: string }) => v.vassalage === 'LIVE_A')).toMatchObject({ displayName: 'LIVE_A Games', displayNames: { CN: '真人甲' } });
    expect(vendors.some((v: { vassalage: string }) => v.vassalage === 'NEW_V')).toBe(false);
    await bo('PATCH', `/bo/catalog/vendors/${id}`, { displayNames: {} });
  });

  it('add games through the back office and page through them with filters', async () => {
    const created = await bo('POST', '/bo/catalog/games', {
      vassalage: 'HOUSE_A',
      gameCode: 'DICE',
      gameName: 'House Dice',
      displayNames: { HI: 'पासा' },
      isHot: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ gameType: 'BGS', vassalage: 'HOUSE_A', isHot: 1, displayNames: { HI: 'पासा' }, enabled: true });
    const again = await bo('POST', '/bo/catalog/games', { vassalage: 'HOUSE_A', gameCode: 'DICE', gameName: 'Twice' });
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'CONFLICT']);
    const unknown = await bo('POST', '/bo/catalog/games', { vassalage: 'NOPE', gameCode: 'X', gameName: 'X' });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'VENDOR_NOT_FOUND']);
    const missing = await bo('PATCH', '/bo/catalog/games/999999', { isHot: true });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'GAME_NOT_FOUND']);
    const dupVendor = await bo('POST', '/bo/catalog/vendors', { vassalage: 'SLOT_A', displayName: 'again', gameType: 'RNG' });
    expect([dupVendor.statusCode, errorCodeOf(dupVendor)]).toEqual([409, 'CONFLICT']);

    const page = (q: string) => get(`/bo/catalog/games?${q}`, bearer(operator));
    expect((await page('pageSize=10&gameType=RNG')).total).toBe(50);
    expect((await page('enabled=false')).total).toBe(1);
    expect((await page('isHot=true&gameType=BGS')).list).toEqual([expect.objectContaining({ gameCode: 'DICE' })]);
    expect((await page('keyword=hidden&pageSize=2&pageNo=2')).list).toHaveLength(2);
    const vendors = await get('/bo/catalog/vendors', bearer(operator));
    expect(vendors.list.find((v: { vassalage: string }) => v.vassalage === 'SLOT_A')).toMatchObject({ gameCount: 30, enabled: true });
    expect(vendors.list.find((v: { vassalage: string }) => v.vassalage === 'PVP_OFF')).toMatchObject({ enabled: false });
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=BGS&language=HI')).games[0].displayName).toBe('पासा');
  });
});

describe('winner boards', () => {
  it('mask names, answer integer amounts, and filter by board and category', async () => {
    const games = await t.database.db
      .selectFrom('catalog_games')
      .select(['id', 'game_type'])
      .where('vassalage', 'in', ['SLOT_A', 'LIVE_A'])
      .orderBy('id')
      .execute();
    const slot = games.find((g) => g.game_type === 'RNG')!;
    const live = games.find((g) => g.game_type === 'LIVE')!;
    await t.database.db
      .insertInto('catalog_winners')
      .values([
        { board: 'BIGWIN', customer_name: 'abcdef9', win_amount: 1_234_500n, game_id: slot.id, game_type: 'RNG' },
        { board: 'BIGWIN', customer_name: 'xy', win_amount: 9_000_000n, game_id: live.id, game_type: 'LIVE' },
        { board: 'JACKPOT', customer_name: 'jackpotwinner', win_amount: 50_000_000_00n, game_id: slot.id, game_type: 'RNG' },
      ])
      .execute();
    const big = await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20');
    expect(big.list).toEqual([
      { customerName: 'x***', winAmount: 9_000_000, gameName: 'Live Baccarat 0', iconUrl: `/lgw/art/game/${live.id}.svg` },
      { customerName: 'ab***9', winAmount: 1_234_500, gameName: 'Alpha Dragon 0', iconUrl: `/lgw/art/game/${slot.id}.svg` },
    ]);
    expect((await get('/wps/relay/GCSGAME_getRankList?gameCategory=RNG')).list).toHaveLength(1);
    expect((await get('/wps/relay/GCSGAME_getRankList?board=JACKPOT&limitNum=1')).list).toEqual([
      expect.objectContaining({ customerName: 'ja***r', winAmount: 5_000_000_000 }),
    ]);
    const tooMany = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?limitNum=51' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('generated art', () => {
  it('serves small, deterministic SVGs with long cache headers, and 404 for unknown ids', async () => {
    const { nodeId } = (await get('/wps/relay/GCSGAME_gameList?vassalage=SLOT_A&pageSize=1')).games[0];
    const a = await t.app.inject({ method: 'GET', url: `/lgw/art/game/${nodeId}.svg` });
    const b = await t.app.inject({ method: 'GET', url: `/lgw/art/game/${nodeId}.svg` });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toContain('max-age=31536000');
    expect(a.body).toBe(b.body);
    // An illustration of the game, no text: the name is shown under the tile in the visitor's language.
    expect(a.body).not.toContain('<text');
    expect(Buffer.byteLength(a.body)).toBeLessThan(6 * 1024);
    expect((await t.app.inject({ method: 'GET', url: '/lgw/art/vendor/SLOT_A.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/lgw/art/banner/w_home-1.svg' })).statusCode).toBe(200);
    for (const url of ['/lgw/art/game/999999.svg', '/lgw/art/vendor/NOPE.svg', '/lgw/art/game/x.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/lgw/art/game/1.png' })).statusCode).toBe(400);
  });
});
