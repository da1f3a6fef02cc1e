import { announcementAudiences, announcementTypes, bannerGroups, gameCategories, languageCodes } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sealed } from '../testing/member-client';
import { checkLedgerInvariants } from '../modules/money/ledger';
import { demoMembers } from './members.seed';
import { demoFinanceStaff, demoStaff, seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const counts = async () => {
  const db = t.database.db;
  const n = async (
    table:
      | 'catalog_vendors'
      | 'catalog_games'
      | 'catalog_winners'
      | 'content_banners'
      | 'content_notices'
      | 'content_promotions'
      | 'content_announcements'
      | 'content_help_articles',
  ) =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int4`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    vendors: await n('catalog_vendors'),
    games: await n('catalog_games'),
    winners: await n('catalog_winners'),
    banners: await n('content_banners'),
    notices: await n('content_notices'),
    promotions: await n('content_promotions'),
    announcements: await n('content_announcements'),
    help: await n('content_help_articles'),
  };
};

describe('demo seed', () => {
  it('adds no catalog without demo data', async () => {
    await seed(t.database.db, t.services, { demo: false });
    expect((await counts()).games).toBe(0);
  });

  it('writes a catalog of 10,000+ games, mostly slots, with vendors in every category, once', async () => {
    await seed(t.database.db, t.services, { demo: true });
    const first = await counts();
    expect(first.games).toBeGreaterThanOrEqual(10_000);
    await seed(t.database.db, t.services, { demo: true });
    expect(await counts()).toEqual(first);

    const db = t.database.db;
    const byType = await db
      .selectFrom('catalog_games')
      .select(['game_type', sql<number>`count(*)::int4`.as('n')])
      .groupBy('game_type')
      .execute();
    const rng = byType.find((r) => r.game_type === 'RNG')!.n;
    expect(rng / first.games).toBeGreaterThan(0.8);
    const vendors = await db.selectFrom('catalog_vendors').selectAll().execute();
    for (const category of gameCategories) {
      const of = vendors.filter((v) => v.game_type === category);
      expect(of.length, category).toBeGreaterThanOrEqual(3);
      expect(of.length, category).toBeLessThanOrEqual(14);
    }
    expect(gameCategories.some((c) => vendors.filter((v) => v.game_type === c).length > 10)).toBe(true);
    expect(vendors.filter((v) => v.exclude_from_list).map((v) => v.game_type)).toEqual(['RNG']);

    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value.list;
    expect(menus.map((c: { gameType: string }) => c.gameType)).toEqual([...gameCategories]);
    expect(menus[0].large).toBe(true);
    const hot = (await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2' })).json().value.games;
    expect(hot.length).toBeGreaterThan(10);
    for (const board of ['JACKPOT', 'BIGWIN']) {
      const list = (await t.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?board=${board}` })).json().value.list;
      expect(list).toHaveLength(20);
      expect(list[0].customerName).toMatch(/^.{2}\*\*\*.$/);
    }
    // Every board entry is a real round, settled through the game wallet and the ledger.
    const rounds = await db
      .selectFrom('game_rounds')
      .select(sql<number>`count(*)::int4`.as('n'))
      .where('round_id', 'like', 'seed-win-%')
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    expect(rounds.n).toBe(first.winners);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('writes content for every banner group, announcement type and audience, and help in every language', async () => {
    const db = t.database.db;
    const groups = await db.selectFrom('content_banners').select('group_name').distinct().execute();
    expect(groups.map((g) => g.group_name).sort()).toEqual([...bannerGroups].sort());
    const c = await counts();
    expect(c.promotions).toBeGreaterThanOrEqual(6);
    expect(c.notices).toBeGreaterThanOrEqual(3);
    const pairs = await db.selectFrom('content_announcements').select(['type', 'execution']).distinct().execute();
    expect(pairs).toHaveLength(announcementTypes.length * announcementAudiences.length);
    const languages = await db.selectFrom('content_help_articles').select('language').distinct().execute();
    expect(languages.map((l) => l.language).sort()).toEqual([...languageCodes].sort());
    const banner = (await t.app.inject({ method: 'GET', url: '/wps/content/banners?group=w_register' })).json().value.list[0];
    const art = await t.app.inject({ method: 'GET', url: banner.url });
    expect([art.statusCode, art.headers['content-type'], Buffer.byteLength(art.body) < 10 * 1024]).toEqual([200, 'image/svg+xml; charset=utf-8', true]);
  });
});

describe('demo sign-ins', () => {
  it('lets the printed demo player and agent sign in, the player under the agent', async () => {
    await seed(t.database.db, t.services, { demo: true, gamesPerVendor: 1 });
    const { player, agent } = demoMembers;
    const login = async (username: string, password: string, portal: 'player' | 'agent') =>
      t.app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealed(t, { type: 'username', username, password, portal }) });
    const asPlayer = (await login(player.account, player.password, 'player')).json().value;
    expect(asPlayer).toMatchObject({ step: 'done', member: { account: 'demo01', isAgent: false } });
    const asAgent = (await login(agent.account, agent.password, 'agent')).json().value;
    expect(asAgent).toMatchObject({ step: 'done', member: { account: 'agent01', isAgent: true } });
    const row = await t.database.db.selectFrom('members').select('upline_id').where('account', '=', player.account).executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(BigInt(asAgent.member.id));
    expect((await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${agent.affiliateCode}` })).json().value).toEqual({ valid: true });
  });

  it('creates the printed staff, admin and finance, whose passwords work', async () => {
    for (const staff of [demoStaff, demoFinanceStaff]) {
      const res = await t.app.inject({ method: 'POST', url: '/bo/auth/login', payload: { username: staff.username, password: staff.password } });
      expect(res.statusCode, staff.username).toBe(200);
      const row = await t.database.db.selectFrom('staff_users').select('roles').where('username', '=', staff.username).executeTakeFirstOrThrow();
      expect(row.roles).toEqual([...staff.roles]);
    }
    const player = await t.database.db.selectFrom('members').select('real_name').where('account', '=', demoMembers.player.account).executeTakeFirstOrThrow();
    expect(player.real_name).toBe('Demo Player');
  });
});
