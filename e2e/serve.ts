import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Each browser run starts from an empty database so the tests see the seed and nothing else.
// Named by port, so two runs on different ports never share a database.
const port = process.env.PORT ?? '3100';
const dataDir = resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(resolve(import.meta.dirname, `../.tmp/e2e-admin-totp-${port}.json`), { force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import('../apps/api/src/main');
