import { regionSettings, type RegionSettings } from '@gp/contracts';
import { z } from 'zod';
import { compactText } from '../../../../shared/forms/compact-text';
import { linesToList, listToLines, splitList } from '../../../../shared/forms/text-lists';

/** Lists are edited as text: countries separated by commas or spaces, IP ranges one per line. */
export const regionFormSchema = z
  .object({
    blockedCountries: z.string(),
    blockedIpRanges: z.string(),
    allowedIpRanges: z.string(),
    message: z.record(z.string(), z.string()),
  })
  .transform((form) => ({
    blockedCountries: [...new Set(splitList(form.blockedCountries).map((c) => c.toUpperCase()))],
    blockedIpRanges: linesToList(form.blockedIpRanges),
    allowedIpRanges: linesToList(form.allowedIpRanges),
    message: compactText(form.message),
  }))
  .pipe(regionSettings);

export type RegionFormValues = z.input<typeof regionFormSchema>;

export const toRegionForm = (value: RegionSettings, message: Record<string, string>): RegionFormValues => ({
  blockedCountries: value.blockedCountries.join(', '),
  blockedIpRanges: listToLines(value.blockedIpRanges),
  allowedIpRanges: listToLines(value.allowedIpRanges),
  message,
});
