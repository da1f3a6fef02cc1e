import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildDemoVendor } from '../apps/demo-vendor/src/server';

// Each browser run starts from an empty database so the tests see the seed and nothing else.
// Named by port, so two runs on different ports never share a database. With DATABASE_URL (CI)
// the run gets a fresh PostgreSQL database, which answers a page's parallel requests in parallel;
// without it, a fresh embedded PGlite.
const port = process.env.PORT ?? '3100';
const dataDir = resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(resolve(import.meta.dirname, `../.tmp/e2e-admin-totp-${port}.json`), { force: true });
rmSync(resolve(import.meta.dirname, `../.tmp/e2e-admin-totp-${port}.json.lock`), { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  // Beside the database CI created, so parallel runs against one server never collide.
  const base = new URL(serverUrl).pathname.slice(1) || 'gp';
  const name = `${base}_e2e_${port}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The demo game vendor on a free port, sharing a fresh master secret with the API, so a browser
// test can launch a game. In this process: it stops when Playwright stops the server. Its sportsbook
// (bets in PGlite in the data folder) runs on the test clock: a journey moves the feed with
// POST /sports/test/clock and the bets settle before it answers.
const demoVendorSecret = randomBytes(32).toString('hex');
const vendor = await buildDemoVendor({
  platformUrl: `http://127.0.0.1:${port}`,
  masterSecret: demoVendorSecret,
  dataDir: resolve(dataDir, 'demo-vendor'),
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  sportsbook: {},
  sportsClock: 'manual',
  // Shorter live rounds than a studio's, so two players' round fits a test.
  halls: { liveTiming: { bettingMs: 8_000, revealStepMs: 500, resultMs: 3_000 } },
});
await vendor.app.listen({ host: '127.0.0.1', port: 0 });
process.env.DEMO_VENDOR_SECRET = demoVendorSecret;
process.env.DEMO_VENDOR_URL = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`;

// Agent settlement runs only when a test asks for it through the back office, on a settlement clock
// one day ahead: the bets a test plays today are "yesterday's" and that day has ended.
process.env.AGENT_SETTLEMENT_SCHEDULER ??= 'false';
process.env.AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES ??= '1440';

await import('../apps/api/src/main');
