import { languageCodes } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedVipProgramme, vipClubTitle } from './vip-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the VIP seed', () => {
  it('adds levels 0-6 named in every language and the VIP club loyalty promotion, once', async () => {
    const db = t.database.db;
    await seedVipProgramme(db);
    await db
      .updateTable('vip_levels')
      .set({ names: JSON.stringify({ EN: 'Changed by staff' }) })
      .where('level', '=', 2)
      .execute();
    await seedVipProgramme(db);

    const levels = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.keys(levels[1]!.names).sort()).toEqual([...languageCodes].sort());
    expect(levels[2]!.names).toEqual({ EN: 'Changed by staff' });
    expect(levels[6]!.upgrade_bonus).toBe(2_000_000n);

    const promotions = await db.selectFrom('content_promotions').select(['id', 'translations']).where('title', '=', vipClubTitle).execute();
    expect(promotions).toHaveLength(1);
    expect(Object.keys(promotions[0]!.translations)).toHaveLength(languageCodes.length - 1);
    const rule = await db.selectFrom('promotion_rules').select('kind').where('promotion_id', '=', promotions[0]!.id).executeTakeFirstOrThrow();
    expect(rule.kind).toBe('loyalty');
    const settings = await db.selectFrom('vip_settings').select('promotion_id').executeTakeFirstOrThrow();
    expect(settings.promotion_id).toBe(promotions[0]!.id);
  });
});
