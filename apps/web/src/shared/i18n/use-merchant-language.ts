import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@gp/contracts';
import { chooseLanguage } from './choose-language';
import { readSavedLanguage } from './language-storage';
import { tagForLanguage } from './language-table';
import { switchLanguage } from './switch-language';

/**
 * Narrows the start-up language to the merchant's list once it is known. The result is not saved:
 * only a visitor's own choice goes to localStorage, so a device change still applies next time.
 */
export const useMerchantLanguage = (merchant: Permission['merchant'] | undefined): void => {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!merchant) return;
    const code = chooseLanguage({
      saved: readSavedLanguage(() => localStorage),
      device: navigator.languages,
      supported: merchant.supportedLanguages,
      merchantDefault: merchant.defaultLanguage,
    });
    const tag = tagForLanguage(code);
    if (tag === i18n.language) return;
    // A failed catalog fetch keeps the start language; the merchant's list is only a narrowing.
    switchLanguage(i18n, tag).then(
      () => queryClient.invalidateQueries(),
      () => undefined,
    );
  }, [merchant, i18n, queryClient]);
};
