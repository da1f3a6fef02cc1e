import type { Feature } from '../../feature';
import { bettingRecordsRoutes } from './betting-records.routes';

export const bettingRecordsFeature: Feature = async (app, { services }) => {
  await app.register(bettingRecordsRoutes, { bettingRecords: services.bettingRecords });
};
