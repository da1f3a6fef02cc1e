import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config/config';
import type { SettingsService } from '../../platform/settings';
import { depositRoutes } from './deposit.routes';
import type { PaymentServices } from './payments.wiring';
import { paymentsAdminRoutes } from './payments.admin.routes';
import { sandboxRoutes } from './sandbox.routes';
import { webhookRoutes } from './webhook.routes';

type Options = { payments: PaymentServices; settings: SettingsService; config: Config };

/** Every payments route; each group is its own scope (multipart, raw JSON and form parsing stay inside). */
export const paymentRoutes: FastifyPluginAsync<Options> = async (app, { payments, settings, config }) => {
  await app.register(depositRoutes, { deposits: payments.deposits, methods: payments.paymentMethods, settings });
  await app.register(paymentsAdminRoutes, { deposits: payments.deposits, methods: payments.paymentMethods });
  await app.register(webhookRoutes, { deposits: payments.deposits });
  await app.register(sandboxRoutes, { sandbox: payments.paymentProviders.sandbox, settings, config });
};
