import type { Feature } from '../../feature';
import { inboxAdminRoutes } from './inbox.admin.routes';
import { inboxRoutes } from './inbox.routes';

export const inboxFeature: Feature = async (app, { services }) => {
  await app.register(inboxRoutes, { inbox: services.inbox });
  await app.register(inboxAdminRoutes, { inboxAdmin: services.inboxAdmin });
};
