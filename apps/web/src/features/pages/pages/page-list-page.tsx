import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { Paginator } from '../../content/components/paginator';
import { useGameTabTitle } from '../../games/components/use-game-tab-title';
import { contentPageListQuery } from '../api/content-pages-api';
import { PageCard } from '../components/page-card';
import { pageTitleKeys } from '../components/page-paths';

/** /blog and /news: cards (title, summary, date) of the published entries, newest first, 9 a page. */
const PageList = ({ kind }: { kind: 'blog' | 'news' }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(contentPageListQuery(code, kind, pageNo));
  const title = t(pageTitleKeys[kind]);
  useGameTabTitle(title);
  const cards = list.data?.list ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid={`content-page-list-${kind}`}>
      <PageTitle>{title}</PageTitle>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={cards.length === 0}
        emptyText={t('site:pagesEmpty')}
        onRetry={() => void list.refetch()}
      />
      {cards.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <PageCard key={card.id} card={card} />
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Paginator
          page={pageNo}
          totalPages={list.data.totalPages}
          onPage={(page) => {
            setPageNo(page);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
};

export const BlogPage = () => <PageList kind="blog" />;
export const NewsPage = () => <PageList kind="news" />;
