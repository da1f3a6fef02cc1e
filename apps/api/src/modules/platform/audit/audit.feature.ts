import type { Feature } from '../../feature';
import { auditRoutes } from './audit.admin.routes';

export const auditFeature: Feature = async (app, { services }) => {
  await app.register(auditRoutes, { audit: services.audit });
};
