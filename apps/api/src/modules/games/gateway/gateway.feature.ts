import type { Feature } from '../../feature';
import { createAdjustShortfallsService } from './adjust-shortfalls.service';
import { gatewayAdminRoutes } from './gateway.admin.routes';
import { gatewayRoutes } from './gateway.routes';

export const gatewayFeature: Feature = async (app, { services, database, runtime }) => {
  await app.register(gatewayRoutes, { gameWallet: services.gameWallet, metrics: runtime.metrics });
  await app.register(gatewayAdminRoutes, { vendorAdmin: services.vendorAdmin, adjustShortfalls: createAdjustShortfallsService(database.db) });
};
