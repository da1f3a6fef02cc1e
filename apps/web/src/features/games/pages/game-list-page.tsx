import { useCallback, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { useListVendors } from '../queries/use-catalog';
import { categoryLabel } from '../components/nav-labels';
import { GamePagesList } from '../components/game-pages-list';
import { GameSearch } from '../components/game-search';
import { categoryByPath } from '../components/categories';
import { LiveDealers } from '../components/live/live-dealers';
import { PageTitle } from '../../../shared/page-title';

const chipClass = 'inline-flex min-h-9 items-center rounded-full border px-3 text-sm no-underline';

/**
 * /live /fish /rng /pvp /bgs: vendor chips (query `vassalage`), a catalog search and the games; the
 * live casino shows its dealers above its games.
 */
export const GameListPage = () => {
  const { t } = useTranslation();
  const location = useRouterState({ select: (s) => s.location });
  const category = categoryByPath(location.pathname);
  const vassalage = (location.search as { vassalage?: string }).vassalage;
  const [keyword, setKeyword] = useState('');
  const onSearch = useCallback((value: string) => setKeyword(value), []);
  const vendors = useListVendors(category?.gameType).data ?? [];
  if (!category) return null;

  const chip = (active: boolean) => cx(chipClass, active ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-muted');

  return (
    <div data-testid="game-list-page" data-category={category.gameType}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{categoryLabel(t, category.gameType)}</PageTitle>
        <GameSearch onSearch={onSearch} />
      </div>
      {keyword ? (
        <section aria-label={t('site:searchResults')} data-testid="search-results">
          <h2 className="mb-3 text-lg font-semibold">{t('site:searchResultsFor', { keyword })}</h2>
          <GamePagesList filter={{ keyword }} />
        </section>
      ) : (
        <>
          <nav aria-label={t('site:vendors')} className="mb-4">
            <ul className="flex flex-wrap gap-2" data-testid="vendor-chips">
              <li>
                <Link to={location.pathname} search={{}} className={chip(!vassalage)} aria-current={!vassalage ? 'true' : undefined}>
                  {t('site:allVendors')}
                </Link>
              </li>
              {vendors.map((v) => (
                <li key={v.vassalage}>
                  <Link
                    to={location.pathname}
                    search={{ vassalage: v.vassalage }}
                    className={chip(vassalage === v.vassalage)}
                    aria-current={vassalage === v.vassalage ? 'true' : undefined}
                    data-testid={`vendor-chip-${v.vassalage}`}
                  >
                    {v.displayName}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {category.gameType === 'LIVE' ? <LiveDealers vendor={vassalage} /> : null}
          <GamePagesList filter={{ gameType: category.gameType, vassalage }} />
        </>
      )}
    </div>
  );
};
