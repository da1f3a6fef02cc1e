import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { generatedSecret } from '../../platform/secrets';
import type { ProviderAdapter } from './provider-adapter';
import { createSandboxProvider } from './sandbox-provider';

/** Manual bank transfers have no adapter; their house_payment account is owned by this code. */
export const manualProviderCode = 'manual';

const sandboxSecretName = 'sandbox_pay_secret';

/**
 * The payment providers this process knows, by code. Deposits and withdrawals reach a provider only
 * through `providerFor(code)`; adding a real gateway means adding its adapter here.
 */
export const createPaymentProviders = (db: Kysely<DB>, config: Pick<Config, 'SANDBOX_PAY_SECRET'>) => {
  let stored: Promise<string> | null = null;
  // Like ALTCHA's key: from the environment, else generated once and kept in server_secrets.
  const sandboxSecret = (): Promise<string> => {
    if (config.SANDBOX_PAY_SECRET) return Promise.resolve(config.SANDBOX_PAY_SECRET);
    stored ??= generatedSecret(db, sandboxSecretName);
    stored.catch(() => {
      stored = null;
    });
    return stored;
  };

  const sandbox = createSandboxProvider(db, sandboxSecret);
  const adapters = new Map<string, ProviderAdapter>([[sandbox.adapter.code, sandbox.adapter]]);

  /** The adapter of a provider code, or PAYMENT_METHOD_UNAVAILABLE when none is installed. */
  const providerFor = (code: string): ProviderAdapter => {
    const adapter = adapters.get(code);
    if (!adapter) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { details: { provider: code } });
    return adapter;
  };

  return {
    providerFor,
    has: (code: string) => adapters.has(code),
    codes: () => [...adapters.keys()],
    sandbox,
    sandboxSecret,
  };
};

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
