import type { Executor } from '@gp/db';
import { findAccount, openAccount, type LedgerAccount, type OpenAccountInput } from './ledger.service';

/** Who owns a wallet: agents keep their money in `agent_main`, everyone else in `player_main`. */
export type WalletHolder = { id: bigint; isAgent: boolean };

const ownerOf = (holder: WalletHolder) => ({ type: holder.isAgent ? 'agent' : 'player', id: String(holder.id) }) as const;

const mainWalletInput = (holder: WalletHolder, currency: string): OpenAccountInput => ({
  kind: holder.isAgent ? 'agent_main' : 'player_main',
  currency,
  owner: ownerOf(holder),
});

const withdrawalHoldInput = (holder: WalletHolder, currency: string): OpenAccountInput => ({
  kind: 'player_withdrawal_hold',
  currency,
  owner: ownerOf(holder),
});

const vendorWalletInput = (holder: WalletHolder, vendorCode: string, currency: string): OpenAccountInput => ({
  kind: 'player_vendor',
  currency,
  owner: ownerOf(holder),
  vendorCode,
});

/** The main wallet, opened at zero if the member has none yet (trial and seeded accounts). */
export const openMainWallet = (db: Executor, holder: WalletHolder, currency: string): Promise<LedgerAccount> =>
  openAccount(db, mainWalletInput(holder, currency));

/** Reads only: a balance shown in a header is read often and must not write. */
export const findMainWallet = (db: Executor, holder: WalletHolder, currency: string): Promise<LedgerAccount | null> =>
  findAccount(db, mainWalletInput(holder, currency));

export const openWithdrawalHold = (db: Executor, holder: WalletHolder, currency: string): Promise<LedgerAccount> =>
  openAccount(db, withdrawalHoldInput(holder, currency));

export const openVendorWallet = (db: Executor, holder: WalletHolder, vendorCode: string, currency: string): Promise<LedgerAccount> =>
  openAccount(db, vendorWalletInput(holder, vendorCode, currency));

/** House and system accounts: `house_payment` per provider code, `house_game` per vendor code. */
export const openHouseAccount = (
  db: Executor,
  kind: 'house_payment' | 'house_game' | 'house_bonus' | 'house_commission' | 'house_adjustment',
  currency: string,
  ownerCode?: string,
): Promise<LedgerAccount> => {
  if (kind === 'house_payment') return openAccount(db, { kind, currency, owner: { type: 'payment_provider', id: ownerCode ?? 'unknown' } });
  if (kind === 'house_game') return openAccount(db, { kind, currency, owner: { type: 'vendor', id: ownerCode ?? 'unknown' } });
  return openAccount(db, { kind, currency });
};
