import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readContentText } from './content-text/content-text';
import { seedContent } from './content.seed';
import { firstDepositRule, firstDepositTitle, seedPromotionRules } from './promotions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db);
});
afterAll(async () => t.close());

const rules = () => t.database.db.selectFrom('promotion_rules').selectAll().orderBy('promotion_id').execute();

describe('seeded promotion rules', () => {
  it('names a promotion the English demo content has', () => {
    expect(
      readContentText()
        .get('EN')!
        .promotions.map((p) => p.title),
    ).toContain(firstDepositTitle);
  });

  it('gives the first deposit bonus its first-deposit rule once, and a re-run changes nothing', async () => {
    await seedPromotionRules(t.database.db);
    const first = await rules();
    const promotion = await t.database.db.selectFrom('content_promotions').select('id').where('title', '=', firstDepositTitle).executeTakeFirstOrThrow();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      promotion_id: promotion.id,
      kind: 'first_deposit',
      parameters: { kind: 'first_deposit', percentBp: 10_000, cap: 50_000, minDeposit: 10_000, paymentMethods: [] },
      turnover_multiple_bp: 100_000,
      budget_total: null,
      budget_used: 0n,
    });
    await seedPromotionRules(t.database.db);
    expect(await rules()).toEqual(first);
  });

  it('keeps a rule staff changed', async () => {
    await t.database.db.updateTable('promotion_rules').set({ turnover_multiple_bp: 50_000 }).execute();
    await seedPromotionRules(t.database.db);
    const [rule] = await rules();
    expect(rule!.turnover_multiple_bp).toBe(50_000);
    expect(rule!.parameters).toEqual(firstDepositRule.parameters);
  });
});
