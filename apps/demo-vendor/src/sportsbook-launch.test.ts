import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoVendor, type DemoVendor } from './server';

/**
 * Sports and e-sports vendors open the sportsbook: the vendor serves its built page with the
 * session's language, direction, theme and state. A stand-in build keeps this test independent of
 * whether the React app has been built.
 */

let vendor: DemoVendor;
let missing: DemoVendor;
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-'));
const template =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Sportsbook</title>\n<script type="module" crossorigin src="/sportsbook/assets/index-abc.js"></script>\n</head>\n<body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), template);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};\n');
  vendor = await buildDemoVendor({ platformUrl: 'http://127.0.0.1:9', masterSecret: 'm'.repeat(64), logLevel: 'silent', sportsbookDir: dir });
  missing = await buildDemoVendor({ platformUrl: 'http://127.0.0.1:9', logLevel: 'silent', sportsbookDir: join(dir, 'absent') });
});
afterAll(async () => {
  await vendor.app.close();
  await missing.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = async (app: DemoVendor, query: string) => {
  const res = await app.app.inject({ method: 'GET', url: `/play?${query}` });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
};

const bootOf = (html: string): Record<string, unknown> => {
  const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data');
  return JSON.parse(json) as Record<string, unknown>;
};

describe('sportsbook launch', () => {
  it('opens a sports vendor on the ball games, in the launch language, with the lobby and fun money', async () => {
    const location = await open(vendor, 'vendor=FIELDLINE&game=FIELDLINE_0001&mode=demo&lang=VI&lobby=https%3A%2F%2Fcasino.example%2F');
    expect(location).toMatch(/^\/game\/[\w-]+$/);
    const page = await vendor.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="vi" dir="ltr">');
    expect(page.body).toContain('<title>Fieldline Sportsbook</title>');
    expect(page.body).toContain('src="/sportsbook/assets/index-abc.js"');
    expect(bootOf(page.body)).toMatchObject({
      mode: 'demo',
      currency: 'FUN',
      balance: 1_000_000,
      language: 'vi',
      lobbyUrl: 'https://casino.example/',
      sports: ['football', 'basketball', 'tennis'],
      theme: null,
      playerKey: expect.stringMatching(/^[\w-]{16}$/),
    });
  });

  it('opens an e-sports vendor on the e-sports titles, right to left in Arabic, in the theme the launch passed', async () => {
    const location = await open(vendor, 'vendor=FRAGZONE&game=FRAGZONE_0001&mode=demo&lang=AR&theme=dark');
    expect(location).toMatch(/\?theme=dark$/);
    const page = await vendor.app.inject({ method: 'GET', url: location });
    expect(page.body).toContain('<html lang="ar" dir="rtl" class="dark" data-theme="dark">');
    expect(bootOf(page.body)).toMatchObject({ sports: ['esports'], theme: 'dark', language: 'ar' });
  });

  it('keeps the boot data inert: a lobby address cannot close the script element', async () => {
    const location = await open(
      vendor,
      `vendor=GOALPOST&game=GOALPOST_0001&mode=demo&lobby=${encodeURIComponent('https://x.example/?a=</script><script>alert(1)</script>')}`,
    );
    const page = await vendor.app.inject({ method: 'GET', url: location });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(bootOf(page.body).lobbyUrl).toContain('alert(1)');
  });

  it('serves the build assets and plays no slot or table round for a sportsbook session', async () => {
    const asset = await vendor.app.inject({ method: 'GET', url: '/sportsbook/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sid = (await open(vendor, 'vendor=ARENA_ONE&game=ARENA_ONE_0001&mode=demo')).replace('/game/', '');
    const round = await vendor.app.inject({ method: 'POST', url: `/api/${sid}/round`, payload: { bets: [{ kind: 'banker', amount: 100 }] } });
    expect(round.json()).toMatchObject({ ok: false, code: 'BAD_BET', balance: 1_000_000 });
  });

  it('says the game is not available when the sportsbook has not been built', async () => {
    const location = await open(missing, 'vendor=FIELDLINE&game=FIELDLINE_0001&mode=demo&lang=en');
    const page = await missing.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('This game is not available.');
  });
});
