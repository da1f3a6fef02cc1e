// The ledger's public surface: nothing outside this module moves money or touches its tables.
export { checkLedgerInvariants } from './check-invariants';
export { currencyMaxMinor, listCurrencyLimits, setCurrencyMaxMinor } from './currency-limits';
export { getBalance } from './get-balance';
export { findAccount, openAccount } from './open-account';
export { postJournal } from './post-journal';
export type { JsonObject, LedgerAccount, LedgerViolation, OpenAccountInput, PostedJournal, PostJournalInput } from './ledger.types';
