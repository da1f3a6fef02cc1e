import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { manualProviderCode } from '../modules/money/payments';
import { sandboxProviderCode } from '../modules/money/payments';

/**
 * Demo deposit methods: a manual bank transfer and the offline sandbox gateway, both enabled,
 * 100.00 to 50,000.00 in the merchant's currency (minor units). Methods already there are kept.
 */
export const seedPaymentMethods = async (db: Kysely<DB>): Promise<void> => {
  const existing = await db.selectFrom('payment_methods').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('payment_methods')
    .values([
      {
        code: 'BANK',
        name: 'Bank transfer',
        names: JSON.stringify({ HI: 'बैंक ट्रांसफ़र', CN: '银行转账' }),
        kind: 'manual_bank',
        provider_code: manualProviderCode,
        bank_name: 'Demo National Bank',
        account_name: 'Demo Gaming Ltd',
        account_number: '001234567890',
        instructions: 'Transfer the exact amount, then enter the reference of your transfer. Deposits are credited after our finance team confirms them.',
        min_amount: 10_000n,
        max_amount: 5_000_000n,
        enabled: true,
        sort_order: 1,
      },
      {
        code: 'SANDBOX',
        name: 'Online payment (sandbox)',
        names: JSON.stringify({ HI: 'ऑनलाइन भुगतान (सैंडबॉक्स)', CN: '在线支付（沙盒）' }),
        kind: 'gateway',
        provider_code: sandboxProviderCode,
        min_amount: 10_000n,
        max_amount: 5_000_000n,
        enabled: true,
        sort_order: 2,
      },
    ])
    .execute();
};
