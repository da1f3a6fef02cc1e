import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/config';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createDepositService } from './deposits.service';
import { createPaymentMethodService } from './payment-methods.service';
import { createPaymentProviders } from './payment-providers';

/**
 * Payments: the provider registry (`paymentProviders.providerFor(code)`, also used by withdrawals for
 * payouts), the staff-configured methods and deposits.
 */
export const createPaymentServices = (db: Kysely<DB>, config: Pick<Config, 'SANDBOX_PAY_SECRET'>, deps: { audit: AuditService; settings: SettingsService }) => {
  const paymentProviders = createPaymentProviders(db, config);
  return {
    paymentProviders,
    paymentMethods: createPaymentMethodService(db, deps.audit, paymentProviders),
    deposits: createDepositService(db, { audit: deps.audit, settings: deps.settings, providers: paymentProviders }),
  };
};

export type PaymentServices = ReturnType<typeof createPaymentServices>;
