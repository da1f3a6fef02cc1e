import { createDb } from '@gp/db';
import { buildApp } from '../app';
import { testConfig } from '../config/config';

/** The OpenAPI document as the running server would serve it, as stable JSON text. */
export const generateOpenApi = async (): Promise<string> => {
  const database = await createDb({ kind: 'pglite', dataDir: null });
  const { app } = await buildApp(testConfig(), database);
  try {
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
};
