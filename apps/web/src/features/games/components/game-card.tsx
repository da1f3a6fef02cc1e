import { memo, type ReactNode } from 'react';
import { gameIcon, gameTitle, type Game } from './catalog/catalog-types';
import { FallbackImage } from '../../../shared/fallback-image';
import { FavouriteButton } from './favourite-button';
import { GameCardsProvider, useGameCards, useOptionalGameCards, type GameCardActions } from './game-cards';

const actionClass = 'inline-flex min-h-8 flex-1 items-center justify-center rounded-md border px-2 text-xs font-medium transition-colors';

type GameCardProps = { game: Game; isFavourite: boolean; actions: GameCardActions; eager?: boolean };

/**
 * A game's picture and name with its actions: the picture and "Play" start a real-money game (a
 * visitor gets the login popup, a trial member the "real account" dialog), "Fun" opens fun-money
 * play for everyone, "Rooms" (card room games) lists the game's rooms, and the heart keeps it among
 * the favourites.
 *
 * A page shows a hundred of these, so a card holds no hook: the favourite state, the texts and the
 * handlers come from the page's GameCardsProvider as props, and the card is memoised on them (the
 * game objects keep their identity across refetches through the query cache's structural sharing).
 */
export const GameCard = memo(({ game, isFavourite, actions, eager = false }: GameCardProps) => {
  const { t, play, playDemo, toggleFavourite, showRooms, vendorName } = actions;
  const title = gameTitle(game);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface" data-testid="game-card" data-node-id={game.nodeId}>
      <div className="relative">
        <button type="button" className="block w-full" onClick={() => play(game)} aria-label={t('playGame', { name: title })} tabIndex={-1}>
          <FallbackImage src={gameIcon(game)} width={160} height={160} eager={eager} className="aspect-square h-auto w-full bg-muted object-cover" alt="" />
        </button>
        <FavouriteButton
          title={title}
          isFavourite={isFavourite}
          onToggle={() => toggleFavourite(game, isFavourite)}
          t={t}
          className="absolute top-1.5 end-1.5"
        />
        {game.maintenance ? (
          <span className="absolute bottom-1.5 start-1.5 rounded bg-warning px-1.5 py-0.5 text-xs font-medium text-bg" data-testid="game-maintenance">
            {t('maintenanceBadge')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5 p-2">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-medium" title={title}>
            {title}
          </h3>
          <p className="min-h-4 truncate text-xs text-fg-muted" data-testid="game-vendor">
            {vendorName(game.vassalage)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={`${actionClass} border-transparent bg-primary text-primary-fg hover:bg-primary-hover`}
            onClick={() => play(game)}
            aria-label={t('playGame', { name: title })}
            data-testid="game-play"
          >
            {t('play')}
          </button>
          <button
            type="button"
            className={`${actionClass} border-border-strong bg-surface text-fg hover:bg-muted`}
            onClick={() => playDemo(game)}
            aria-label={t('playDemoGame', { name: title })}
            data-testid="game-play-demo"
          >
            {t('playDemo')}
          </button>
          {game.gameType === 'PVP' ? (
            <button
              type="button"
              className={`${actionClass} border-border-strong bg-surface text-fg hover:bg-muted`}
              onClick={() => showRooms(game)}
              aria-label={t('roomsOf', { name: title })}
              aria-haspopup="dialog"
              data-testid="game-rooms"
            >
              {t('rooms')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
GameCard.displayName = 'GameCard';

const GameGridList = ({ games }: { games: readonly Game[] }) => {
  const { favouriteIds, actions } = useGameCards();
  return (
    <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4 xl:grid-cols-6" data-testid="game-grid">
      {games.map((game, index) => (
        <li key={`${game.vassalage}-${game.nodeId}`}>
          <GameCard game={game} isFavourite={favouriteIds.has(game.nodeId)} actions={actions} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
};

/** Cards of a grid with the page's GameCardsProvider, or one of its own when the page has none. */
const WithGameCards = ({ children }: { children: ReactNode }) => (useOptionalGameCards() ? children : <GameCardsProvider>{children}</GameCardsProvider>);

export const GameGrid = ({ games }: { games: readonly Game[] }) => (
  <WithGameCards>
    <GameGridList games={games} />
  </WithGameCards>
);
