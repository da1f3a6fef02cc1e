import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { gameTitle, type Game } from '../catalog/catalog-types';
import { useFavouriteToggle } from './use-favourites';

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </svg>
);

/** The favourite toggle over a game's picture: a pressed-state button, so it reads as a switch. */
export const FavouriteButton = ({ game, className }: { game: Game; className?: string }) => {
  const { t } = useTranslation('games');
  const { isFavourite, toggle } = useFavouriteToggle(game);
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t('favouriteGame', { name: gameTitle(game) })}
      title={isFavourite ? t('favouriteRemove') : t('favouriteAdd')}
      onClick={toggle}
      className={cx(
        'inline-flex size-9 items-center justify-center rounded-full bg-surface/85 shadow-sm backdrop-blur hover:bg-surface',
        isFavourite ? 'text-danger' : 'text-fg-muted hover:text-fg',
        className,
      )}
      data-testid="favourite-toggle"
    >
      <HeartIcon filled={isFavourite} />
    </button>
  );
};
