import { boCurrencyLimitUpdate, boCurrencyLimits, boReconciliation, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { CurrencyLimitsService } from './currency-limits.service';
import type { ReconciliationService } from './reconciliation.service';

/** Back office, ledger: the reconciliation report and the currency limits. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService; currencyLimits: CurrencyLimitsService }> = async (
  app,
  { reconciliation, currencyLimits },
) => {
  const finance = { access: staffAccess('finance') };
  // As the cashier settings: finance maintains them, operators may read them.
  const limitsReaders = { access: staffAccess('finance', 'operator') };
  const tags = ['back office: cashier'];

  app.get(
    '/bo/reconciliation',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Reconciliation: stored wallet balances against the ledger, totals per kind and currency, differences flagged (audited)',
        response: { 200: okEnvelope(boReconciliation) },
      },
    },
    async (request) => ok(await reconciliation.run(staffActorOf(request))),
  );

  app.get(
    '/bo/cashier/currency-limits',
    {
      config: limitsReaders,
      schema: {
        tags,
        summary: "The largest amount and running balance the ledger accepts: the merchant currency's maximum in force and every currency's own",
        response: { 200: okEnvelope(boCurrencyLimits) },
      },
    },
    async () => ok(await currencyLimits.get()),
  );
  app.put(
    '/bo/cashier/currency-limits',
    {
      config: finance,
      schema: {
        tags,
        summary: "Set one currency's maximum (1 to 10^15 minor units, audited); refused while a wallet of that currency holds more",
        body: boCurrencyLimitUpdate,
        response: { 200: okEnvelope(boCurrencyLimits) },
      },
    },
    async (request) => ok(await currencyLimits.set(request.body, staffActorOf(request))),
  );
};
