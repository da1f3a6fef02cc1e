import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { usePermission } from '../system/use-permission';
import { gameMenusQuery } from './catalog-queries';

/** Game categories and their vendors, in the current language. */
export const useGameMenus = () => {
  const { code } = useLanguage();
  return useQuery(gameMenusQuery(code));
};

export const useSupportedLanguages = (): string[] => usePermission().data?.merchant.supportedLanguages ?? [];
