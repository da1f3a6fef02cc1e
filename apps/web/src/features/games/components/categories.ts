import { largeMenuVendorCount, type GameCategory } from '@gp/contracts';
import type { GameMenu } from './catalog/catalog-types';

type CategoryPath = '/live' | '/fish' | '/rng' | '/pvp' | '/bgs' | '/sports' | '/esports' | '/lott' | '/elott' | '/cockfight';

/** A game category of the site: its catalog gameType and the page that lists it. */
export type Category = { gameType: GameCategory; path: CategoryPath; kind: 'list' | 'centre' };

/** The base order (bgs is the INHOUSE/BGS category), before orderCategories moves some. */
const categories: readonly Category[] = [
  { gameType: 'ELOTT', path: '/elott', kind: 'centre' },
  { gameType: 'BGS', path: '/bgs', kind: 'list' },
  { gameType: 'LOTT', path: '/lott', kind: 'centre' },
  { gameType: 'LIVE', path: '/live', kind: 'list' },
  { gameType: 'SPORTS', path: '/sports', kind: 'centre' },
  { gameType: 'FISH', path: '/fish', kind: 'list' },
  { gameType: 'RNG', path: '/rng', kind: 'list' },
  { gameType: 'PVP', path: '/pvp', kind: 'list' },
  { gameType: 'ESPORTS', path: '/esports', kind: 'centre' },
  { gameType: 'COCKFIGHT', path: '/cockfight', kind: 'centre' },
];

export const categoryByPath = (path: string): Category | undefined => categories.find((c) => c.path === path);
export const categoryByType = (gameType: string): Category | undefined => categories.find((c) => c.gameType === gameType);

/** Moves `moved` (in that order) right after `anchor`, when the anchor is present. */
const placeAfter = (order: string[], anchor: string, moved: string[]): string[] => {
  if (!order.includes(anchor)) return order;
  const present = moved.filter((m) => order.includes(m));
  const rest = order.filter((m) => !present.includes(m));
  const at = rest.indexOf(anchor) + 1;
  return [...rest.slice(0, at), ...present, ...rest.slice(at)];
};

/** ESPORTS and COCKFIGHT after SPORTS, INHOUSE (BGS) after RNG. */
export const orderCategories = (gameTypes: readonly string[]): string[] =>
  placeAfter(placeAfter([...gameTypes], 'SPORTS', ['ESPORTS', 'COCKFIGHT']), 'RNG', ['BGS']);

/** Above this many vendors a category's drop menu uses the large layout. */
const largeMenuThreshold = largeMenuVendorCount;
export const usesLargeMenu = (vendorCount: number): boolean => vendorCount > largeMenuThreshold;

export type NavEntry =
  | { kind: 'fixed'; id: 'home' | 'hot' | 'promotions'; path: string }
  | { kind: 'category'; category: Category; vendors: GameMenu['vendors']; large: boolean }
  | { kind: 'bingo'; path: string };

/**
 * The top navigation: home, hot and promotions always; a category only when it has a vendor;
 * bingo only when the merchant supports language TY.
 */
export const navEntries = (menus: readonly GameMenu[], supportedLanguages: readonly string[]): NavEntry[] => {
  const withVendors = new Map<string, GameMenu['vendors']>(menus.filter((m) => m.vendors.length > 0).map((m) => [m.gameType, m.vendors]));
  const ordered = orderCategories(categories.map((c) => c.gameType)).filter((type) => withVendors.has(type));
  const entries: NavEntry[] = [
    { kind: 'fixed', id: 'home', path: '/' },
    { kind: 'fixed', id: 'hot', path: '/hot' },
    { kind: 'fixed', id: 'promotions', path: '/promotions' },
  ];
  for (const type of ordered) {
    const category = categoryByType(type);
    const vendors = withVendors.get(type) ?? [];
    if (category) entries.push({ kind: 'category', category, vendors, large: usesLargeMenu(vendors.length) });
  }
  if (supportedLanguages.includes('TY')) entries.push({ kind: 'bingo', path: '/lott' });
  return entries;
};

/** Home category rows: ESPORTS is hidden on home. */
export const homeRowTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const satisfies readonly GameCategory[];
