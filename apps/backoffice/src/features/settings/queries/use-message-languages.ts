import { languageByCode, type LanguageCode } from '@gp/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './settings-query';

/** English, Hindi and Chinese always get a field: the product's three core languages. */
const coreLanguages: LanguageCode[] = ['EN', 'HI', 'CN'];

/**
 * Languages a player-facing message should be written in: the core ones, then the merchant's
 * supported languages. If the merchant settings cannot be read, the core ones still work.
 */
export const useMessageLanguages = () => {
  const merchant = useQuery(settingsQuery('merchant'));
  const supported = merchant.data?.value.supportedLanguages ?? [];
  const codes = [...new Set<LanguageCode>([...coreLanguages, ...supported])];
  return {
    ready: !merchant.isPending,
    languages: codes.map((code) => languageByCode(code)),
  };
};
