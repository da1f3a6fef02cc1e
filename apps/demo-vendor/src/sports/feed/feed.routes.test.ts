import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createSportsFeed, defaultFeedConfig } from './feed';
import { sportsFeedRoutes } from './feed.routes';

const clock = manualClock(Date.UTC(2025, 2, 3, 14, 7));
const feed = createSportsFeed({ ...defaultFeedConfig, seed: 'routes-test' }, clock);
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(sportsFeedRoutes, { feed });
});
afterAll(async () => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('sports feed routes', () => {
  it('lists sports with their leagues and i18n keys', async () => {
    const { status, body, headers } = await get('/sports/api/sports');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.now).toBe(clock.now());
    const football = body.sports.find((s: { key: string }) => s.key === 'football');
    expect(football).toMatchObject({ nameKey: 'sports.sport.football', defaultName: 'Football' });
    expect(football.leagues[0]).toMatchObject({ key: 'football-premier', nameKey: 'sports.league.football-premier', hasOutright: true });
    expect(football.live).toBeGreaterThan(0);
  });

  it('lists live and upcoming fixtures with their main markets, and one match with all of them', async () => {
    const live = await get('/sports/api/fixtures?status=live&sport=football');
    expect(live.status).toBe(200);
    expect(live.body.fixtures.length).toBeGreaterThan(0);
    const first = live.body.fixtures[0];
    expect(first).toMatchObject({ sport: 'football', status: 'live' });
    expect(first.markets.map((m: { kind: string }) => m.kind)).toContain('1x2');
    const upcoming = await get('/sports/api/fixtures?status=upcoming&limit=5');
    expect(upcoming.body.fixtures).toHaveLength(5);
    expect(upcoming.body.fixtures.every((f: { startsAt: number }) => f.startsAt > clock.now())).toBe(true);

    const detail = await get(`/sports/api/matches/${first.id}`);
    expect(detail.status).toBe(200);
    const keys = detail.body.match.markets.map((m: { key: string }) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['1x2', 'btts', 'cs']));
    expect(keys.some((k: string) => k.startsWith('ah:'))).toBe(true);
    const selection = detail.body.match.markets[0].selections[0];
    const quote = await get(`/sports/api/selections/${encodeURIComponent(selection.id)}`);
    expect(quote.body.quote).toMatchObject({ selectionId: selection.id, odds: selection.odds });
  });

  it('follows the clock', async () => {
    const before = (await get('/sports/api/fixtures?status=live')).body.fixtures.map((f: { id: string }) => f.id);
    clock.advance(3 * 3_600_000);
    const after = (await get('/sports/api/fixtures?status=live')).body.fixtures.map((f: { id: string }) => f.id);
    expect(after).not.toEqual(before);
  });

  it('lists outrights with standings', async () => {
    const { body } = await get('/sports/api/outrights?sport=esports');
    expect(body.outrights.length).toBeGreaterThan(0);
    const one = await get(`/sports/api/outrights/${body.outrights[0].id}`);
    expect(one.body.outright.standings.length).toBeGreaterThan(2);
  });

  it('refuses bad queries with the field and reason, and answers 404 for unknown ids', async () => {
    const bad = await get('/sports/api/fixtures?status=soon&limit=0&sport=curling');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_QUERY');
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['limit', 'sport', 'status']);
    expect((await get('/sports/api/fixtures?colour=red')).status).toBe(400);
    expect((await get('/sports/api/matches/m-20250303-football-premier-99')).status).toBe(404);
    expect((await get('/sports/api/matches/nonsense')).status).toBe(404);
    expect((await get('/sports/api/selections/nonsense')).status).toBe(404);
    expect((await get('/sports/api/outrights/o-20250303-football-friendlies')).status).toBe(404);
  });
});
