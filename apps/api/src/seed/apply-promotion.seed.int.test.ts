import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedApplyPromotionRule, referFriendTitle } from './apply-promotion.seed';
import { readContentText } from './content-text/content-text';
import { seedContent } from './content.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db);
});
afterAll(async () => t.close());

const rule = async () => {
  const promotion = await t.database.db.selectFrom('content_promotions').select('id').where('title', '=', referFriendTitle).executeTakeFirstOrThrow();
  return t.database.db.selectFrom('promotion_rules').selectAll().where('promotion_id', '=', promotion.id).executeTakeFirst();
};

describe('the seeded apply promotion', () => {
  it('is a promotion the demo content has in every language', () => {
    for (const [, text] of readContentText()) expect(text.promotions.length).toBeGreaterThanOrEqual(6);
    expect(
      readContentText()
        .get('EN')!
        .promotions.map((p) => p.title),
    ).toContain(referFriendTitle);
  });

  it('gets an apply rule with a weekly limit once; a rule staff changed is kept', async () => {
    await seedApplyPromotionRule(t.database.db);
    expect(await rule()).toMatchObject({ kind: 'apply', parameters: { kind: 'apply', maxAmount: 100_000 }, limit_per_week: 1, turnover_multiple_bp: 10_000 });
    await t.database.db.updateTable('promotion_rules').set({ limit_per_week: null }).where('kind', '=', 'apply').execute();
    await seedApplyPromotionRule(t.database.db);
    expect(await rule()).toMatchObject({ limit_per_week: null });
  });
});
