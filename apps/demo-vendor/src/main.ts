import { resolve } from 'node:path';
import { buildDemoVendor } from './server';
import { bookConfigFromEnv } from './sports/book/config';

/**
 * The demo game vendor as its own process (`npm start` forks it after the API listens).
 * PORT (3100), HOST (0.0.0.0), PLATFORM_URL (http://localhost:3000), DEMO_VENDOR_SECRET (the
 * master shared with the API), DEMO_VENDOR_DATA_DIR (DATA_DIR/demo-vendor): call log and the
 * queue of unacknowledged wins and rollbacks, DEMO_VENDOR_TIMEOUT_MS (3000): how long a wallet call
 * may take before it counts as lost. The sportsbook: DEMO_VENDOR_DATABASE_URL and SPORTSBOOK_* (docs/sportsbook.md).
 */
const main = async (): Promise<void> => {
  const port = Number(process.env.PORT ?? 3100);
  const host = process.env.HOST ?? '0.0.0.0';
  const master = process.env.DEMO_VENDOR_SECRET || undefined;
  const dataDir = resolve(process.env.DEMO_VENDOR_DATA_DIR ?? resolve(process.env.DATA_DIR ?? 'data', 'demo-vendor'));
  const { app } = await buildDemoVendor({
    platformUrl: process.env.PLATFORM_URL ?? 'http://localhost:3000',
    masterSecret: master,
    dataDir,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    wallet: { timeoutMs: Number(process.env.DEMO_VENDOR_TIMEOUT_MS ?? 3000) },
    // DEMO_VENDOR_DATABASE_URL, else PGlite in the data folder; SPORTSBOOK_* settings (docs/sportsbook.md).
    sportsbook: { config: bookConfigFromEnv(process.env) },
  });
  if (!master) app.log.warn('DEMO_VENDOR_SECRET is not set: only fun-money (demo) play works');
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start`: stop with the parent.
  process.once('disconnect', () => void stop('disconnect'));
  await app.listen({ host, port });
  process.send?.({ type: 'listening', port });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
