import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@gp/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePermission } from '../../system/queries/use-permission';
import { gameMenusQuery, vendorsQuery } from './catalog-queries';

/** Game categories and their vendors, in the current language. */
export const useGameMenus = () => {
  const { code } = useLanguage();
  return useQuery(gameMenusQuery(code));
};

/**
 * The vendors with games in one category's list, for its filter chips. Not the menus' vendors: the
 * menus also list the vendor the slots list leaves out.
 */
export const useListVendors = (gameType: GameCategory | undefined) => {
  const { code } = useLanguage();
  return useQuery({ ...vendorsQuery(code, gameType), enabled: Boolean(gameType) });
};

export const useSupportedLanguages = (): string[] => usePermission().data?.merchant.supportedLanguages ?? [];
