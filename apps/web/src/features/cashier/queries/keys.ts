import { accountKeys } from '../../account/queries/keys';

const { member } = accountKeys;

/**
 * Roots of everything that shows the member's money. Each query that displays money starts its key
 * with one of these (followed by anything, usually the session token), so `invalidateMoney` reaches
 * every copy on screen with one invalidation per root.
 */
const money = {
  balance: accountKeys.balances,
  consolidatedFunds: [...member, 'funds'],
  vendorWallets: [...member, 'vendorWallets'],
  records: [...member, 'records'],
  notices: [...member, 'notices'],
} as const;

const deposit = [...member, 'deposit'] as const;
const withdraw = [...money.records, 'withdraw'] as const;
const protection = [...member, 'protection'] as const;

/** Query keys of the cashier feature; all of them sit under the member root, so sign-out drops them. */
export const cashierKeys = {
  money,
  vendorWallets: (token: string | null) => [...money.vendorWallets, token] as const,
  consolidatedFunds: (token: string | null) => [...money.consolidatedFunds, token] as const,
  transferUpline: (token: string | null) => [...money.balance, 'transferUpline', token] as const,
  notices: (token: string | null) => [...money.notices, token] as const,
  transactionHistory: (token: string | null, filter: unknown) => [...money.records, 'transactionHistory', token, filter] as const,
  personalProfit: (token: string | null, period: unknown) => [...money.records, 'personalProfit', token, period] as const,
  bonusDetails: (token: string | null, filter: unknown) => [...money.records, 'bonusDetails', token, filter] as const,
  bettingRecord: (token: string | null, language: string, filter: unknown) => [...money.records, 'bettingRecord', token, language, filter] as const,
  bettingRound: (token: string | null, language: string, id: string | null) => [...money.records, 'bettingRound', token, language, id] as const,
  /** Deposits are money records (a new one must refetch with the balance); methods and orders are not. */
  deposits: (token: string | null, pageNo: number) => [...money.records, 'deposits', token, pageNo] as const,
  deposit,
  depositMethods: (token: string | null) => [...deposit, 'methods', token] as const,
  depositOrder: (token: string | null, orderNo: string) => [...deposit, 'order', token, orderNo] as const,
  /** Everything of the withdraw page; under the money records, so a money event refetches it too. */
  withdraw,
  withdrawOptions: (token: string | null) => [...withdraw, 'options', token] as const,
  turnover: (token: string | null) => [...withdraw, 'turnover', token] as const,
  bankAccounts: (token: string | null) => [...withdraw, 'bankAccounts', token] as const,
  withdrawals: (token: string | null, pageNo: number) => [...withdraw, 'list', token, pageNo] as const,
  withdrawalProofs: (id: number, proofUrls: readonly string[]) => [...withdraw, 'proofs', id, proofUrls] as const,
  protection,
  protectionOverviews: [...protection, 'overview'] as const,
  protectionOverview: (token: string | null) => [...protection, 'overview', token] as const,
  realityCheck: (token: string | null) => [...protection, 'realityCheck', token] as const,
};
