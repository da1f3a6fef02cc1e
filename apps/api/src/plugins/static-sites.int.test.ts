import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/config';

let database: Database;
let built: App;
const root = mkdtempSync(join(tmpdir(), 'gp-static-'));

beforeAll(async () => {
  const web = join(root, 'web');
  const backoffice = join(root, 'backoffice');
  mkdirSync(join(web, 'assets'), { recursive: true });
  mkdirSync(backoffice, { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>player</title><script>document.documentElement.dataset.theme = "dark";</script><div id="root"><!--home-banner--><div></div><!--/home-banner--></div>',
  );
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(backoffice, 'index.html'), '<!doctype html><title>staff</title>');
  database = await createTestDb();
  built = await buildApp({ ...testConfig({ SERVE_STATIC: 'true' }), webDist: web, backofficeDist: backoffice }, database);
});
afterAll(async () => {
  await built.app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => built.app.inject({ method: 'GET', url, headers: { accept } });

describe('static sites', () => {
  it('serves each SPA for its client routes, whatever the Accept header', async () => {
    for (const url of ['/', '/home', '/live?vassalage=X', '/member']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('player');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/backoffice/', '/backoffice/status']) {
      expect((await get(url, 'text/html')).body, url).toContain('staff');
    }
    expect((await get('/index.html')).body).toContain('player');
  });

  it("allows the page's own inline theme script by its hash, and no other inline code", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update('document.documentElement.dataset.theme = "dark";').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('paints the first home banner from the HTML on home routes, and only there', async () => {
    await database.db
      .insertInto('content_banners')
      .values([
        { group_name: 'w_home', url: '/uploads/second.png', linkage_type: 'NONE', sequence: 2, language: 'EN' },
        { group_name: 'w_home', url: '/uploads/first.png', linkage_type: 'NONE', sequence: 1, language: 'EN' },
      ])
      .execute();
    const home = await get('/');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<img src="/uploads/first.png"');
    expect(home.body).not.toContain('home-banner');
    const member = await get('/member');
    expect(member.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps missing files and API paths as 404 envelopes', async () => {
    for (const url of ['/assets/missing-chunk.js', '/wps/nothing', '/bo/nothing', '/favicon-missing.png']) {
      const res = await get(url, 'text/html');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });
});
