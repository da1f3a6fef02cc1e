import type { BoPromotionClaim, PromotionApplyResult } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { newMember } from '../../money/wallet/wallet.test-support';
import { applyTo, insertApplyPromotion } from './apply.test-support';
import { paidFigures } from './promotions.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('approving a promotion claim under concurrency (PostgreSQL)', () => {
  it('pays once when two staff approve the same application at the same moment', async () => {
    const promotionId = await insertApplyPromotion(t.database.db, { turnoverMultipleBp: 10_000 });
    const member = await newMember(t);
    const applied = await applyTo(t, member.token, promotionId, { remark: 'race' });
    const { claimId } = applied.json().value as PromotionApplyResult;
    const staff = [await t.staffToken(['finance']), await t.staffToken(['operator'])];

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/bo/promotions/claims/${claimId}/approve`, headers: bearer(staff[i % 2] ?? ''), payload: { amount: 2_500 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => (a.json().value as BoPromotionClaim).journalId)).size).toBe(1);
    expect(await paidFigures(t.database.db, promotionId, member.id)).toEqual({ journals: 1, balance: 2_500n, claims: 1 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'promotion_claim.approve')
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('pays a four-eyes claim once when both approvals arrive together', async () => {
    const promotionId = await insertApplyPromotion(t.database.db, { maxAmount: 5_000_000 });
    const member = await newMember(t);
    const { claimId } = (await applyTo(t, member.token, promotionId, { remark: 'big win' })).json().value as PromotionApplyResult;
    const staff = [await t.staffToken(['finance']), await t.staffToken(['operator']), await t.staffToken(['finance'])];
    const answers = await Promise.all(
      staff.map((token) =>
        t.app.inject({ method: 'POST', url: `/bo/promotions/claims/${claimId}/approve`, headers: bearer(token), payload: { amount: 2_000_000 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paidFigures(t.database.db, promotionId, member.id)).toEqual({ journals: 1, balance: 2_000_000n, claims: 1 });
  });
});
