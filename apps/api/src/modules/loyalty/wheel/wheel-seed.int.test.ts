import { languageCodes } from '@gp/contracts';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEnvelopesWheel } from './wheel-seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('the red envelope and wheel seed', () => {
  it('names both paying promotions, publishes a table in every language, and changes nothing the second time', async () => {
    await seedEnvelopesWheel(database.db);
    await seedEnvelopesWheel(database.db);
    const settings = await database.db.selectFrom('loyalty_envelope_wheel_settings').selectAll().executeTakeFirstOrThrow();
    expect(settings.envelope_promotion_id).not.toBeNull();
    expect(settings.wheel_promotion_id).not.toBeNull();
    const rules = await database.db.selectFrom('promotion_rules').select(['promotion_id', 'kind']).where('kind', '=', 'loyalty').execute();
    expect(rules.map((r) => r.promotion_id)).toEqual(expect.arrayContaining([settings.envelope_promotion_id, settings.wheel_promotion_id]));
    const tables = await database.db.selectFrom('loyalty_wheel_prize_tables').selectAll().execute();
    expect(tables).toHaveLength(1);
    for (const prize of tables[0]!.prizes) expect(Object.keys(prize.labels).sort()).toEqual([...languageCodes].sort());
  });
});
