import { languageCodes, merchantSettings, type MerchantSettings } from '@gp/contracts';
import { z } from 'zod';
import { splitList, toNumber } from '../../../../shared/forms/text-lists';

/** Numbers are typed as text (a comma list for agent types) and converted before the contract checks them. */
export const merchantFormSchema = z
  .object({
    platformCode: z.string(),
    merchantCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    lotteryType: z.string(),
    defaultLanguage: z.string(),
    supportedLanguages: z.array(z.string()),
    agentTypeCodes: z.string(),
    trialTypeCode: z.string(),
  })
  .transform((form) => ({
    platformCode: form.platformCode.trim(),
    merchantCode: form.merchantCode.trim(),
    currency: form.currency.trim().toUpperCase(),
    currencySymbol: form.currencySymbol.trim(),
    lotteryType: form.lotteryType.trim(),
    defaultLanguage: form.defaultLanguage,
    supportedLanguages: form.supportedLanguages,
    agentTypeCodes: splitList(form.agentTypeCodes).map(toNumber),
    trialTypeCode: toNumber(form.trialTypeCode),
  }))
  .pipe(merchantSettings);

export type MerchantFormValues = z.input<typeof merchantFormSchema>;

// Checkboxes report in list order; sorting the stored list the same way keeps an untouched form pristine.
const inListOrder = (codes: readonly string[]) => languageCodes.filter((code) => codes.includes(code));

export const toMerchantForm = (value: MerchantSettings): MerchantFormValues => ({
  platformCode: value.platformCode,
  merchantCode: value.merchantCode,
  currency: value.currency,
  currencySymbol: value.currencySymbol,
  lotteryType: value.lotteryType,
  defaultLanguage: value.defaultLanguage,
  supportedLanguages: inListOrder(value.supportedLanguages),
  agentTypeCodes: value.agentTypeCodes.join(', '),
  trialTypeCode: String(value.trialTypeCode),
});
