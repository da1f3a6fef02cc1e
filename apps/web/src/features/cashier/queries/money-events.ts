import type { QueryClient } from '@tanstack/react-query';
import { cashierKeys } from './keys';

/**
 * Call after any money event (a deposit, withdrawal, transfer, bet result, a new notice): every
 * balance, wallet, record and notice query refetches when shown, so no page needs a reload.
 */
export const invalidateMoney = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all(Object.values(cashierKeys.money).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
