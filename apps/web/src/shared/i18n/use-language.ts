import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { readLanguageChoice, restoreLanguageChoice, saveLanguageChoice } from './language-storage';
import { languageForTag, tagForLanguage } from './language-table';
import { switchLanguage } from './switch-language';

/** The current language and the visitor's way to change it. */
export const useLanguage = () => {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const code = languageForTag(i18n.language);

  const change = useCallback(
    async (next: LanguageCode) => {
      const previous = languageForTag(i18n.language);
      if (next === previous) return;
      // Saved before the switch: the merchant-language check that runs as the switch re-renders the
      // page must already see this choice, or it narrows the page back to the start language.
      const before = readLanguageChoice(() => localStorage);
      saveLanguageChoice(() => localStorage, previous, next);
      try {
        await switchLanguage(i18n, tagForLanguage(next));
      } catch (error) {
        // A choice whose catalog could not be fetched is neither shown nor kept.
        restoreLanguageChoice(() => localStorage, before);
        throw error;
      }
      // Server texts (maintenance notes, error messages, later game names) follow Accept-Language.
      await queryClient.invalidateQueries();
    },
    [i18n, queryClient],
  );

  return { code, change };
};
