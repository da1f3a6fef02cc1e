import type { Feature } from '../../feature';
import { bettingRecordsAdminRoutes } from './betting-records.admin.routes';
import { bettingRecordsRoutes } from './betting-records.routes';

export const bettingRecordsFeature: Feature = async (app, { services }) => {
  await app.register(bettingRecordsRoutes, { bettingRecords: services.bettingRecords });
  await app.register(bettingRecordsAdminRoutes, { roundExplorer: services.roundExplorer, ggrReport: services.ggrReport });
};
