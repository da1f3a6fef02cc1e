import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedCatalog } from './catalog.seed';
import { demoLaunchPath, seedGameVendors } from './game-vendors.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, { gamesPerVendor: 1 });
});
afterAll(async () => t.close());

const rows = () =>
  t.database.db
    .selectFrom('game_vendor_credentials as c')
    .innerJoin('catalog_vendors as v', 'v.id', 'c.vendor_id')
    .select(['v.code', 'v.game_type', 'c.secret', 'c.ip_allow_list', 'c.launch_url', 'c.rotated_at'])
    .orderBy('v.code')
    .execute();

describe('game vendor credentials seed', () => {
  it('gives every vendor but the in-house ones a random secret, the loopback allow-list and the demo launch URL, once', async () => {
    expect(await seedGameVendors(t.database.db, {})).toBeGreaterThan(30);
    const first = await rows();
    const vendors = await t.database.db.selectFrom('catalog_vendors').select(['code', 'game_type']).execute();
    expect(first.map((r) => r.code).sort()).toEqual(
      vendors
        .filter((v) => !v.code.startsWith('HOUSE_'))
        .map((v) => v.code)
        .sort(),
    );
    for (const row of first) {
      expect(row.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(row.ip_allow_list).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
      expect(row.launch_url).toBe(`http://localhost:3100${demoLaunchPath}`);
    }
    expect(new Set(first.map((r) => r.secret)).size).toBe(first.length);
    expect(await seedGameVendors(t.database.db, {})).toBe(0);
    expect(await rows()).toEqual(first);
  });

  it('moves unrotated secrets to the master-derived ones and launch URLs to a new demo vendor address', async () => {
    const master = 'a'.repeat(64);
    const rotated = (await rows())[0]!;
    await t.database.db
      .updateTable('game_vendor_credentials')
      .set({ secret: 'rotated-in-the-back-office', rotated_at: new Date() })
      .where('vendor_id', '=', t.database.db.selectFrom('catalog_vendors').select('id').where('code', '=', rotated.code))
      .execute();
    await seedGameVendors(t.database.db, { url: 'http://127.0.0.1:4555/', masterSecret: master });
    for (const row of await rows()) {
      expect(row.launch_url).toBe(`http://127.0.0.1:4555${demoLaunchPath}`);
      expect(row.secret).toBe(row.code === rotated.code ? 'rotated-in-the-back-office' : demoVendorSecret(master, row.code));
    }
  });
});
