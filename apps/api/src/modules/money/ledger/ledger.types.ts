import type { LedgerAccountKind, LedgerOwnerType } from '@gp/db';

export type { LedgerAccountKind };

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

type AccountKindRule = {
  /** Keeps a balance column guarded by `balance + delta >= 0`; otherwise append-only, balance derived from legs. */
  running: boolean;
  /** Who may own it; empty for one-per-currency system accounts. */
  owners: readonly LedgerOwnerType[];
  /** Per-vendor wallets carry the vendor code as part of their identity. */
  vendorCode: boolean;
};

export const accountKindRules: Record<LedgerAccountKind, AccountKindRule> = {
  player_main: { running: true, owners: ['player'], vendorCode: false },
  player_vendor: { running: true, owners: ['player'], vendorCode: true },
  // Agents withdraw too (agent centre); their hold sits beside their agent_main wallet.
  player_withdrawal_hold: { running: true, owners: ['player', 'agent'], vendorCode: false },
  agent_main: { running: true, owners: ['agent'], vendorCode: false },
  house_game: { running: false, owners: ['vendor'], vendorCode: false },
  house_payment: { running: false, owners: ['payment_provider'], vendorCode: false },
  house_bonus: { running: false, owners: [], vendorCode: false },
  house_commission: { running: false, owners: [], vendorCode: false },
  house_adjustment: { running: false, owners: [], vendorCode: false },
};

type AccountOwner = { type: LedgerOwnerType; id: string };

export type OpenAccountInput = {
  kind: LedgerAccountKind;
  currency: string;
  owner?: AccountOwner | null;
  vendorCode?: string | null;
};

export type LedgerAccount = {
  id: bigint;
  kind: LedgerAccountKind;
  owner: AccountOwner | null;
  vendorCode: string | null;
  currency: string;
  /** null for house and system accounts: ask getBalance for their derived balance. */
  balance: bigint | null;
  createdAt: Date;
};

export type PostingLeg = { accountId: bigint; amount: bigint };

export type PostJournalInput = {
  idempotencyKey: string;
  kind: string;
  legs: readonly PostingLeg[];
  metadata?: JsonObject;
};

export type PostedLeg = {
  legId: bigint;
  accountId: bigint;
  amount: bigint;
  /** The running balance right after this leg; null on house and system accounts. */
  balanceAfter: bigint | null;
};

export type PostedJournal = {
  journalId: bigint;
  idempotencyKey: string;
  kind: string;
  createdAt: Date;
  /** Legs in the order they were first posted. */
  legs: PostedLeg[];
  /** True when the key had already been posted and this is the stored first result. */
  replayed: boolean;
};

export type LedgerViolation =
  | { rule: 'JOURNAL_UNBALANCED'; journalId: bigint; legCount: number; sum: bigint }
  | { rule: 'JOURNAL_MIXED_CURRENCY'; journalId: bigint; currencies: string[] }
  | { rule: 'BALANCE_MISMATCH'; accountId: bigint; balance: bigint; sumOfLegs: bigint }
  | { rule: 'NEGATIVE_BALANCE'; accountId: bigint; balance: bigint }
  | { rule: 'BALANCE_AFTER_MISMATCH'; legId: bigint; accountId: bigint; balanceAfter: bigint | null; expected: bigint | null };
