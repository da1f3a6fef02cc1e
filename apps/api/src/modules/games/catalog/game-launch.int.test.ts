import type { GameEntry, GameLaunch } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/tokens';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { maintenanceSuggestionCount } from './game-launch.service';
import { addVendorWithGames, trialToken } from './games.test-support';

let t: TestApp;
let member: TestMember;
let luma: number[];
let hot: number[];
let downGame: number;
let downVendorGame: number;
let offGame: number;
let offVendorGame: number;
let bareGame: number;
let dice: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  luma = (await addVendorWithGames(t, 'LUMA', 3)).ids;
  hot = (await addVendorWithGames(t, 'HOTCO', 8, { games: { isHot: true } })).ids;
  downGame = (await addVendorWithGames(t, 'FIXING', 1, { games: { maintenance: true, isHot: true } })).ids[0]!;
  downVendorGame = (await addVendorWithGames(t, 'DOWNCO', 1, { vendor: { maintenance: true }, games: { isHot: true } })).ids[0]!;
  offGame = (await addVendorWithGames(t, 'OFFGAME', 1, { games: { enabled: false } })).ids[0]!;
  offVendorGame = (await addVendorWithGames(t, 'OFFVEND', 1, { vendor: { enabled: false } })).ids[0]!;
  bareGame = (await addVendorWithGames(t, 'BARECO', 1, { template: null })).ids[0]!;
  dice = (await addVendorWithGames(t, 'HOUSE_DICE', 1, { template: null, gameType: 'BGS' })).ids[0]!;
});
afterAll(async () => t.close());

const launch = (body: Record<string, unknown>, headers: Record<string, string> = bearer(member.token)) =>
  t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: body });
const demo = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/wps/game/launchDemo', headers, payload: body });
const tokenRows = (memberId: bigint) => t.database.db.selectFrom('game_launch_tokens').selectAll().where('member_id', '=', memberId).execute();
const count = async (table: 'game_launch_tokens' | 'member_recent_games') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may launch for real money', () => {
  it('refuses a guest with UNAUTHORIZED', async () => {
    const res = await launch({ nodeId: luma[0] }, {});
    expect([res.statusCode, errorCodeOf(res)]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('refuses a trial account with TRIAL_ACCOUNT, and lets it play for fun', async () => {
    const trial = await trialToken(t);
    const res = await launch({ nodeId: luma[0] }, bearer(trial));
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'TRIAL_ACCOUNT']);
    const fun = await demo({ nodeId: luma[0] }, bearer(trial));
    expect(fun.statusCode, fun.body).toBe(200);
    expect((fun.json().value as GameLaunch).mode).toBe('demo');
  });

  it('refuses a self-excluded member and one on a time-out, and writes no token', async () => {
    for (const [kind, code] of [
      ['self_exclusion', 'SELF_EXCLUDED'],
      ['time_out', 'TIME_OUT_ACTIVE'],
    ] as const) {
      const excluded = await newMember(t);
      // Written directly: taking an exclusion through its route ends the sessions this call needs.
      await t.database.db
        .insertInto('member_exclusions')
        .values({ member_id: excluded.id, kind, period: '7d', starts_at: new Date(Date.now() - 60_000), ends_at: new Date(Date.now() + 86_400_000) })
        .execute();
      const res = await launch({ nodeId: luma[0] }, bearer(excluded.token));
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, code]);
      expect(await tokenRows(excluded.id)).toHaveLength(0);
    }
  });
});

