import type { Feature } from '../../feature';
import { healthRoutes } from './health.routes';

export const healthFeature: Feature = async (app, { database, runtime }) => {
  await app.register(healthRoutes, { db: database.db, cluster: runtime.cluster, lifecycle: runtime.lifecycle });
};
