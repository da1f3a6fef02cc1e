import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Game } from './catalog/catalog-types';
import { useFavouriteIds, useFavouriteToggle } from '../queries/use-favourites';
import { useVendorNames } from '../queries/use-catalog';
import { usePlayGame } from './use-play-game';

/**
 * What every game card of a page shares: its texts, vendor names, the play actions and the favourite toggle. One
 * object per page, stable while the language stays, so memoised cards re-render only when their own
 * game or heart changes.
 */
export type GameCardActions = {
  t: TFunction<'games'>;
  play: (game: Game) => void;
  playDemo: (game: Game) => void;
  toggleFavourite: (game: Game, isFavourite: boolean) => void;
  /** The vendor's display name for a vendor code; empty (never the code) until the menus arrive. */
  vendorName: (vendorCode: string) => string;
};

type GameCards = { favouriteIds: ReadonlySet<number>; actions: GameCardActions };

const GameCardsContext = createContext<GameCards | null>(null);

/**
 * One favourites subscription, one favourite mutation and one launch handler for every card below
 * it (a page, or a grid on its own): a card then holds no hook of its own.
 */
export const GameCardsProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('games');
  const { play, playDemo } = usePlayGame();
  const toggleFavourite = useFavouriteToggle();
  const favouriteIds = useFavouriteIds();
  const vendorNames = useVendorNames();
  const vendorName = useCallback((vendorCode: string) => vendorNames.get(vendorCode) ?? '', [vendorNames]);
  const actions = useMemo(() => ({ t, play, playDemo, toggleFavourite, vendorName }), [t, play, playDemo, toggleFavourite, vendorName]);
  const value = useMemo(() => ({ favouriteIds, actions }), [favouriteIds, actions]);
  return <GameCardsContext value={value}>{children}</GameCardsContext>;
};

/** The nearest GameCardsProvider's favourites and actions; null outside one. */
export const useOptionalGameCards = (): GameCards | null => useContext(GameCardsContext);

export const useGameCards = (): GameCards => {
  const cards = useOptionalGameCards();
  if (!cards) throw new Error('useGameCards needs a GameCardsProvider above it');
  return cards;
};
