import { useQuery } from '@tanstack/react-query';
import { fetchMerchantCurrency } from '../api/site-config-api';
import { settingsKeys } from './keys';

/** The merchant's currency code for amounts whose contract carries none (payment method limits). */
export const useMerchantCurrency = (): string => {
  const query = useQuery({
    queryKey: settingsKeys.merchantCurrency,
    queryFn: ({ signal }) => fetchMerchantCurrency(signal),
    staleTime: 10 * 60_000,
  });
  return query.data ?? '';
};
