import type { Feature } from '../../feature';
import { withdrawalRoutes } from './withdrawals.routes';

export const withdrawalsFeature: Feature = async (app, { services }) => {
  await app.register(withdrawalRoutes, { services });
};
