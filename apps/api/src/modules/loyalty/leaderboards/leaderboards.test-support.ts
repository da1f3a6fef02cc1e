import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@gp/db';
import { sql } from 'kysely';
import { createAuditService } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';
import { createBoardRunsService } from './board-runs.service';
import { createLeaderboardsService } from './leaderboards.service';

/** Test helpers of the board tiers: a board, the facts it ranks, and its services. */

export const insertBoard = async (
  db: Executor,
  board: {
    metric: 'valid_bets' | 'biggest_win';
    period: 'daily' | 'weekly' | 'monthly';
    prizes: number[];
    promotionId: number | null;
    category?: 'live' | 'rng' | null;
  },
): Promise<number> => {
  const row = await db
    .insertInto('loyalty_leaderboards')
    .values({
      metric: board.metric,
      period: board.period,
      category: board.category ?? null,
      title: 'Test board',
      prizes: JSON.stringify(board.prizes),
      promotion_id: board.promotionId,
      // A board pays the periods that end after it was made.
      created_at: new Date('2026-11-25T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** One winning round as the vendor wallet call records it. */
export const recordWin = async (db: Executor, memberId: bigint, amount: bigint, at: Date, roundId: string = randomUUID()): Promise<void> => {
  await sql`insert into game_transactions (vendor_id, tx_id, action, member_id, round_id, game_code, amount, currency, request_hash, response, created_at)
    values (1, ${randomUUID()}, 'win', ${memberId}, ${roundId}, 'G1', ${amount}, 'INR', 'x', '{}'::jsonb, ${at})`.execute(db);
};

export const boardServicesFor = (database: Database, now: () => Date, holder?: string) => {
  const audit = createAuditService(database.db);
  const settings = createSettingsService(database.db, audit, 0);
  const runs = createBoardRunsService(database.db, { settings, timeZone: 'UTC', tickSeconds: 60, wallClock: now, ...(holder ? { holder } : {}) });
  return { runs, leaderboards: createLeaderboardsService(database.db, { timeZone: 'UTC', runs, clock: now }) };
};
