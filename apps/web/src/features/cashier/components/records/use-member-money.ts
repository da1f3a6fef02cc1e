import { useQuery } from '@tanstack/react-query';
import { balanceQuery } from '../../../account/queries/member-queries';
import { useMoneyText } from '../deposit/money-text';

/** Formats minor units in the member's currency (read from the balance the header already fetched). */
export const useMemberMoney = (token: string | null) => {
  const balance = useQuery(balanceQuery(token));
  return useMoneyText(balance.data?.currency ?? 'INR', balance.data?.currencySymbol ?? '');
};
