import type { TFunction } from 'i18next';
import { cx } from '@gp/ui';

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </svg>
);

type FavouriteButtonProps = { title: string; isFavourite: boolean; onToggle: () => void; t: TFunction<'games'>; className?: string };

/**
 * The favourite toggle over a game's picture: a pressed-state button, so it reads as a switch. It
 * only shows the state and reports the click; the grid owns the list and the mutation (game-cards.tsx).
 */
export const FavouriteButton = ({ title, isFavourite, onToggle, t, className }: FavouriteButtonProps) => (
  <button
    type="button"
    aria-pressed={isFavourite}
    aria-label={t('favouriteGame', { name: title })}
    title={isFavourite ? t('favouriteRemove') : t('favouriteAdd')}
    onClick={onToggle}
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
