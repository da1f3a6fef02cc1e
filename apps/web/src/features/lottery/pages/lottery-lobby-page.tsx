import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { lotteryMenuQuery, lotteryRecentQuery, type LotteryPrizeMode } from '../api/lottery-api';
import { BettingScreen } from '../components/betting/betting-screen';
import { useNow } from '../components/lobby/countdown';
import { LotteryGameCard, type LobbyPath } from '../components/lobby/lottery-game-card';
import { MyLotteryBets } from '../components/lobby/my-lottery-bets';
import { groupName } from '../components/lobby/names';

/** Each lobby path and the prize mode it lists; the lower-case aliases open the same lobby. */
const lobbies: Record<string, { path: LobbyPath; mode: LotteryPrizeMode | null; title: string }> = {
  '/lottery': { path: '/lottery', mode: null, title: 'lobbyAll' },
  '/lottert': { path: '/lottery', mode: null, title: 'lobbyAll' },
  '/vnLottery': { path: '/vnLottery', mode: 'lott', title: 'lobbyVn' },
  '/vnlottery': { path: '/vnLottery', mode: 'lott', title: 'lobbyVn' },
  '/seaLottery': { path: '/seaLottery', mode: 'sea', title: 'lobbySea' },
  '/sealottery': { path: '/seaLottery', mode: 'sea', title: 'lobbySea' },
};

const tabClass = (active: boolean) =>
  cx(
    'inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong bg-surface hover:bg-muted',
  );

const Lobby = ({ path, mode, title }: { path: LobbyPath; mode: LotteryPrizeMode | null; title: string }) => {
  const { t } = useTranslation('lottery');
  const token = useSessionToken();
  const menu = useQuery(lotteryMenuQuery(mode));
  const recent = useQuery(lotteryRecentQuery(token));
  const now = useNow();
  const groups = (menu.data?.gameMenus ?? []).filter((group) => group.games.length > 0);
  const recentGames = (recent.data?.games ?? []).filter((game) => mode === null || game.prizeMode === mode);
  // A card's draw closed (a fast game every minute): ask for the next draws at once rather than at the next poll.
  const closed = [...groups.flatMap((group) => group.games), ...recentGames].some((game) => game.nextDraw !== null && Date.parse(game.nextDraw.closeAt) <= now);
  const { refetch: refetchMenu } = menu;
  const { refetch: refetchRecent } = recent;
  useEffect(() => {
    if (!closed) return;
    void refetchMenu();
    if (token !== null) void refetchRecent();
  }, [closed, refetchMenu, refetchRecent, token]);
  return (
    <div className="flex flex-col gap-5" data-testid="lottery-lobby">
      <PageTitle testId="page-title">{t(title)}</PageTitle>
      <nav aria-label={t('lobbyNav')} className="-mt-2 flex flex-wrap gap-2">
        <Link to="/lottery" className={tabClass(path === '/lottery')} aria-current={path === '/lottery' ? 'page' : undefined}>
          {t('lobbyAll')}
        </Link>
        <Link to="/vnLottery" className={tabClass(path === '/vnLottery')} aria-current={path === '/vnLottery' ? 'page' : undefined}>
          {t('lobbyVn')}
        </Link>
        <Link to="/seaLottery" className={tabClass(path === '/seaLottery')} aria-current={path === '/seaLottery' ? 'page' : undefined}>
          {t('lobbySea')}
        </Link>
        <Link to="/lottery/board" className={tabClass(false)} data-testid="lottery-board-link">
          {t('board')}
        </Link>
        <a href="#my-bets" className={tabClass(false)}>
          {t('myBets')}
        </a>
      </nav>
      {recentGames.length > 0 ? (
        <section aria-labelledby="lottery-recent-title" className="flex flex-col gap-2" data-testid="lottery-recent">
          <h2 id="lottery-recent-title" className="text-lg font-semibold">
            {t('recentGames')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {recentGames.map((game) => (
              <LotteryGameCard key={game.gameCode} game={game} now={now} from={path} />
            ))}
          </ul>
        </section>
      ) : null}
      <QueryState
        isPending={menu.isPending}
        error={menu.error}
        isEmpty={menu.data !== undefined && groups.length === 0}
        emptyText={t('noGames')}
        onRetry={() => void menu.refetch()}
      />
      {groups.map((group) => (
        <section
          key={group.group}
          aria-labelledby={`lottery-group-${group.group}`}
          className="flex flex-col gap-2"
          data-testid="lottery-group"
          data-group={group.group}
        >
          <h2 id={`lottery-group-${group.group}`} className="text-lg font-semibold">
            {groupName(t, group.group)}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {group.games.map((game) => (
              <LotteryGameCard key={game.gameCode} game={game} now={now} from={path} />
            ))}
          </ul>
        </section>
      ))}
      <MyLotteryBets />
    </div>
  );
};

/** /lottery, /vnLottery and /seaLottery: the lobby of that prize mode, or with ?gameCode= that game's betting page. */
export const LotteryLobbyPage = () => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search: { gameCode?: string } = useSearch({ strict: false });
  const lobby = lobbies[pathname.replace(/\/+$/, '')] ?? lobbies['/lottery']!;
  if (search.gameCode) return <BettingScreen key={search.gameCode} gameCode={search.gameCode} from={lobby.path} />;
  return <Lobby path={lobby.path} mode={lobby.mode} title={lobby.title} />;
};
