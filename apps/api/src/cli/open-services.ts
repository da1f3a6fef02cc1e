import { createDb, dbTargetFromEnv, migrateToLatest, type Database } from '@gp/db';
import { loadConfig } from '../config/config';
import { createServices, type Services } from '../services';

/** The same database and services the server uses, for one-off commands. */
export const openServices = async (): Promise<{ database: Database; services: Services }> => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await createDb(dbTargetFromEnv({ DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.DATA_DIR }, config.DATA_DIR));
  await migrateToLatest(database.db);
  return { database, services: createServices(database.db, config) };
};
