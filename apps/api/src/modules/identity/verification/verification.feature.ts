import type { Feature } from '../../feature';
import { verificationRoutes } from './verification.routes';

export const verificationFeature: Feature = async (app, { services, config }) => {
  await app.register(verificationRoutes, { verification: services.verification, members: services.memberDirectory, botCheck: services.botCheck, config });
};
