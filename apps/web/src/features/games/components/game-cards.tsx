import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Game } from './catalog/catalog-types';
import { useFavouriteIds, useFavouriteToggle } from '../queries/use-favourites';
import { useVendorNames } from '../queries/use-catalog';
import { usePlayGame } from './use-play-game';
import { CardRoomsDialog } from './rooms/card-rooms-dialog';

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
  /** Opens the room list of a card room (PVP) game. */
  showRooms: (game: Game) => void;
  /** The vendor's display name for a vendor code; empty (never the code) until the menus arrive. */
  vendorName: (vendorCode: string) => string;
};

type GameCards = { favouriteIds: ReadonlySet<number>; actions: GameCardActions };

const GameCardsContext = createContext<GameCards | null>(null);

/**
 * One favourites subscription, one favourite mutation, one launch handler and one room list dialog
 * for every card below it (a page, or a grid on its own): a card then holds no hook of its own.
 */
export const GameCardsProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('games');
  const { play, playDemo } = usePlayGame();
  const toggleFavourite = useFavouriteToggle();
  const favouriteIds = useFavouriteIds();
  const vendorNames = useVendorNames();
  const vendorName = useCallback((vendorCode: string) => vendorNames.get(vendorCode) ?? '', [vendorNames]);
  // The dialog stays mounted once opened, so closing it can hand focus back to the card's button.
  const [rooms, setRooms] = useState<{ game: Game; open: boolean } | null>(null);
  const showRooms = useCallback((game: Game) => setRooms({ game, open: true }), []);
  const roomsOpenChange = useCallback((open: boolean) => setRooms((current) => (current ? { ...current, open } : null)), []);
  const actions = useMemo(() => ({ t, play, playDemo, toggleFavourite, showRooms, vendorName }), [t, play, playDemo, toggleFavourite, showRooms, vendorName]);
  const value = useMemo(() => ({ favouriteIds, actions }), [favouriteIds, actions]);
  return (
    <GameCardsContext value={value}>
      {children}
      {rooms ? <CardRoomsDialog game={rooms.game} open={rooms.open} onOpenChange={roomsOpenChange} play={play} playDemo={playDemo} /> : null}
    </GameCardsContext>
  );
};

/** The nearest GameCardsProvider's favourites and actions; null outside one. */
export const useOptionalGameCards = (): GameCards | null => useContext(GameCardsContext);

export const useGameCards = (): GameCards => {
  const cards = useOptionalGameCards();
  if (!cards) throw new Error('useGameCards needs a GameCardsProvider above it');
  return cards;
};
