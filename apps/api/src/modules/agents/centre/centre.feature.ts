import type { Feature } from '../../feature';
import { agentRoutes } from './agents.routes';
import { agentCentreAdminRoutes } from './centre.admin.routes';

export const agentCentreFeature: Feature = async (app, { services }) => {
  await app.register(agentRoutes, { team: services.agentTeam, centre: services.agentCentre });
  await app.register(agentCentreAdminRoutes, { tree: services.agentTree });
};
