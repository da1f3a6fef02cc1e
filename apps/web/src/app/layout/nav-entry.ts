import type { TFunction } from 'i18next';
import type { NavEntry } from '../../features/games/components/categories';
import { categoryLabel } from '../../features/games/components/nav-labels';

/** The look of a top-level navigation item (link or button). */
export const navItemClass = 'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium text-fg no-underline hover:bg-muted';

/** A stable id of a navigation entry, used in keys and test ids. */
export const navEntryId = (entry: NavEntry): string => (entry.kind === 'category' ? entry.category.gameType : entry.kind === 'bingo' ? 'bingo' : entry.id);

export const navEntryPath = (entry: NavEntry): string => (entry.kind === 'category' ? entry.category.path : entry.path);

/** The entry's label in the interface language. */
export const navEntryLabel = (t: TFunction, entry: NavEntry): string => {
  if (entry.kind === 'category') return categoryLabel(t, entry.category.gameType);
  if (entry.kind === 'bingo') return t('site:navBingo');
  if (entry.id === 'home') return t('site:navHome');
  return entry.id === 'hot' ? t('site:navHot') : t('site:navPromotions');
};
