import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@gp/contracts';
import { saveLanguageChoice } from './language-storage';
import { languageForTag, tagForLanguage } from './language-table';
import { switchLanguage } from './switch-language';

/** The current language and the visitor's way to change it (SPEC.md section 4, "Popups and language"). */
export const useLanguage = () => {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const code = languageForTag(i18n.language);

  const change = useCallback(
    async (next: LanguageCode) => {
      const previous = languageForTag(i18n.language);
      if (next === previous) return;
      // The catalog first: a choice whose catalog could not be fetched is neither shown nor saved.
      await switchLanguage(i18n, tagForLanguage(next));
      saveLanguageChoice(() => localStorage, previous, next);
      // Server texts (maintenance notes, error messages, later game names) follow Accept-Language.
      await queryClient.invalidateQueries();
    },
    [i18n, queryClient],
  );

  return { code, change };
};
