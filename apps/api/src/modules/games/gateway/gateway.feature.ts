import type { Feature } from '../../feature';
import { gatewayAdminRoutes } from './gateway.admin.routes';
import { gatewayRoutes } from './gateway.routes';

export const gatewayFeature: Feature = async (app, { services }) => {
  await app.register(gatewayRoutes, { gameWallet: services.gameWallet });
  await app.register(gatewayAdminRoutes, { vendorAdmin: services.vendorAdmin });
};
