import { moneyHardMaxMinor, type BoCurrencyLimits, type BoCurrencyLimitUpdate } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { currencyMaxMinor, listCurrencyLimits, setCurrencyMaxMinor } from './ledger.service';
import type { SettingsService } from '../../platform/settings';

/**
 * The ledger's maximum amount and running balance per currency, as finance staff see and set it.
 * The ledger owns the table and enforces it on every posting; this adds the staff rules: the audit
 * entry commits with the change. Maxima are at most 10^15, so they go out as exact numbers.
 */
export const createCurrencyLimitsService = (db: Kysely<DB>, audit: AuditService, settings: SettingsService) => {
  const view = async (executor: Executor): Promise<BoCurrencyLimits> => {
    const merchant = await settings.value('merchant');
    const limits = await listCurrencyLimits(executor);
    const own = limits.find((l) => l.currency === merchant.currency);
    const max = own?.maxMinor ?? (await currencyMaxMinor(executor, merchant.currency));
    return {
      merchant: { currency: merchant.currency, maxMinor: Number(max), isDefault: own === undefined },
      hardMaxMinor: moneyHardMaxMinor,
      limits: limits.map((l) => ({ currency: l.currency, maxMinor: Number(l.maxMinor), updatedAt: l.updatedAt.toISOString() })),
    };
  };

  const get = (): Promise<BoCurrencyLimits> => view(db);

  /** Upserts one currency's maximum; refused (CONFLICT, nothing written) while a wallet of it holds more. */
  const set = async (input: BoCurrencyLimitUpdate, actor: Actor): Promise<BoCurrencyLimits> => {
    await db.transaction().execute(async (trx) => {
      const { before, limit } = await setCurrencyMaxMinor(trx, input.currency, BigInt(input.maxMinor));
      await audit.append(trx, actor, 'cashier.currency_limit.set', `currency:${input.currency}`, {
        currency: input.currency,
        before: String(before),
        after: String(limit.maxMinor),
      });
    });
    return view(db);
  };

  return { get, set };
};

export type CurrencyLimitsService = ReturnType<typeof createCurrencyLimitsService>;
