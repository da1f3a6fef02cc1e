import type { Feature } from '../../feature';
import { envelopesAdminRoutes } from './envelopes.admin.routes';
import { envelopesRoutes } from './envelopes.routes';

export const envelopesFeature: Feature = async (app, { services }) => {
  await app.register(envelopesRoutes, { envelopes: services.envelopes });
  await app.register(envelopesAdminRoutes, { envelopesAdmin: services.envelopesAdmin });
};
