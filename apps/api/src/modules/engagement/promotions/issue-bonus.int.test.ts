import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { checkLedgerInvariants } from '../../money/ledger';
import { settleWagering } from '../../money/wagering';
import { issueBonus } from './issue-bonus';
import { currency, insertMember, insertPromotion, paidFigures } from './promotions.test-support';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const claimOnce = (promotionId: number, memberId: bigint, amount = 5_000n, periodKey = 'once') =>
  issueBonus(database.db, { promotionId, member: { id: memberId, isAgent: false }, periodKey, amount, currency, status: 'claimed' });

describe('issuing a promotion bonus', () => {
  it('pays once into the main wallet, spends the budget and adds the wagering requirement', async () => {
    const promotionId = await insertPromotion(database.db, { budgetTotal: 100_000n, turnoverMultipleBp: 25_000 });
    const memberId = await insertMember(database.db);

    const first = await claimOnce(promotionId, memberId);
    expect(first).toMatchObject({ status: 'claimed', amount: 5_000n, replayed: false });
    expect(first.journalId).not.toBeNull();

    const again = await claimOnce(promotionId, memberId);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await paidFigures(database.db, promotionId, memberId)).toEqual({ journals: 1, balance: 5_000n, claims: 1 });

    const rule = await database.db.selectFrom('promotion_rules').select('budget_used').where('promotion_id', '=', promotionId).executeTakeFirstOrThrow();
    expect(rule.budget_used).toBe(5_000n);
    // 2.5 times the bonus, not yet bet.
    expect(await settleWagering(database.db, memberId)).toEqual({ required: 12_500n, done: 0n, remaining: 12_500n });
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('pays another period of the same promotion separately', async () => {
    const promotionId = await insertPromotion(database.db);
    const memberId = await insertMember(database.db);
    await claimOnce(promotionId, memberId, 1_000n, '2026-11-29');
    await claimOnce(promotionId, memberId, 1_000n, '2026-11-30');
    expect(await paidFigures(database.db, promotionId, memberId)).toEqual({ journals: 2, balance: 2_000n, claims: 2 });
    // No turnover multiple: nothing blocks a withdrawal.
    expect(await settleWagering(database.db, memberId)).toEqual({ required: 0n, done: 0n, remaining: 0n });
  });

  it("carries the turnover its source sets instead of the rule's", async () => {
    const promotionId = await insertPromotion(database.db, { turnoverMultipleBp: 100_000 });
    const memberId = await insertMember(database.db);
    await issueBonus(database.db, {
      promotionId,
      member: { id: memberId, isAgent: false },
      periodKey: 'mission-1',
      amount: 2_000n,
      currency,
      status: 'issued',
      turnoverMultipleBp: 30_000,
    });
    expect(await settleWagering(database.db, memberId)).toEqual({ required: 6_000n, done: 0n, remaining: 6_000n });
  });

  it('refuses past the budget and leaves no claim, journal or requirement behind', async () => {
    const promotionId = await insertPromotion(database.db, { budgetTotal: 6_000n, turnoverMultipleBp: 10_000 });
    const paid = await insertMember(database.db);
    const refused = await insertMember(database.db);
    await claimOnce(promotionId, paid);

    expect(await appErrorOf(claimOnce(promotionId, refused))).toEqual({ code: 'PROMOTION_BUDGET_EXCEEDED', details: { promotionId } });
    expect(await paidFigures(database.db, promotionId, refused)).toEqual({ journals: 0, balance: 0n, claims: 0 });
    const requirements = await database.db.selectFrom('wagering_requirements').select('id').where('member_id', '=', refused).execute();
    expect(requirements).toEqual([]);
    // A smaller bonus still fits the budget left.
    expect(await claimOnce(promotionId, refused, 1_000n)).toMatchObject({ status: 'claimed', replayed: false });
  });

  it('refuses a promotion without a rule, a zero amount and a malformed period', async () => {
    const memberId = await insertMember(database.db);
    const bare = await database.db
      .insertInto('content_promotions')
      .values({ title: 'Content only', category: 'NEW', images: '[]', content: '', language: 'EN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await appErrorOf(claimOnce(bare.id, memberId)))?.code).toBe('PROMOTION_NOT_AVAILABLE');
    const promotionId = await insertPromotion(database.db);
    expect((await appErrorOf(claimOnce(promotionId, memberId, 0n)))?.code).toBe('VALIDATION_ERROR');
    expect((await appErrorOf(claimOnce(promotionId, memberId, 1n, 'not a key')))?.code).toBe('VALIDATION_ERROR');
  });

  it('lets the database refuse a second claim row for the same period', async () => {
    const promotionId = await insertPromotion(database.db);
    const memberId = await insertMember(database.db);
    const row = { promotion_id: promotionId, member_id: memberId, period_key: 'once', status: 'applying' as const };
    await database.db.insertInto('promotion_claims').values(row).execute();
    await expect(database.db.insertInto('promotion_claims').values(row).execute()).rejects.toThrow(/promotion_claims_once_per_period/);
    await expect(
      database.db
        .insertInto('promotion_claims')
        .values({ ...row, period_key: 'other', remark: 'x'.repeat(141) })
        .execute(),
    ).rejects.toThrow(/promotion_claims_remark/);
  });
});
