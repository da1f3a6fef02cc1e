import { useTranslation } from 'react-i18next';
import { gameIcon, gameTitle, type Game } from '../catalog/catalog-types';
import { FallbackImage } from '../shared/fallback-image';

/**
 * A game's picture and name. No play action yet: launching arrives with the games issue, and a
 * button that pretends to start a game would be worse than none. The badge says so.
 */
export const GameCard = ({ game, eager = false }: { game: Game; eager?: boolean }) => {
  const { t } = useTranslation();
  const title = gameTitle(game);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface" data-testid="game-card">
      <FallbackImage src={gameIcon(game)} width={160} height={160} eager={eager} className="aspect-square h-auto w-full bg-muted object-cover" alt="" />
      <div className="flex flex-col gap-0.5 p-2">
        <h3 className="truncate text-sm font-medium" title={title}>
          {title}
        </h3>
        <p className="truncate text-xs text-fg-muted">
          {game.vassalage} · {t('site:playSoon')}
        </p>
      </div>
    </article>
  );
};

export const GameGrid = ({ games }: { games: readonly Game[] }) => (
  <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4 xl:grid-cols-6" data-testid="game-grid">
    {games.map((game, index) => (
      <li key={`${game.vassalage}-${game.nodeId}`}>
        <GameCard game={game} eager={index < 6} />
      </li>
    ))}
  </ul>
);
