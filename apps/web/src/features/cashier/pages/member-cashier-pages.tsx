import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The member-centre pages the cashier owns, each loaded on first open so the first route does not
 * carry them. One line per page; the member page renders the entry for `?page=`.
 */
export const cashierPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  transferFund: lazy(() => import('./transfer-fund-page').then((m) => ({ default: m.TransferFundPage }))),
  transferUpline: lazy(() => import('./transfer-upline-page').then((m) => ({ default: m.TransferUplinePage }))),
  personalHistoryCopy: lazy(() => import('./betting-record-page').then((m) => ({ default: m.BettingRecordPage }))),
  transactionHistory: lazy(() => import('./transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage }))),
  personalProfit: lazy(() => import('./personal-profit-page').then((m) => ({ default: m.PersonalProfitPage }))),
  bonusDetails: lazy(() => import('./bonus-details-page').then((m) => ({ default: m.BonusDetailsPage }))),
  responsibleGaming: lazy(() => import('./responsible-gaming-page').then((m) => ({ default: m.ResponsibleGamingPage }))),
  depositv2: lazy(() => import('./deposit-page').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('./withdraw-page').then((m) => ({ default: m.WithdrawPage }))),
};
