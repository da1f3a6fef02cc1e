import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@gp/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { usePermission } from '../../system/queries/use-permission';
import { gameEntryQuery, gameMenusQuery, vendorsQuery } from './catalog-queries';

/** Game categories and their vendors, in the current language. */
export const useGameMenus = () => {
  const { code } = useLanguage();
  return useQuery(gameMenusQuery(code));
};

const noVendorNames: ReadonlyMap<string, string> = new Map();

/**
 * Vendor display names by code ("PIXELMINT" -> "Pixel Mint") in the current language, from the menus
 * every page loads: a visitor sees a vendor's name, never its code. Empty until the menus arrive.
 */
export const useVendorNames = (): ReadonlyMap<string, string> => {
  const menus = useGameMenus().data;
  return useMemo(() => (menus ? new Map(menus.flatMap((m) => m.vendors.map((v) => [v.vassalage, v.displayName] as const))) : noVendorNames), [menus]);
};

/** The catalog entry of the game a game page shows (its name in the current language). */
export const useGameEntry = (vendor: string, gameCode: string) => {
  const { code } = useLanguage();
  return useQuery(gameEntryQuery(code, vendor, gameCode));
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
