// eslint-disable-next-line @typescript-eslint/no-unused-vars -- used by the entries below as pages arrive
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The member-centre pages the cashier owns, each loaded on first open so the first route does not
 * carry them. One line per page; the member page renders the entry for `?page=`.
 */
export const cashierPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  // transferFund: lazy(() => import('./balances/transfer-fund-page').then((m) => ({ default: m.TransferFundPage }))),
};
