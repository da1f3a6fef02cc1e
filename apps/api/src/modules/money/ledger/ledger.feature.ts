import type { Feature } from '../../feature';
import { ledgerAdminRoutes } from './ledger.admin.routes';

export const ledgerFeature: Feature = async (app, { services }) => {
  await app.register(ledgerAdminRoutes, { reconciliation: services.reconciliation, currencyLimits: services.currencyLimits });
};
