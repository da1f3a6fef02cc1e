import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { GameGrid } from '../components/game-card';
import { recentPagesQuery } from '../api/games-api';
import { useInfiniteScroll } from '../components/use-infinite-scroll';

/** /recent: games the member launched, last played first, 20 at a time as the list scrolls. */
export const RecentPage = () => {
  const { t } = useTranslation('games');
  const { code } = useLanguage();
  const query = useInfiniteQuery(recentPagesQuery(code));
  const games = query.data?.pages.flatMap((p) => p.list) ?? [];
  const sentinel = useInfiniteScroll(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, query.hasNextPage);
  return (
    <div data-testid="recent-page">
      <PageTitle testId="page-title">{t('site:pageRecent')}</PageTitle>
      <QueryState isPending={query.isPending} error={query.error} isEmpty={games.length === 0} onRetry={() => void query.refetch()} emptyText={t('noRecent')} />
      {games.length > 0 ? <GameGrid games={games} /> : null}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {query.isFetchingNextPage ? (
        <div className="flex justify-center py-4" role="status">
          <Spinner />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : null}
    </div>
  );
};
