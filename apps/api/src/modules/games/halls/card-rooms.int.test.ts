import type { CardRoomList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHall } from '../../../../../demo-vendor/src/halls/testing/hall-client';
import { bearer, errorCodeOf } from '../../../testing/test-app';
import { fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { closedOrigin, fakeVendor, pointVendorAt, startHallsWorld, type HallsWorld } from './halls.test-support';

/**
 * The room list of a card room game, relayed from the real demo vendor: its stake levels and seats,
 * the merchant's real-money rooms before the fun-money ones, and `available: false` instead of an
 * error when the vendor cannot say.
 */

let w: HallsWorld;

beforeAll(async () => {
  w = await startHallsWorld();
});
afterAll(async () => w?.close());

const roomsOf = async (query: string, headers: Record<string, string> = {}) => {
  const res = await w.t.app.inject({ method: 'GET', url: `/wps/relay/GLS2_roomList?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ code: '0', message: 'OK' });
  return res.json().value as CardRoomList;
};

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists the fun-money rooms of every stake level with seats taken and total, the game and vendor named', async () => {
    const list = await roomsOf('vendor=TABLEKIN&gameCode=TABLEKIN_0001');
    expect(list).toMatchObject({
      vendor: { code: 'TABLEKIN', displayName: 'Tablekin' },
      game: { gameCode: 'TABLEKIN_0001', gameType: 'PVP', vassalage: 'TABLEKIN' },
      maintenance: false,
      available: true,
    });
    expect(list.rooms.map((r) => [r.mode, r.stakes.boot, r.seats.taken, r.seats.total])).toEqual([
      ['demo', 100, 0, 5],
      ['demo', 500, 0, 5],
      ['demo', 2_000, 0, 5],
      ['demo', 10_000, 0, 5],
    ]);
    expect(list.rooms[0]).toMatchObject({ currency: 'FUN', stakes: { chaalLimit: 12_800, potLimit: 102_400 }, playing: false, spectators: 0 });
  });

  it('puts the merchant’s real-money rooms first, with the seat a player took', async () => {
    const member = await newMember(w.t);
    await fundMember(w.t, member, 1_000_000);
    const launch = await w.t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(member.token),
      payload: { vendor: 'CARDHAVEN', gameCode: 'CARDHAVEN_0002' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const opened = await fetch(launch.json().value.url as string, { redirect: 'manual' });
    const sid = /\/game\/([^?]+)/.exec(opened.headers.get('location') ?? '')?.[1];
    expect(sid).toBeTruthy();
    const player = await connectHall(w.vendorUrl, sid!);
    try {
      await player.next((f) => f.type === 'welcome');
      player.send({ type: 'quick-seat', boot: 500 });
      await player.next((f) => f.type === 'table');
      const list = await roomsOf('vendor=CARDHAVEN&gameCode=CARDHAVEN_0002');
      const real = list.rooms.filter((r) => r.mode === 'real');
      expect(real.map((r) => r.currency)).toEqual(['INR', 'INR', 'INR', 'INR']);
      expect(list.rooms.slice(0, 4)).toEqual(real);
      expect(real.find((r) => r.stakes.boot === 500)!.seats).toEqual({ taken: 1, total: 5 });
      expect(list.rooms.filter((r) => r.mode === 'demo')).toHaveLength(4);
    } finally {
      player.close();
    }
  });

  it('names the game in the caller’s language', async () => {
    const game = await w.t.database.db.selectFrom('catalog_games').select('display_names').where('game_code', '=', 'TABLEKIN_0003').executeTakeFirstOrThrow();
    const names = game.display_names as Record<string, string>;
    expect((await roomsOf('vendor=TABLEKIN&gameCode=TABLEKIN_0003', { 'accept-language': 'hi' })).game.displayName).toBe(names.HI);
    expect((await roomsOf('vendor=TABLEKIN&gameCode=TABLEKIN_0003&language=CN')).game.displayName).toBe(names.CN);
  });

  it('refuses a game that is unknown, not a card room game, disabled or of a disabled vendor', async () => {
    await w.t.database.db.updateTable('catalog_games').set({ enabled: false }).where('game_code', '=', 'RUMMYRISE_0001').execute();
    for (const query of [
      'vendor=TABLEKIN&gameCode=TABLEKIN_9999',
      'vendor=AURORA_LIVE&gameCode=AURORA_LIVE_0001',
      'vendor=CARDHAVEN&gameCode=TABLEKIN_0001',
      'vendor=RUMMYRISE&gameCode=RUMMYRISE_0001',
      'vendor=DOMINOVA&gameCode=DOMINOVA_0001',
    ]) {
      const res = await w.t.app.inject({ method: 'GET', url: `/wps/relay/GLS2_roomList?${query}` });
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([404, 'GAME_NOT_FOUND']);
    }
    const missing = await w.t.app.inject({ method: 'GET', url: '/wps/relay/GLS2_roomList?vendor=TABLEKIN' });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('flags a game under maintenance and still lists its rooms', async () => {
    await w.t.database.db.updateTable('catalog_games').set({ maintenance: true }).where('game_code', '=', 'TILEMASTER_0001').execute();
    const list = await roomsOf('vendor=TILEMASTER&gameCode=TILEMASTER_0001');
    expect([list.maintenance, list.available, list.rooms.length]).toEqual([true, true, 4]);
  });

  it('answers available false, never an error, when the vendor is down or answers nonsense', async () => {
    const nonsense = await fakeVendor(() => ({ body: { rooms: [{ id: 'r1', seats: 'plenty' }] } }));
    const failing = await fakeVendor(() => ({ status: 503, body: { code: 'MAINTENANCE' } }));
    await pointVendorAt(w.t, 'PATTI_PALS', await closedOrigin());
    await pointVendorAt(w.t, 'RUMMYRISE', nonsense.url);
    await pointVendorAt(w.t, 'TILEMASTER', failing.url);
    try {
      for (const query of [
        'vendor=PATTI_PALS&gameCode=PATTI_PALS_0001',
        'vendor=RUMMYRISE&gameCode=RUMMYRISE_0002',
        'vendor=TILEMASTER&gameCode=TILEMASTER_0002',
      ]) {
        const list = await roomsOf(query);
        expect([list.available, list.rooms], query).toEqual([false, []]);
      }
      expect(nonsense.hits).toEqual(['/halls/pvp/rooms?vendor=RUMMYRISE&game=RUMMYRISE_0002']);
    } finally {
      for (const code of ['PATTI_PALS', 'RUMMYRISE', 'TILEMASTER']) await pointVendorAt(w.t, code, w.vendorUrl);
      await Promise.all([nonsense.close(), failing.close()]);
    }
  });

  it('asks the vendor once per game while its list is cached, and keeps only that game’s rooms of play money and the merchant’s currency', async () => {
    const room = (id: string, over: Record<string, unknown>) => ({
      id,
      game: 'teen-patti',
      vendorCode: 'PATTI_PALS',
      gameCode: 'PATTI_PALS_0003',
      mode: 'real',
      currency: 'INR',
      stakes: { boot: 100, chaalLimit: 12_800, potLimit: 102_400 },
      rakeBps: 500,
      turnMs: 20_000,
      seats: { taken: 2, total: 5 },
      spectators: 3,
      playing: true,
      ...over,
    });
    const counted = await fakeVendor(() => ({
      body: {
        vendor: 'PATTI_PALS',
        game: 'PATTI_PALS_0003',
        rooms: [
          room('d1', { mode: 'demo', currency: 'FUN', seats: { taken: 0, total: 5 }, playing: false }),
          room('u1', { currency: 'USD' }),
          room('r2', { stakes: { boot: 2_000, chaalLimit: 256_000, potLimit: 2_048_000 } }),
          room('r1', {}),
          room('x1', { gameCode: 'PATTI_PALS_0001' }),
        ],
      },
    }));
    await pointVendorAt(w.t, 'PATTI_PALS', counted.url);
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => roomsOf('vendor=PATTI_PALS&gameCode=PATTI_PALS_0003')));
      expect(counted.hits).toEqual(['/halls/pvp/rooms?vendor=PATTI_PALS&game=PATTI_PALS_0003']);
      expect(answers[0]!.rooms.map((r) => r.id)).toEqual(['r1', 'r2', 'd1']);
      expect(answers[0]!.rooms[0]).toEqual({
        id: 'r1',
        mode: 'real',
        currency: 'INR',
        stakes: { boot: 100, chaalLimit: 12_800, potLimit: 102_400 },
        seats: { taken: 2, total: 5 },
        spectators: 3,
        playing: true,
      });
    } finally {
      await pointVendorAt(w.t, 'PATTI_PALS', w.vendorUrl);
      await counted.close();
    }
  });
});
