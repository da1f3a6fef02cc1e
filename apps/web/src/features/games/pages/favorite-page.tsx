import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { GameGrid } from '../components/game-card';
import { useFavourites } from '../queries/use-favourites';

/** /favorite: the member's favourite games (the whole list, page size 999), newest first. */
export const FavoritePage = () => {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const games = favourites.data?.content ?? [];
  return (
    <div data-testid="favorite-page">
      <PageTitle testId="page-title">{t('site:pageFavorite')}</PageTitle>
      <QueryState
        isPending={favourites.isPending}
        error={favourites.error}
        isEmpty={games.length === 0}
        onRetry={() => void favourites.refetch()}
        emptyText={t('noFavourites')}
      />
      {games.length > 0 ? <GameGrid games={games} /> : null}
    </div>
  );
};
