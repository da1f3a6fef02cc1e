import type { Feature } from '../../feature';
import { walletAdminRoutes } from './wallet.admin.routes';
import { walletRoutes } from './wallet.routes';

export const walletFeature: Feature = async (app, { services, config }) => {
  await app.register(walletRoutes, { wallet: services.wallet, vendorWallets: services.vendorWallets, transfers: services.memberTransfers, config });
  await app.register(walletAdminRoutes, { adjustments: services.adjustments, memberWallet: services.memberWallet });
};
