import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../money/ledger';
import { insertLoyaltyPromotion, insertMember, playRounds } from '../missions/missions.test-support';
import { boardServicesFor, insertBoard } from './leaderboards.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
const now = new Date('2026-12-01T01:00:00Z');
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('board runs under concurrency (PostgreSQL)', () => {
  it('pays each prize once when two instances run the same period end at once', async () => {
    const promotionId = await insertLoyaltyPromotion(database.db);
    const boardId = await insertBoard(database.db, { metric: 'valid_bets', period: 'daily', prizes: [5_000, 3_000, 1_000], promotionId });
    const members = await Promise.all(Array.from({ length: 8 }, () => insertMember(database.db)));
    for (const [i, m] of members.entries())
      await playRounds(database.db, m.id, new Date(`2026-11-30T${String(10 + i).padStart(2, '0')}:00:00Z`), 3, BigInt(1_000 * (i + 1)));

    const a = boardServicesFor(database, () => now, 'instance-a').runs;
    const b = boardServicesFor(database, () => now, 'instance-b').runs;
    // Without the lease, as if both had taken it: the period's rows and the bonus keys still pay once.
    const outcomes = await Promise.allSettled([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);

    const claims = await database.db
      .selectFrom('promotion_claims')
      .select(['member_id', 'amount'])
      .where('promotion_id', '=', promotionId)
      .orderBy('amount', 'desc')
      .execute();
    expect(claims).toEqual([
      { member_id: members[7]!.id, amount: 5_000n },
      { member_id: members[6]!.id, amount: 3_000n },
      { member_id: members[5]!.id, amount: 1_000n },
    ]);
    const period = await database.db
      .selectFrom('loyalty_board_periods')
      .select('status')
      .where('board_id', '=', boardId)
      .where('period_key', '=', '2026-11-30')
      .executeTakeFirstOrThrow();
    expect(period.status).toBe('paid');
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('lets one instance hold the lease at a time', async () => {
    const a = boardServicesFor(database, () => now, 'lease-a').runs;
    const b = boardServicesFor(database, () => now, 'lease-b').runs;
    const [first, second] = await Promise.all([a.tick(), b.tick()]);
    expect([first, second].filter((o) => o === null)).toHaveLength(1);
    await a.stop();
    await b.stop();
  });
});
