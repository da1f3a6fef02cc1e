import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotGamesQuery } from '../queries/catalog-queries';
import { GameGrid } from '../components/game-card';
import { GamePagesList } from '../components/game-pages-list';
import { GameSearch } from '../components/game-search';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

export const HotPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const hot = useQuery(hotGamesQuery(code));
  const [keyword, setKeyword] = useState('');
  const onSearch = useCallback((value: string) => setKeyword(value), []);
  const games = hot.data ?? [];
  return (
    <div data-testid="hot-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('site:navHot')}</PageTitle>
        <GameSearch onSearch={onSearch} />
      </div>
      {keyword ? (
        <section aria-label={t('site:searchResults')} data-testid="search-results">
          <h2 className="mb-3 text-lg font-semibold">{t('site:searchResultsFor', { keyword })}</h2>
          <GamePagesList filter={{ keyword }} />
        </section>
      ) : (
        <>
          <QueryState
            isPending={hot.isPending}
            error={hot.error}
            isEmpty={games.length === 0}
            onRetry={() => void hot.refetch()}
            emptyText={t('site:noGames')}
          />
          {games.length > 0 ? <GameGrid games={games} /> : null}
        </>
      )}
    </div>
  );
};
