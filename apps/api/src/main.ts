import { createDb, dbTargetFromEnv, migrateToLatest } from '@gp/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { seed } from './seed/seed';

/** Starts the API: configuration, database, migrations, seed, then listen; stops gracefully on a signal. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = await createDb(dbTargetFromEnv({ DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.DATA_DIR }, config.DATA_DIR));
  await migrateToLatest(database.db);
  const { app, services } = await buildApp(config, database);
  await seed(database.db, services, { demo: process.env.SEED_DEMO !== 'false', demoVendor: { url: config.DEMO_VENDOR_URL, masterSecret: config.DEMO_VENDOR_SECRET } });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  process.send?.({ type: 'listening', port: config.PORT });
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
