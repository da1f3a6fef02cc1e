import type { Feature } from '../../feature';
import { recordsRoutes } from './records.routes';

export const recordsFeature: Feature = async (app, { services }) => {
  await app.register(recordsRoutes, { records: services.records });
};
