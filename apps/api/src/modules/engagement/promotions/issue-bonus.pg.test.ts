import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../money/ledger';
import { issueBonus } from './issue-bonus';
import { currency, insertMember, insertPromotion, paidFigures } from './promotions.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('issuing a promotion bonus under concurrency (PostgreSQL)', () => {
  it('pays exactly once when one member claims the same period 100 times at once', async () => {
    const promotionId = await insertPromotion(database.db, { budgetTotal: 1_000_000n, turnoverMultipleBp: 30_000 });
    const memberId = await insertMember(database.db);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        issueBonus(database.db, { promotionId, member: { id: memberId, isAgent: false }, periodKey: 'once', amount: 7_500n, currency, status: 'claimed' }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const answers = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    // Every caller got the same claim and the same journal.
    expect(new Set(answers.map((a) => `${a.claimId}:${a.journalId}:${a.status}`)).size).toBe(1);
    expect(await paidFigures(database.db, promotionId, memberId)).toEqual({ journals: 1, balance: 7_500n, claims: 1 });

    const rule = await database.db.selectFrom('promotion_rules').select('budget_used').where('promotion_id', '=', promotionId).executeTakeFirstOrThrow();
    expect(rule.budget_used).toBe(7_500n);
    const requirements = await database.db.selectFrom('wagering_requirements').select('amount_required').where('member_id', '=', memberId).execute();
    expect(requirements).toEqual([{ amount_required: 22_500n }]);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('never passes the budget when many members race for the last of it', async () => {
    const promotionId = await insertPromotion(database.db, { budgetTotal: 10_000n });
    const members = await Promise.all(Array.from({ length: 30 }, () => insertMember(database.db)));

    const outcomes = await Promise.allSettled(
      members.map((id) =>
        issueBonus(database.db, { promotionId, member: { id, isAgent: false }, periodKey: 'once', amount: 1_000n, currency, status: 'claimed' }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(reasons).toEqual(Array.from({ length: 20 }, () => 'PROMOTION_BUDGET_EXCEEDED'));
    const rule = await database.db.selectFrom('promotion_rules').select('budget_used').where('promotion_id', '=', promotionId).executeTakeFirstOrThrow();
    expect(rule.budget_used).toBe(10_000n);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
