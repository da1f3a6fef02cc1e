import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../queries/use-catalog';
import { categoryLabel } from '../components/nav-labels';
import { categoryByPath } from '../components/categories';
import { FallbackImage } from '../../../shared/fallback-image';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

/** /sports /esports /lott /elott /cockfight: the category's vendors (entering one is the games issue). */
export const GameCentrePage = () => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const category = categoryByPath(pathname);
  const menus = useGameMenus();
  const vendors = menus.data?.find((m) => m.gameType === category?.gameType)?.vendors ?? [];
  if (!category) return null;

  return (
    <div data-testid="game-centre-page" data-category={category.gameType}>
      <PageTitle>{categoryLabel(t, category.gameType)}</PageTitle>
      <QueryState
        isPending={menus.isPending}
        error={menus.error}
        isEmpty={vendors.length === 0}
        onRetry={() => void menus.refetch()}
        emptyText={t('site:noVendors')}
      />
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3" data-testid="vendor-cards">
        {vendors.map((v, index) => (
          <li key={v.vassalage} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3" data-testid="vendor-card">
            <FallbackImage src={v.logoUrl} width={64} height={64} eager={index < 6} className="size-16 shrink-0 rounded-md bg-muted object-cover" alt="" />
            <div className="min-w-0">
              <h2 className="truncate font-semibold">{v.displayName}</h2>
              <p className="text-sm text-fg-muted">{t('site:playSoon')}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};
