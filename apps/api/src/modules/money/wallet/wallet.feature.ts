import type { Feature } from '../../feature';
import { walletRoutes } from './wallet.routes';

export const walletFeature: Feature = async (app, { services, config }) => {
  await app.register(walletRoutes, { wallet: services.wallet, vendorWallets: services.vendorWallets, transfers: services.memberTransfers, config });
};
