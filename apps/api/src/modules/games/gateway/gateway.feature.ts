import type { Feature } from '../../feature';
import { gatewayRoutes } from './gateway.routes';

export const gatewayFeature: Feature = async (app, { services }) => {
  await app.register(gatewayRoutes, { gameWallet: services.gameWallet });
};
