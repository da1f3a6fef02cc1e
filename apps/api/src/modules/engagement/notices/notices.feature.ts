import type { Feature } from '../../feature';
import { noticesRoutes } from './notices.routes';

export const noticesFeature: Feature = async (app, { services }) => {
  await app.register(noticesRoutes, { notices: services.notices });
};
