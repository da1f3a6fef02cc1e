import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addVendorWithGames } from './games.test-support';

let t: TestApp;
let gameIds: number[];
const dayMs = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * dayMs);

/** 25 big wins an hour apart (the newest 1 hour ago), a jackpot 2 days ago, and a win 40 days ago that the list leaves out. */
beforeAll(async () => {
  t = await createTestApp();
  gameIds = (await addVendorWithGames(t, 'WINS', 2)).ids;
  await t.database.db
    .insertInto('catalog_winners')
    .values([
      ...Array.from({ length: 25 }, (_, i) => ({
        board: 'BIGWIN' as const,
        customer_name: `player${String(i).padStart(2, '0')}`,
        win_amount: BigInt(100_000 + i),
        game_id: gameIds[i % 2]!,
        game_type: 'RNG' as const,
        won_at: new Date(Date.now() - (i + 1) * 3_600_000),
      })),
      { board: 'JACKPOT' as const, customer_name: 'jackpotking', win_amount: 99_000_000n, game_id: gameIds[0]!, game_type: 'RNG' as const, won_at: ago(2) },
      { board: 'BIGWIN' as const, customer_name: 'longago', win_amount: 5_000_000n, game_id: gameIds[0]!, game_type: 'RNG' as const, won_at: ago(40) },
    ])
    .execute();
});
afterAll(async () => t.close());

type Page = {
  content: { id: string; board: string; customerName: string; gameName: string; iconUrl: string; winAmount: number; wonAt: string }[];
  pageNum: number;
  total: number;
  totalPages: number;
};
const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/lgw/games/winners?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Page;
};

describe('winners list', () => {
  it('pages the last 30 days of wins newest first, names masked, without a session', async () => {
    const first = await list('pageSize=10');
    expect(first).toMatchObject({ pageNum: 1, total: 26, totalPages: 3 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toEqual({
      id: expect.any(String),
      board: 'BIGWIN',
      customerName: 'pl***0',
      gameName: 'WINS Game 0',
      iconUrl: `/lgw/art/game/${gameIds[0]}.svg`,
      winAmount: 100_000,
      wonAt: expect.stringMatching(/Z$/),
    });
    const times = first.content.map((w) => Date.parse(w.wonAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const third = await list('pageSize=10&pageNo=3');
    // player20 to player24 (21 to 25 hours ago), then the jackpot of 2 days ago.
    expect(third.content.map((w) => w.customerName)).toEqual(['pl***0', 'pl***1', 'pl***2', 'pl***3', 'pl***4', 'ja***g']);
    const seen = new Set([...(await list('pageSize=10&pageNo=2')).content, ...first.content, ...third.content].map((w) => w.id));
    expect(seen.size).toBe(26);
    expect((await list('pageSize=10&pageNo=9')).content).toEqual([]);
  });

  it('filters by board, and never shows a win older than 30 days', async () => {
    const jackpots = await list('board=JACKPOT');
    expect(jackpots.content.map((w) => [w.customerName, w.winAmount])).toEqual([['ja***g', 99_000_000]]);
    const all = await list('pageSize=50');
    expect(all.content.some((w) => w.winAmount === 5_000_000)).toBe(false);
  });

  it('refuses bad paging and boards', async () => {
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=0', 'board=EVERY', 'pageNo=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/lgw/games/winners?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(errorCodeOf(res)).toBe('VALIDATION_ERROR');
    }
  });
});
