import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useGameMenus } from '../queries/use-catalog';
import { gamesQuery } from '../queries/catalog-queries';
import { categoryLabel } from '../components/nav-labels';
import { categoryByPath } from '../components/categories';
import { usePlayGame } from '../components/use-play-game';
import type { Game } from '../components/catalog/catalog-types';
import { FallbackImage } from '../../../shared/fallback-image';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

/** A category of vendor cards lists one entry game per vendor (its lobby); enough for every vendor. */
const entryGamesPageSize = 100;

const actionClass = 'inline-flex min-h-9 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors';

/**
 * /sports /esports /lott /elott /cockfight: the category's vendors as cards. A vendor of these
 * categories is one product (a sportsbook, a lottery lobby), so its card opens the vendor's entry
 * game: real money, or fun money.
 */
export const GameCentrePage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const category = categoryByPath(pathname);
  const menus = useGameMenus();
  const games = useQuery({ ...gamesQuery(code, { gameType: category?.gameType }, entryGamesPageSize), enabled: Boolean(category) });
  const { play, playDemo } = usePlayGame();
  const entryGames = useMemo(() => {
    const first = new Map<string, Game>();
    for (const game of games.data ?? []) if (!first.has(game.vassalage)) first.set(game.vassalage, game);
    return first;
  }, [games.data]);
  const vendors = menus.data?.find((m) => m.gameType === category?.gameType)?.vendors ?? [];
  if (!category) return null;

  return (
    <div data-testid="game-centre-page" data-category={category.gameType}>
      <PageTitle>{categoryLabel(t, category.gameType)}</PageTitle>
      <QueryState
        isPending={menus.isPending}
        error={menus.error ?? games.error}
        isEmpty={vendors.length === 0}
        onRetry={() => void Promise.all([menus.refetch(), games.refetch()])}
        emptyText={t('site:noVendors')}
      />
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3" data-testid="vendor-cards">
        {vendors.map((v, index) => {
          const entry = entryGames.get(v.vassalage);
          return (
            <li
              key={v.vassalage}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3"
              data-testid="vendor-card"
              data-vendor={v.vassalage}
            >
              <FallbackImage src={v.logoUrl} width={64} height={64} eager={index < 6} className="size-16 shrink-0 rounded-md bg-muted object-cover" alt="" />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <h2 className="truncate font-semibold">{v.displayName}</h2>
                {entry ? (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={`${actionClass} border-transparent bg-primary text-primary-fg hover:bg-primary-hover`}
                      onClick={() => play(entry)}
                      aria-label={t('games:playGame', { name: v.displayName })}
                      data-testid="vendor-play"
                    >
                      {t('games:play')}
                    </button>
                    <button
                      type="button"
                      className={`${actionClass} border-border-strong bg-surface text-fg hover:bg-muted`}
                      onClick={() => playDemo(entry)}
                      aria-label={t('games:playDemoGame', { name: v.displayName })}
                      data-testid="vendor-play-demo"
                    >
                      {t('games:playDemo')}
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
