import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDownloadResources } from './download-resources.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('download resources seed', () => {
  it('adds the iOS and Android install guides once, and players receive them with the site permission', async () => {
    await seedDownloadResources(t.database.db);
    await seedDownloadResources(t.database.db);
    const rows = await t.database.db.selectFrom('resources').select(['name', 'url']).where('name', 'in', ['IOS', 'ANDROID']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'ANDROID', url: '/download?platform=android' },
      { name: 'IOS', url: '/download?platform=ios' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(res.statusCode, res.body).toBe(200);
    const resources = res.json().value.resources as { name: string; url: string }[];
    expect(resources.filter((r) => r.name === 'IOS' || r.name === 'ANDROID').map((r) => r.url)).toEqual(
      expect.arrayContaining(['/download?platform=ios', '/download?platform=android']),
    );
  });
});
