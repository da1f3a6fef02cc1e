import { z } from 'zod';
import { typedApi } from '../../../shared/http/typed-api';

// The public site configuration carries the merchant currency; the merchant settings document
// itself is for admins and operators only, and finance needs the currency too.
const merchantCurrency = z.object({ merchant: z.object({ currency: z.string() }) });

/** The merchant's currency code, from the public site configuration. */
export const fetchMerchantCurrency = async (signal?: AbortSignal): Promise<string> => {
  const config = await typedApi.get('/wps/system/permission', { signal, parse: (v) => merchantCurrency.parse(v) });
  return config.merchant.currency;
};
