import { countryDialingCodes } from './country-codes.data';

/**
 * Where a code shared by several regions most likely places a member: the region with most
 * subscribers of that code (the rest, such as Canada under +1, are set by staff when it matters).
 */
const primaryOfShared: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '64': 'NZ',
  '212': 'MA',
  '262': 'RE',
  '358': 'FI',
  '500': 'FK',
  '590': 'GP',
  '599': 'CW',
  '672': 'NF',
};

const byCode = new Map<string, string[]>();
for (const [country, dialing] of countryDialingCodes) byCode.set(dialing, [...(byCode.get(dialing) ?? []), country]);

/** The ISO 3166-1 alpha-2 country of an international dialing code (digits only), or null when unknown. */
export const countryOfDialingCode = (dialing: string): string | null => {
  const countries = byCode.get(dialing.replace(/^\+/u, ''));
  if (!countries) return null;
  if (countries.length === 1) return countries[0] ?? null;
  return primaryOfShared[dialing] ?? null;
};
