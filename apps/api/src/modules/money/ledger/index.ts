// The ledger module's public surface: other modules import only what this file exports.
export { createCurrencyLimitsService } from './currency-limits.service';
export { ledgerFeature } from './ledger.feature';
export { checkLedgerInvariants, getBalance, openAccount, postJournal } from './ledger.service';
export type { JsonObject } from './ledger.service';
export { findMainWallet, openHouseAccount, openMainWallet, openVendorWallet, openWithdrawalHold } from './member-wallets';
export type { WalletHolder } from './member-wallets';
export { createReconciliationService } from './reconciliation.service';
export { createLedgerWatch, type LedgerCheckResult, type LedgerWatch } from './ledger-watch';
export { countBalanceDifferences } from './ledger-figures.repository';
export { memberSpendingWalletIds, validBetsAfter } from './valid-bets.repository';
export { mainWalletIds, openMainWallets, postBonusBatch } from './post-bonus-batch';
export type { BatchPosted, BonusPosting } from './post-bonus-batch';
