import type { Feature } from '../../feature';
import { agentRoutes } from './agents.routes';

export const agentCentreFeature: Feature = async (app, { services }) => {
  await app.register(agentRoutes, { team: services.agentTeam, centre: services.agentCentre });
};
