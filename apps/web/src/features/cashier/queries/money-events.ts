import type { QueryClient } from '@tanstack/react-query';
import { memberKey } from '../../account/queries/member-queries';

/**
 * Query-key roots of everything that shows the member's money. Each query that displays money
 * starts its key with one of these (followed by anything, usually the session token), so one
 * invalidation reaches every copy on screen.
 */
export const moneyKeys = {
  balance: [...memberKey, 'balance'],
  consolidatedFunds: [...memberKey, 'funds'],
  vendorWallets: [...memberKey, 'vendorWallets'],
  records: [...memberKey, 'records'],
  notices: [...memberKey, 'notices'],
} as const;

/**
 * Call after any money event (a deposit, withdrawal, transfer, bet result, a new notice): every
 * balance, wallet, record and notice query refetches when shown, so no page needs a reload.
 */
export const invalidateMoney = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all(Object.values(moneyKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
