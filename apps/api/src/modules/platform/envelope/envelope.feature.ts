import type { Feature } from '../../feature';
import { envelopeRoutes } from './envelope.routes';

export const envelopeFeature: Feature = async (app, { services }) => {
  await app.register(envelopeRoutes, { envelope: services.envelope });
};
