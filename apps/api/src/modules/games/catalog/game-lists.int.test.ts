import type { FavouritePage, RecentGamesPage } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember } from '../../money/wallet/wallet.test-support';
import { addVendorWithGames, trialToken } from './games.test-support';

let t: TestApp;
let slots: number[];
let dice: number[];

beforeAll(async () => {
  t = await createTestApp();
  slots = (await addVendorWithGames(t, 'LUMA', 24)).ids;
  dice = (await addVendorWithGames(t, 'HOUSE_DICE', 2, { template: null, gameType: 'BGS' })).ids;
});
afterAll(async () => t.close());

const favourites = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/GCSGAME_favoriteGamesV2?clientType=3&platform=html5-desktop&pageNo=1&pageSize=999${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as FavouritePage;
};
const add = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_addFavoriteGameV2', headers: bearer(token), payload: body });
const remove = (token: string, nodeId: number, vendor: string, gameType: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/wps/relay/GCSGAME_removeFavoriteGameV2?nodeId=${nodeId}&vendor=${vendor}&gameType=${gameType}`,
    headers: bearer(token),
  });
const recent = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/relay/GCS_recentGame?clientType=3${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as RecentGamesPage;
};
const launch = async (token: string, nodeId: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload: { nodeId } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('favourites', () => {
  it('adds, lists newest first as catalog items, keeps one row when added twice, and removes', async () => {
    const { token } = await newMember(t);
    expect(await favourites(token)).toEqual({ content: [], pageNum: 1, pageSize: 999, totalPages: 0, total: 0 });

    for (const nodeId of [slots[3], slots[5]]) {
      const res = await add(token, { nodeId, vendor: 'LUMA', gameType: 'RNG' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ nodeId, favourite: true });
    }
    const again = await add(token, { nodeId: slots[3], vendor: 'LUMA', gameType: 'RNG' });
    expect(again.statusCode).toBe(200);
    await add(token, { nodeId: dice[0], vendor: 'HOUSE_DICE', gameType: 'BGS' });

    const page = await favourites(token);
    expect(page.total).toBe(3);
    expect(page.totalPages).toBe(1);
    expect(page.content.map((g) => g.nodeId)).toEqual([dice[0], slots[5], slots[3]]);
    expect(page.content[1]).toMatchObject({ gameCode: 'LUMA_5', vassalage: 'LUMA', gameType: 'RNG', displayName: 'LUMA Game 5', isGame: 'GAME' });
    expect((await favourites(token, '&gameType=BGS')).content.map((g) => g.nodeId)).toEqual([dice[0]]);

    const removed = await remove(token, slots[5]!, 'LUMA', 'RNG');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value).toEqual({ nodeId: slots[5], favourite: false });
    const twice = await remove(token, slots[5]!, 'LUMA', 'RNG');
    expect(twice.statusCode).toBe(200);
    expect((await favourites(token)).content.map((g) => g.nodeId)).toEqual([dice[0], slots[3]]);
  });

  it('pages the list', async () => {
    const { token } = await newMember(t);
    for (const nodeId of slots.slice(0, 5)) await add(token, { nodeId, vendor: 'LUMA', gameType: 'RNG' });
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_favoriteGamesV2?pageNo=2&pageSize=2', headers: bearer(token) });
    const page = res.json().value as FavouritePage;
    expect(page).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 3, total: 5 });
    expect(page.content.map((g) => g.nodeId)).toEqual([slots[2], slots[1]]);
    const tooBig = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_favoriteGamesV2?pageSize=1000', headers: bearer(token) });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses a game that is not in that vendor and category, and keeps lists per member', async () => {
    const one = await newMember(t);
    const other = await newMember(t);
    for (const body of [
      { nodeId: slots[0], vendor: 'OTHER', gameType: 'RNG' },
      { nodeId: slots[0], vendor: 'LUMA', gameType: 'LIVE' },
      { nodeId: 999_999, vendor: 'LUMA', gameType: 'RNG' },
    ]) {
      const res = await add(one.token, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([404, 'GAME_NOT_FOUND']);
    }
    await add(one.token, { nodeId: slots[0], vendor: 'LUMA', gameType: 'RNG' });
    expect((await favourites(other.token)).total).toBe(0);
  });

  it('drops a game from the list while it is disabled', async () => {
    const { token } = await newMember(t);
    const [vendorGame] = (await addVendorWithGames(t, 'FADING', 1)).ids;
    await add(token, { nodeId: vendorGame, vendor: 'FADING', gameType: 'RNG' });
    expect((await favourites(token)).total).toBe(1);
    await t.database.db.updateTable('catalog_games').set({ enabled: false }).where('id', '=', vendorGame!).execute();
    expect((await favourites(token)).total).toBe(0);
  });

  it('is for real accounts only', async () => {
    const trial = await trialToken(t);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_favoriteGamesV2', headers: bearer(trial) }),
      await add(trial, { nodeId: slots[0], vendor: 'LUMA', gameType: 'RNG' }),
      await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame', headers: bearer(trial) }),
    ]) {
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'TRIAL_ACCOUNT']);
    }
    const guest = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_favoriteGamesV2' });
    expect([guest.statusCode, errorCodeOf(guest)]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('recent games', () => {
  it('lists launched games last played first, 20 to a page, a relaunch moving a game to the top', async () => {
    const { token } = await newMember(t);
    expect((await recent(token)).list).toEqual([]);
    for (const nodeId of slots.slice(0, 22)) await launch(token, nodeId);

    const first = await recent(token);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 22, totalPages: 2 });
    expect(first.list.map((g) => g.nodeId)).toEqual(slots.slice(2, 22).reverse());
    expect(first.list[0]).toMatchObject({ gameCode: 'LUMA_21', vassalage: 'LUMA', playedAt: expect.any(String) });
    expect((await recent(token, '&page=2')).list.map((g) => g.nodeId)).toEqual([slots[1], slots[0]]);

    await launch(token, slots[0]!);
    expect((await recent(token)).list[0]!.nodeId).toBe(slots[0]);
    expect((await recent(token)).total).toBe(22);
    expect((await recent(token, '&gameType=BGS')).list).toEqual([]);
  });
});
