import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../money/ledger';
import { pointsBalanceOf } from '../points';
import { creditDeposit, insertLoyaltyPromotion, insertMember, insertMission, missionsServiceFor, playRounds } from './missions.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
const now = new Date('2026-11-30T12:00:00Z');
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('claiming a mission under concurrency (PostgreSQL)', () => {
  it('pays a money mission once when one member claims it 40 times at once', async () => {
    const service = missionsServiceFor(database, () => now);
    const promotionId = await insertLoyaltyPromotion(database.db);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, {
      conditions: [{ type: 'deposit', minAmount: 1_000 }],
      rewardKind: 'money',
      rewardAmount: 700n,
      promotionId,
    });
    await creditDeposit(database.db, member.id, 5_000n, new Date('2026-11-30T08:00:00Z'));

    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => service.claim(member, missionId)));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const claims = await database.db.selectFrom('promotion_claims').select(['amount']).where('promotion_id', '=', promotionId).execute();
    expect(claims).toEqual([{ amount: 700n }]);
    const rows = await database.db.selectFrom('loyalty_mission_claims').select(['status']).where('mission_id', '=', missionId).execute();
    expect(rows).toEqual([{ status: 'paid' }]);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('pays a points mission once when one member claims it 40 times at once', async () => {
    const service = missionsServiceFor(database, () => now);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, { conditions: [{ type: 'rounds', count: 1, category: null }], rewardKind: 'points', rewardAmount: 25n });
    await playRounds(database.db, member.id, new Date('2026-11-30T09:00:00Z'), 2, 100n);

    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => service.claim(member, missionId)));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const answers = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await pointsBalanceOf(database.db, member.id)).toMatchObject({ balance: 25n });
  });
});
