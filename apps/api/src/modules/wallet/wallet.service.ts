import type { WalletBalance } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { findAccount, openAccount } from '../ledger/open-account';
import type { MemberPrincipal } from '../accounts/member-principal';
import type { SettingsService } from '../settings/settings.service';

/** The player's main wallet as the header shows it; balances move only through the ledger. */
export const createWalletService = (db: Kysely<DB>, settings: SettingsService) => {
  const balance = async (member: MemberPrincipal): Promise<WalletBalance> => {
    const merchant = await settings.value('merchant');
    const wallet = { kind: 'player_main', currency: merchant.currency, owner: { type: 'player', id: String(member.id) } } as const;
    // Trial and seeded accounts may have none yet: it is opened (at zero) on the first read only.
    const account = (await findAccount(db, wallet)) ?? (await openAccount(db, wallet));
    return { balance: Number(account.balance ?? 0n), currency: merchant.currency, currencySymbol: merchant.currencySymbol };
  };

  return { balance };
};

export type WalletService = ReturnType<typeof createWalletService>;
