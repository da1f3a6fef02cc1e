import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';
import { gamePagesQuery, type GameListFilter } from '../queries/catalog-queries';
import { useLanguage } from '../../../shared/i18n/use-language';
import { QueryState } from '../../../shared/query-state';
import { GameGrid } from './game-card';
import { useInfiniteScroll } from './use-infinite-scroll';

/** Pages of 20 games, the next page loading as the end of the list comes into view. */
export const GamePagesList = ({ filter }: { filter: GameListFilter }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const query = useInfiniteQuery(gamePagesQuery(code, filter));
  const games = query.data?.pages.flatMap((p) => p.games) ?? [];
  const sentinel = useInfiniteScroll(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, query.hasNextPage);

  return (
    <div className="flex flex-col gap-4">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={games.length === 0}
        onRetry={() => void query.refetch()}
        emptyText={t('site:noGames')}
      />
      {games.length > 0 ? <GameGrid games={games} /> : null}
      <div ref={sentinel} aria-hidden="true" className="h-px" data-testid="list-sentinel" />
      {query.isFetchingNextPage ? (
        <div className="flex justify-center py-4" role="status">
          <Spinner />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : null}
    </div>
  );
};
