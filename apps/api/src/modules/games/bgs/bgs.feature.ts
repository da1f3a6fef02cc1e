import type { Feature } from '../../feature';
import { bgsRoutes } from './bgs.routes';

export const bgsFeature: Feature = async (app, { services }) => {
  await app.register(bgsRoutes, { bgs: services.bgs });
};
