import type { Feature } from '../../feature';
import { loyaltyCostRoutes } from './loyalty-cost.admin.routes';

export const loyaltyCostFeature: Feature = async (app, { services }) => {
  await app.register(loyaltyCostRoutes, { costReport: services.loyaltyCostReport });
};
