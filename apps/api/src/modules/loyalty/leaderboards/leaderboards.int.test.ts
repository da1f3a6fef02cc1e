import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLoyaltyPromotion, insertMember, playRounds } from '../missions/missions.test-support';
import { boardServicesFor, insertBoard, recordWin } from './leaderboards.test-support';

let database: Database;
// Monday of ISO week 49: week 48 ended at midnight, more than five minutes ago.
const now = new Date('2026-11-30T01:00:00Z');
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('leaderboards', () => {
  it("pays the ended week's top places once, however often the run runs, and ranks ties by earlier reach", async () => {
    const { runs } = boardServicesFor(database, () => now);
    const promotionId = await insertLoyaltyPromotion(database.db);
    const boardId = await insertBoard(database.db, { metric: 'valid_bets', period: 'weekly', prizes: [3_000, 1_000], promotionId });
    const [first, early, late, fourth] = [
      await insertMember(database.db),
      await insertMember(database.db),
      await insertMember(database.db),
      await insertMember(database.db),
    ];
    await playRounds(database.db, first.id, new Date('2026-11-25T10:00:00Z'), 5, 90_000n);
    // Equal totals: the one whose total stopped growing earlier ranks first.
    await playRounds(database.db, late.id, new Date('2026-11-27T10:00:00Z'), 5, 50_000n);
    await playRounds(database.db, early.id, new Date('2026-11-26T10:00:00Z'), 5, 50_000n);
    await playRounds(database.db, fourth.id, new Date('2026-11-26T10:00:00Z'), 5, 1_000n);
    // This week's bets count for this week only.
    await playRounds(database.db, fourth.id, new Date('2026-11-30T00:10:00Z'), 5, 999_000n);

    const once = await runs.runDue();
    expect(once.closed).toContain(`${boardId}:2026-W48`);
    await runs.runDue();
    await runs.tick();

    const prizes = await database.db
      .selectFrom('loyalty_board_prizes')
      .select(['rank', 'member_id', 'amount', 'status'])
      .where('board_id', '=', boardId)
      .where('period_key', '=', '2026-W48')
      .orderBy('rank')
      .execute();
    expect(prizes).toEqual([
      { rank: 1, member_id: first.id, amount: 3_000n, status: 'paid' },
      { rank: 2, member_id: early.id, amount: 1_000n, status: 'paid' },
    ]);
    const claims = await database.db
      .selectFrom('promotion_claims')
      .select(['member_id', 'period_key', 'amount'])
      .where('promotion_id', '=', promotionId)
      .orderBy('period_key')
      .execute();
    expect(claims).toEqual([
      { member_id: first.id, period_key: `board-${boardId}-2026-W48-1`, amount: 3_000n },
      { member_id: early.id, period_key: `board-${boardId}-2026-W48-2`, amount: 1_000n },
    ]);
    const period = await database.db
      .selectFrom('loyalty_board_periods')
      .select('status')
      .where('board_id', '=', boardId)
      .where('period_key', '=', '2026-W48')
      .executeTakeFirstOrThrow();
    expect(period.status).toBe('paid');
  });

  it("shows masked names, the member's own place and the prizes of the current period", async () => {
    const { leaderboards } = boardServicesFor(database, () => now);
    const boardId = await insertBoard(database.db, {
      metric: 'biggest_win',
      period: 'daily',
      prizes: [500],
      promotionId: await insertLoyaltyPromotion(database.db),
    });
    const big = await insertMember(database.db);
    const me = await insertMember(database.db);
    await playRounds(database.db, big.id, new Date('2026-11-30T00:20:00Z'), 1, 100n, 'RNG', 9_000n);
    await recordWin(database.db, big.id, 9_000n, new Date('2026-11-30T00:20:00Z'));
    await playRounds(database.db, me.id, new Date('2026-11-30T00:30:00Z'), 2, 100n, 'RNG', 700n);
    // Two wins of one round add up; the biggest round counts.
    await recordWin(database.db, me.id, 300n, new Date('2026-11-30T00:30:00Z'), 'round-a');
    await recordWin(database.db, me.id, 400n, new Date('2026-11-30T00:31:00Z'), 'round-a');
    await recordWin(database.db, me.id, 600n, new Date('2026-11-30T00:32:00Z'), 'round-b');
    // Yesterday's win is another period.
    await recordWin(database.db, me.id, 99_000n, new Date('2026-11-29T20:00:00Z'));

    const view = await leaderboards.view(me, 'EN', { boardId });
    expect(view.board).toMatchObject({ id: boardId, periodKey: '2026-11-30', prizes: [{ rank: 1, amount: 500 }], me: { rank: 2, score: 700 } });
    expect(view.board?.rows).toEqual([
      { rank: 1, name: `${big.account.slice(0, 2)}***${big.account.slice(-1)}`, score: 9_000, prize: 500 },
      { rank: 2, name: `${me.account.slice(0, 2)}***${me.account.slice(-1)}`, score: 700, prize: null },
    ]);
    expect(view.boards.map((b) => b.id)).toContain(boardId);
  });

  it('counts a board once for players who look at the same moment', async () => {
    const { runs } = boardServicesFor(database, () => now);
    const boardId = await insertBoard(database.db, {
      metric: 'valid_bets',
      period: 'daily',
      prizes: [],
      promotionId: await insertLoyaltyPromotion(database.db),
    });
    const board = await database.db.selectFrom('loyalty_leaderboards').selectAll().where('id', '=', boardId).executeTakeFirstOrThrow();
    const period = { kind: 'daily' as const, key: '2026-11-30', start: new Date('2026-11-29T18:30:00Z'), end: new Date('2026-11-30T18:30:00Z') };
    const first = runs.refreshNow(board, period);
    expect(runs.refreshNow(board, period)).toBe(first);
    await first;
    // Once it is done, the next look counts again.
    const next = runs.refreshNow(board, period);
    expect(next).not.toBe(first);
    await next;
  });
});
