import type { TFunction } from 'i18next';

/**
 * The contract schemas carry a few English messages of their own (zod lets those win over our error
 * map). We translate the ones we know; anything else shows as it came.
 */
const keyByMessage: Record<string, string> = {
  'ISO 4217 code, three capital letters': 'validation.currencyCode',
  'must be one of the supported languages': 'validation.defaultLanguageSupported',
  'must not repeat a language': 'validation.languagesUnique',
  'must differ from the agent type codes': 'validation.trialDiffersFromAgent',
  'a scheduled window needs a start and an end': 'validation.scheduleNeedsWindow',
  'must be after the start': 'validation.endAfterStart',
  'an IP address or CIDR range': 'validation.ipOrCidr',
  'ISO 3166 alpha-2 code': 'validation.countryCode',
  'six digits': 'validation.sixDigits',
  'not a valid regular expression': 'validation.regex',
  'must not be less than the minimum length': 'validation.maxBelowMin',
  'a required field must be enabled': 'validation.requiredNeedsEnabled',
  'username and password are always required': 'validation.coreFieldsRequired',
  'capital letters, digits and _': 'validation.vendorCode',
  'lower-case letters, digits and dashes': 'validation.providerId',
  'provider ids must differ': 'validation.providerIdsUnique',
  'must not be below minAmount': 'validation.maxBelowMinAmount',
  'must not be zero': 'validation.nonZero',
};

export const translateKnownMessage = (t: TFunction, message: string): string => {
  const key = keyByMessage[message];
  return key ? t(key) : message;
};
