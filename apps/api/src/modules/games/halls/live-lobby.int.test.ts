import type { LiveTableModel } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorCodeOf } from '../../../testing/test-app';
import { connectHall } from '../../../../../demo-vendor/src/halls/testing/hall-client';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { trialToken } from '../catalog/games.test-support';
import { closedOrigin, fakeVendor, pointVendorAt, startHallsWorld, type HallsWorld } from './halls.test-support';

/**
 * The live dealers and a live table's chat against the real demo vendor: the platform asks every
 * live vendor for its featured tables, joins them with the catalog, leaves out a vendor that is down,
 * slow or talking nonsense, and opens a table's chat as a real launch of the table.
 */

let w: HallsWorld;
let member: TestMember;
const liveVendors = ['AURORA_LIVE', 'VELVET_LIVE', 'ONYX_LIVE', 'SAFFRON_LIVE', 'MARBLE_LIVE', 'LANTERN_LIVE', 'CORAL_LIVE', 'GLACIER_LIVE'];

beforeAll(async () => {
  w = await startHallsWorld();
  member = await newMember(w.t);
});
afterAll(async () => w?.close());

const models = async (query = '', headers: Record<string, string> = {}) => {
  const res = await w.t.app.inject({ method: 'GET', url: `/wps/live/models${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ code: '0', message: 'OK' });
  return (res.json().value as { list: LiveTableModel[] }).list;
};

const vendorsOf = (list: LiveTableModel[]) => [...new Set(list.map((m) => m.vendor.code))];

type VendorModel = { dealer: { id: string; name: string }; gameCode: string; live: boolean };
const vendorFeed = async (vendorCode: string) =>
  ((await (await fetch(`${w.vendorUrl}/halls/live/models?vendor=${vendorCode}`)).json()) as { models: VendorModel[] }).models;

describe('GET /wps/live/models', () => {
  it('shows a table in play with its viewers and last results once a player sits at it', async () => {
    const launched = await w.t.app.inject({
      method: 'POST',
      url: '/wps/game/launchDemo',
      payload: { vendor: 'GLACIER_LIVE', gameCode: 'GLACIER_LIVE_0002' },
    });
    const sid = /\/game\/([^?]+)/.exec((await fetch(launched.json().value.url, { redirect: 'manual' })).headers.get('location') ?? '')?.[1];
    expect(sid).toBeTruthy();
    const player = await connectHall(w.vendorUrl, sid!);
    try {
      await player.next((f) => f.type === 'welcome');
      // The table starts when the player joins; the list follows within a moment.
      let table: LiveTableModel | undefined;
      for (let tries = 0; tries < 40 && !table?.live; tries += 1) {
        table = (await models('?vendor=GLACIER_LIVE')).find((m) => m.game.gameCode === 'GLACIER_LIVE_0002');
        if (!table?.live) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(table).toMatchObject({ live: true, viewers: 1 });
    } finally {
      player.close();
    }
  });

  it('lists the dealers of every live vendor’s tables that are enabled catalog games, named in the caller’s language', async () => {
    const list = await models();
    expect(vendorsOf(list)).toEqual(liveVendors);
    // The vendor features nine tables each; the catalog was seeded with three games per vendor.
    expect(list).toHaveLength(liveVendors.length * 3);
    const aurora = list.filter((m) => m.vendor.code === 'AURORA_LIVE');
    expect(aurora.map((m) => m.game.gameCode)).toEqual(['AURORA_LIVE_0001', 'AURORA_LIVE_0002', 'AURORA_LIVE_0003']);
    expect(aurora[0]).toMatchObject({
      vendor: { code: 'AURORA_LIVE', displayName: 'Aurora Live' },
      game: { gameType: 'LIVE', vassalage: 'AURORA_LIVE', displayName: 'Aurora Live Baccarat' },
      kind: 'baccarat',
      maintenance: false,
    });

    // The vendor's own dealers, at the tables it says.
    const feed = await vendorFeed('AURORA_LIVE');
    for (const model of aurora) {
      const table = feed.find((f) => f.gameCode === model.game.gameCode)!;
      expect(model.dealer).toMatchObject({ id: table.dealer.id, name: table.dealer.name });
      expect(model.dealer.palette.skin).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // No one sits at these tables: none is in play.
    expect(aurora.every((m) => !m.live && m.viewers === 0 && m.last.length === 0)).toBe(true);

    const hindi = await models('', { 'accept-language': 'hi' });
    expect(hindi.find((m) => m.vendor.code === 'AURORA_LIVE')!.vendor.displayName).toBe('ऑरोरा लाइव');
    const chinese = await models('?language=CN');
    expect(chinese.find((m) => m.vendor.code === 'AURORA_LIVE')!.vendor.displayName).toBe('极光真人');
  });

  it('narrows to one vendor, flags maintenance and leaves out disabled games and vendors', async () => {
    expect(vendorsOf(await models('?vendor=VELVET_LIVE'))).toEqual(['VELVET_LIVE']);
    expect(await models('?vendor=NOSUCH')).toEqual([]);
    // The seed puts MARBLE_LIVE under maintenance: its tables are shown, flagged.
    const marble = await models('?vendor=MARBLE_LIVE');
    expect(marble.length).toBe(3);
    expect(marble.every((m) => m.maintenance)).toBe(true);

    const db = w.t.database.db;
    await db.updateTable('catalog_games').set({ enabled: false }).where('game_code', '=', 'ONYX_LIVE_0002').execute();
    await db.updateTable('catalog_games').set({ maintenance: true }).where('game_code', '=', 'ONYX_LIVE_0003').execute();
    await db.updateTable('catalog_vendors').set({ enabled: false }).where('code', '=', 'CORAL_LIVE').execute();
    try {
      const list = await models();
      expect(list.filter((m) => m.vendor.code === 'ONYX_LIVE').map((m) => [m.game.gameCode, m.maintenance])).toEqual([
        ['ONYX_LIVE_0001', false],
        ['ONYX_LIVE_0003', true],
      ]);
      expect(vendorsOf(list)).not.toContain('CORAL_LIVE');
    } finally {
      await db.updateTable('catalog_games').set({ enabled: true, maintenance: false }).where('game_code', 'in', ['ONYX_LIVE_0002', 'ONYX_LIVE_0003']).execute();
      await db.updateTable('catalog_vendors').set({ enabled: true }).where('code', '=', 'CORAL_LIVE').execute();
    }
  });

  it('leaves out a vendor that is down, answers nonsense or is too slow, and answers the rest', async () => {
    const down = await closedOrigin();
    const nonsense = await fakeVendor(() => ({ body: { models: [{ dealer: 'Anna', gameCode: 'VELVET_LIVE_0001' }] } }));
    const html = await fakeVendor(() => ({ body: '<html>maintenance</html>', raw: true }));
    const failing = await fakeVendor(() => ({ status: 500, body: { error: 'boom' } }));
    const slow = await fakeVendor(() => 'hang');
    await pointVendorAt(w.t, 'ONYX_LIVE', down);
    await pointVendorAt(w.t, 'VELVET_LIVE', nonsense.url);
    await pointVendorAt(w.t, 'SAFFRON_LIVE', html.url);
    await pointVendorAt(w.t, 'LANTERN_LIVE', failing.url);
    await pointVendorAt(w.t, 'CORAL_LIVE', slow.url);
    try {
      const started = Date.now();
      const list = await models();
      // The slow vendor is given up after 1.5 s; everyone is asked at once.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(vendorsOf(list)).toEqual(['AURORA_LIVE', 'MARBLE_LIVE', 'GLACIER_LIVE']);
      expect(slow.hits).toHaveLength(1);
    } finally {
      for (const code of ['ONYX_LIVE', 'VELVET_LIVE', 'SAFFRON_LIVE', 'LANTERN_LIVE', 'CORAL_LIVE']) await pointVendorAt(w.t, code, w.vendorUrl);
      await Promise.all([nonsense, html, failing, slow].map((s) => s.close()));
    }
  });

  it('refuses a feed whose palette is not a plain colour, and keeps only the vendor’s own tables', async () => {
    const dealer = (skin: string) => ({ id: 'd1', name: 'Anna', languages: ['en'], palette: { skin, hair: '#000000', outfit: '#111111' } });
    const model = (vendorCode: string, gameCode: string, skin = '#f1c7a5') => ({
      dealer: dealer(skin),
      vendorCode,
      gameCode,
      game: 'roulette',
      live: false,
      viewers: 0,
      last: [],
    });
    const sneaky = await fakeVendor(() => ({ body: { models: [model('VELVET_LIVE', 'VELVET_LIVE_0001', 'url(https://evil.example/x)')] } }));
    const greedy = await fakeVendor(() => ({
      body: { models: [model('AURORA_LIVE', 'AURORA_LIVE_0001'), model('SAFFRON_LIVE', 'SAFFRON_LIVE_0002'), model('SAFFRON_LIVE', 'SAFFRON_LIVE_0009')] },
    }));
    await pointVendorAt(w.t, 'VELVET_LIVE', sneaky.url);
    await pointVendorAt(w.t, 'SAFFRON_LIVE', greedy.url);
    try {
      expect(await models('?vendor=VELVET_LIVE')).toEqual([]);
      // Another vendor's table is not this vendor's to show; a table missing from the catalog is left out.
      const saffron = await models('?vendor=SAFFRON_LIVE');
      expect(saffron.map((m) => [m.game.gameCode, m.kind, m.dealer.name])).toEqual([['SAFFRON_LIVE_0002', 'roulette', 'Anna']]);
    } finally {
      await pointVendorAt(w.t, 'VELVET_LIVE', w.vendorUrl);
      await pointVendorAt(w.t, 'SAFFRON_LIVE', w.vendorUrl);
      await Promise.all([sneaky.close(), greedy.close()]);
    }
  });

  it('asks a vendor once while its list is cached, however many players look', async () => {
    const counted = await fakeVendor((url) => ({
      body: {
        models: [
          {
            dealer: { id: 'd9', name: 'Ji-woo', languages: ['ko'], palette: { skin: '#f1c7a5', hair: '#1d1a17', outfit: '#1e3a8a' } },
            vendorCode: url.searchParams.get('vendor'),
            gameCode: 'LANTERN_LIVE_0001',
            game: 'dragon-tiger',
            live: true,
            viewers: 12,
            last: Array.from({ length: 20 }, (_, n) => ({ outcome: n % 2 ? 'dragon' : 'tiger' })),
          },
        ],
      },
    }));
    await pointVendorAt(w.t, 'LANTERN_LIVE', counted.url);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => models('?vendor=LANTERN_LIVE')));
      answers.push(await models());
      expect(counted.hits).toEqual(['/halls/live/models?vendor=LANTERN_LIVE']);
      const table = answers[0]![0]!;
      expect(table).toMatchObject({ dealer: { name: 'Ji-woo' }, kind: 'dragon-tiger', live: true, viewers: 12 });
      // Twelve results at most, the latest.
      expect(table.last).toHaveLength(12);
      expect(table.last.at(-1)).toEqual({ outcome: 'dragon' });
      expect(answers.every((a) => a.some((m) => m.game.gameCode === 'LANTERN_LIVE_0001' && m.dealer.name === 'Ji-woo'))).toBe(true);
    } finally {
      await pointVendorAt(w.t, 'LANTERN_LIVE', w.vendorUrl);
      await counted.close();
    }
  });

  it('refuses a malformed vendor filter', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: `/wps/live/models?vendor=${'X'.repeat(40)}` });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('POST /wps/live/chat', () => {
  const chat = (body: Record<string, unknown>, headers: Record<string, string> = bearer(member.token)) =>
    w.t.app.inject({ method: 'POST', url: '/wps/live/chat', headers, payload: body });

  it('opens the table as a real launch and answers its URL as chatUrl, which the vendor accepts', async () => {
    const res = await chat({ gameCode: 'AURORA_LIVE_0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { chatUrl } = res.json().value as { chatUrl: string };
    expect(chatUrl.startsWith(`${w.vendorUrl}/play?vendor=AURORA_LIVE&game=AURORA_LIVE_0001&token=`)).toBe(true);
    expect(new URL(chatUrl).searchParams.get('mode')).toBe('real');
    const opened = await fetch(chatUrl, { redirect: 'manual' });
    expect([302, 303]).toContain(opened.status);
    expect(opened.headers.get('location')).toMatch(/\/game\//);
    // A launch like any other: the game is now the member's most recent.
    const recent = await w.t.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame?page=1', headers: bearer(member.token) });
    expect(recent.json().value.list[0]).toMatchObject({ gameCode: 'AURORA_LIVE_0001' });
  });

  it('refuses a visitor and a trial account', async () => {
    const guest = await chat({ gameCode: 'AURORA_LIVE_0001' }, {});
    expect([guest.statusCode, errorCodeOf(guest)]).toEqual([401, 'UNAUTHORIZED']);
    const trial = await chat({ gameCode: 'AURORA_LIVE_0001' }, bearer(await trialToken(w.t)));
    expect([trial.statusCode, errorCodeOf(trial)]).toEqual([403, 'TRIAL_ACCOUNT']);
  });

  it('refuses an unknown game, a game that is not a live table, and a disabled one', async () => {
    for (const body of [{ gameCode: 'NOPE_0001' }, { gameCode: 'TABLEKIN_0001' }, { gameCode: 'AURORA_LIVE_0001', vendor: 'VELVET_LIVE' }]) {
      const res = await chat(body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([404, 'GAME_NOT_FOUND']);
    }
    await w.t.database.db.updateTable('catalog_games').set({ enabled: false }).where('game_code', '=', 'VELVET_LIVE_0001').execute();
    try {
      const res = await chat({ gameCode: 'VELVET_LIVE_0001' });
      expect([res.statusCode, errorCodeOf(res)]).toEqual([404, 'GAME_NOT_FOUND']);
    } finally {
      await w.t.database.db.updateTable('catalog_games').set({ enabled: true }).where('game_code', '=', 'VELVET_LIVE_0001').execute();
    }
  });

  it('refuses a table under maintenance with the launch’s suggestions', async () => {
    const res = await chat({ gameCode: 'MARBLE_LIVE_0001' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([503, 'GAME_MAINTENANCE']);
    expect(Array.isArray(res.json().details.suggestions)).toBe(true);
  });

  it('refuses unknown fields and a body without a game code', async () => {
    for (const body of [{}, { gameCode: 'AURORA_LIVE_0001', extra: 1 }]) {
      const res = await chat(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
