import type { AdjustmentStatus } from '@gp/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { DepositFilters } from '../api/payments-api';
import type { DisputeFilter, WithdrawalFilters } from '../api/withdrawals-api';

/** A paged, filtered queue: `all` is the prefix that one invalidation refreshes in every filter. */
export type QueueKeys<F> = {
  all: QueryKey;
  page: (filters: F, pageNo: number) => QueryKey;
};

const queueKeys = <F>(name: string): QueueKeys<F> => ({
  all: [name] as const,
  page: (filters, pageNo) => [name, filters, pageNo] as const,
});

/** Every query key of the cashier screens. */
export const cashierKeys = {
  deposits: queueKeys<DepositFilters>('deposits'),
  depositProofs: (depositId: number) => ['deposit-proofs', depositId] as const,
  withdrawals: queueKeys<WithdrawalFilters>('withdrawals'),
  disputes: queueKeys<DisputeFilter>('withdrawal-disputes'),
  disputeProofs: (disputeId: number) => ['dispute-proofs', disputeId] as const,
  adjustments: queueKeys<AdjustmentStatus | ''>('adjustments'),
  memberSearch: (account: string) => ['member-search', account] as const,
  memberWallet: {
    all: ['member-wallet'] as const,
    member: (memberId: number) => ['member-wallet', memberId] as const,
    wallet: (memberId: number) => ['member-wallet', memberId, 'wallet'] as const,
    ledger: (memberId: number, kind: string, pageNo: number) => ['member-wallet', memberId, 'ledger', kind, pageNo] as const,
    socialLinks: (memberId: number) => ['member-wallet', memberId, 'social-links'] as const,
    promotionProfile: (memberId: number) => ['member-wallet', memberId, 'promotion-profile'] as const,
  },
  paymentMethods: ['payment-methods'] as const,
  currencyLimits: ['cashier', 'currency-limits'] as const,
};
