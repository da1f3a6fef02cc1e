import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/http/request';
import { settingsKeys } from './keys';

// The public site configuration carries the merchant currency; the merchant settings document
// itself is for admins and operators only, and finance needs the currency too.
const merchantCurrency = z.object({ merchant: z.object({ currency: z.string() }) });

/** The merchant's currency code for amounts whose contract carries none (payment method limits). */
export const useMerchantCurrency = (): string => {
  const query = useQuery({
    queryKey: settingsKeys.merchantCurrency,
    queryFn: ({ signal }) => apiRequest('/wps/system/permission', { schema: merchantCurrency, signal }),
    staleTime: 10 * 60_000,
  });
  return query.data?.merchant.currency ?? '';
};
