import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

// Each browser run starts from an empty database so the tests see the seed and nothing else.
// Named by port, so two runs on different ports never share a database. With DATABASE_URL (CI)
// the run gets a fresh PostgreSQL database, which answers a page's parallel requests in parallel;
// without it, a fresh embedded PGlite.
const port = process.env.PORT ?? '3100';
const dataDir = resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(resolve(import.meta.dirname, `../.tmp/e2e-admin-totp-${port}.json`), { force: true });
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
await import('../apps/api/src/main');
