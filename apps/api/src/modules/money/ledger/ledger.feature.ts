import type { Feature } from '../../feature';
import { ledgerAdminRoutes } from './ledger.admin.routes';

export const ledgerFeature: Feature = async (app, { services, config }) => {
  await app.register(ledgerAdminRoutes, { reconciliation: services.reconciliation, currencyLimits: services.currencyLimits });
  const { ledgerWatch } = services;
  if (config.LEDGER_CHECK_SCHEDULER ?? config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => ledgerWatch.start((error) => app.log.error({ err: error }, 'ledger check failed')));
    app.addHook('onClose', async () => void (await ledgerWatch.stop()));
  }
};
