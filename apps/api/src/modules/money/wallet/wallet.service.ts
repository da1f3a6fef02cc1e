import type { WalletBalance } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { findMainWallet, openMainWallet } from '../ledger';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { SettingsService } from '../../platform/settings';

/** The player's main wallet as the header shows it; balances move only through the ledger. */
export const createWalletService = (db: Kysely<DB>, settings: SettingsService) => {
  const balance = async (member: MemberPrincipal): Promise<WalletBalance> => {
    const merchant = await settings.value('merchant');
    // Trial and seeded accounts may have none yet: it is opened (at zero) on the first read only.
    const account = (await findMainWallet(db, member, merchant.currency)) ?? (await openMainWallet(db, member, merchant.currency));
    return { balance: Number(account.balance ?? 0n), currency: merchant.currency, currencySymbol: merchant.currencySymbol };
  };

  return { balance };
};

export type WalletService = ReturnType<typeof createWalletService>;
