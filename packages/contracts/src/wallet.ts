import { z } from 'zod';

/** `/wps/v2/wallets/balance`: the main wallet in minor units; the UI formats it (DESIGN.md section 4). */
export const walletBalance = z.object({
  balance: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalance>;
