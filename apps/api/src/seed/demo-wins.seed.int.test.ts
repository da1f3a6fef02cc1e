import type { BoDashboard } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../modules/money/ledger';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, t.services, { demo: true, gamesPerVendor: 1 });
});
afterAll(async () => t.close());

const dayMs = 86_400_000;

describe("the demo's week of play", () => {
  it('leaves the house a few per cent of turnover, as a real operator week would', async () => {
    const totals = await t.database.db
      .selectFrom('game_rounds')
      .select([
        sql<string>`sum(bet_amount - refund_amount)::text`.as('turnover'),
        sql<string>`sum(win_amount)::text`.as('wins'),
        sql<number>`count(*)::int4`.as('rounds'),
      ])
      .where('round_id', 'like', 'seed-%')
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    const turnover = Number(totals.turnover);
    const ggr = turnover - Number(totals.wins);
    expect(totals.rounds).toBeGreaterThan(400);
    expect(ggr).toBeGreaterThan(0);
    expect(ggr / turnover).toBeGreaterThan(0.01);
    expect(ggr / turnover).toBeLessThan(0.08);
    // Ordinary rounds never reach the boards: every entry there is one of the big-win rounds.
    const winners = await t.database.db
      .selectFrom('catalog_winners')
      .select(sql<number>`count(*)::int4`.as('n'))
      .executeTakeFirstOrThrow();
    expect(winners.n).toBe(46);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('spreads the rounds over each of the last seven days, and the dashboard reads the same week', async () => {
    const now = Date.now();
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['opened_at', 'bet_amount', 'win_amount'])
      .where('round_id', 'like', 'seed-%')
      .execute();
    const byDay = Array.from({ length: 7 }, () => ({ rounds: 0, turnover: 0 }));
    for (const r of rounds) {
      const ago = Math.floor((now - r.opened_at.getTime()) / dayMs);
      expect(ago).toBeGreaterThanOrEqual(0);
      expect(ago).toBeLessThan(7);
      byDay[ago]!.rounds += 1;
      byDay[ago]!.turnover += Number(r.bet_amount);
    }
    const turnover = byDay.reduce((n, d) => n + d.turnover, 0);
    for (const day of byDay) {
      expect(day.rounds).toBeGreaterThan(25);
      expect(day.turnover / turnover).toBeLessThan(0.35);
    }

    const admin = await t.staffToken(['admin']);
    const dashboard = (await t.app.inject({ method: 'GET', url: '/bo/dashboard', headers: bearer(admin) })).json().value as BoDashboard;
    const week = dashboard.games!.ggrWeek.find((g) => g.currency === dashboard.currency)!;
    expect(Number(week.ggr)).toBeGreaterThan(0);
    expect(dashboard.games!.days.length).toBeGreaterThanOrEqual(6);
    expect(dashboard.games!.activePlayersToday).toBeGreaterThan(0);
  });
});
