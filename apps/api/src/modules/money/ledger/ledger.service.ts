// The ledger's public surface: nothing outside this module moves money or touches its tables.
export { checkLedgerInvariants } from './check-invariants';
export { currencyMaxMinor, listCurrencyLimits, setCurrencyMaxMinor, type CurrencyLimit } from './currency-limits';
export { getBalance } from './get-balance';
export { findAccount, openAccount } from './open-account';
export { postJournal } from './post-journal';
export type {
  AccountOwner,
  JsonObject,
  JsonValue,
  LedgerAccount,
  LedgerAccountKind,
  LedgerOwnerType,
  LedgerViolation,
  OpenAccountInput,
  PostedJournal,
  PostedLeg,
  PostingLeg,
  PostJournalInput,
} from './ledger.types';
