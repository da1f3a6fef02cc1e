import type { Feature } from '../../feature';
import { promotionsRoutes } from './promotions.routes';

export const promotionsFeature: Feature = async (app, { services }) => {
  await app.register(promotionsRoutes, { promotions: services.promotions });
};