describe('which games launch', () => {
  it('answers GAME_NOT_FOUND for an unknown game, a disabled game and a game of a disabled vendor', async () => {
    for (const body of [
      { nodeId: 999_999 },
      { nodeId: offGame },
      { nodeId: offVendorGame },
      { vendor: 'LUMA', gameCode: 'NOPE' },
      { nodeId: luma[0], vendor: 'HOTCO' },
    ]) {
      const res = await launch(body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([404, 'GAME_NOT_FOUND']);
      const fun = await demo(body);
      expect(errorCodeOf(fun), JSON.stringify(body)).toBe('GAME_NOT_FOUND');
    }
  });

  it('answers GAME_MAINTENANCE with other playable hot games when the game or its vendor is under maintenance', async () => {
    for (const nodeId of [downGame, downVendorGame]) {
      for (const res of [await launch({ nodeId }), await demo({ nodeId })]) {
        expect([res.statusCode, errorCodeOf(res)]).toEqual([503, 'GAME_MAINTENANCE']);
        const suggestions = (res.json() as { details: { suggestions: GameEntry[] } }).details.suggestions;
        expect(suggestions).toHaveLength(maintenanceSuggestionCount);
        // Only the hot games still playable: never the game under maintenance, nor the vendor that is down.
        expect(suggestions.map((g) => g.nodeId)).toEqual(hot.slice(0, maintenanceSuggestionCount));
        expect(suggestions[0]).toMatchObject({
          vassalage: 'HOTCO',
          gameCode: 'HOTCO_0',
          isHot: 1,
          maintenance: false,
          iconUrl: expect.stringContaining('/lgw/art/game/'),
        });
      }
    }
  });

  it('answers GAME_LAUNCH_UNAVAILABLE for a vendor without credentials', async () => {
    const res = await launch({ nodeId: bareGame });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([503, 'GAME_LAUNCH_UNAVAILABLE']);
    expect(errorCodeOf(await demo({ nodeId: bareGame }))).toBe('GAME_LAUNCH_UNAVAILABLE');
  });

  it('refuses a body naming no game', async () => {
    const res = await launch({ vendor: 'LUMA' });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
    const badLobby = await launch({ nodeId: luma[0], lobbyUrl: 'javascript:alert(1)' });
    expect(badLobby.statusCode).toBe(400);
  });
});

describe('a real launch', () => {
  it('writes a single-use token row (hash only, 60 s) and fills the vendor template, URL-encoded', async () => {
    const player = await newMember(t);
    const lobbyUrl = 'https://site.example/rng?vassalage=LUMA&x=1';
    const res = await launch({ nodeId: luma[1], language: 'HI', lobbyUrl }, bearer(player.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json().value as GameLaunch;
    expect(value).toMatchObject({ mode: 'real', gameId: luma[1], vendorCode: 'LUMA', gameCode: 'LUMA_1' });

    const url = new URL(value.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3100/play');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ vendor: 'LUMA', game: 'LUMA_1', lang: 'HI', lobby: lobbyUrl, mode: 'real' });
    // The lobby address arrives as one parameter: its own & and = were encoded.
    expect(value.url).toContain(`lobby=${encodeURIComponent(lobbyUrl)}`);
    expect(params.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await tokenRows(player.id);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.token_hash).toBe(hashToken(params.token!));
    expect(row.token_hash).not.toContain(params.token!);
    expect(row).toMatchObject({ game_id: luma[1], currency: 'INR', language: 'HI', used_at: null });
    expect(row.expires_at.getTime() - new Date(row.created_at).getTime()).toBe(60_000);
    expect(value.expiresAt).toBe(row.expires_at.toISOString());
  });

  it('finds the game by vendor and game code too, and each launch has its own token', async () => {
    const player = await newMember(t);
    const first = (await launch({ vendor: 'LUMA', gameCode: 'LUMA_2' }, bearer(player.token))).json().value as GameLaunch;
    const second = (await launch({ vendor: 'LUMA', gameCode: 'LUMA_2' }, bearer(player.token))).json().value as GameLaunch;
    expect(first.gameId).toBe(luma[2]);
    expect(new URL(first.url).searchParams.get('token')).not.toBe(new URL(second.url).searchParams.get('token'));
    expect(await tokenRows(player.id)).toHaveLength(2);
    const recent = await t.database.db.selectFrom('member_recent_games').selectAll().where('member_id', '=', player.id).execute();
    expect(recent.map((r) => r.game_id)).toEqual([luma[2]]);
  });

  it('opens an in-house game on the site, without a token, and records it as recent', async () => {
    const player = await newMember(t);
    const res = await launch({ nodeId: dice }, bearer(player.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ url: '/bgs/play/dice?game=HOUSE_DICE_0', mode: 'real', expiresAt: null });
    expect(await tokenRows(player.id)).toHaveLength(0);
    const fun = (await demo({ nodeId: dice })).json().value as GameLaunch;
    expect(fun.url).toBe('/bgs/play/dice?game=HOUSE_DICE_0&mode=demo');
  });
});

describe('demo play', () => {
  it('is open to guests, carries no token and writes nothing', async () => {
    const before = [await count('game_launch_tokens'), await count('member_recent_games')];
    for (const headers of [{}, bearer(member.token)]) {
      const res = await demo({ nodeId: luma[0], language: 'EN' }, headers);
      expect(res.statusCode, res.body).toBe(200);
      const value = res.json().value as GameLaunch;
      expect(value).toMatchObject({ mode: 'demo', gameId: luma[0], expiresAt: null });
      const params = new URL(value.url).searchParams;
      expect(params.get('token')).toBe('');
      expect(params.get('mode')).toBe('demo');
      expect(params.get('lang')).toBe('EN');
    }
    expect([await count('game_launch_tokens'), await count('member_recent_games')]).toEqual(before);
    const journals = await t.database.db.selectFrom('ledger_journals').select('id').execute();
    expect(journals).toHaveLength(0);
  });
});
