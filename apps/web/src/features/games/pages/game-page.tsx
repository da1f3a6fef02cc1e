import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClass, Spinner } from '@gp/ui';
import type { GameLaunch, LaunchMode } from '@gp/contracts';
import { useSessionFlags } from '../../account/components/session/use-session-flags';
import { useRequireRealAccount } from '../../account/components/session/use-require-real-account';
import { isApiError } from '../../../api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useLoggedIn } from '../../account/components/session/use-session-token';
import { launchGame } from '../api/games-api';
import { gameKeys } from '../queries/keys';
import { MaintenanceNotice, suggestionsOf } from '../components/maintenance-notice';
import { gameTitle } from '../components/catalog/catalog-types';
import { useGameEntry, useVendorNames } from '../queries/use-catalog';
import { useGameTabTitle } from '../components/use-game-tab-title';

/** The vendor may not frame its own page further or reach this one; it may open popups and send the player back. */
const frameSandbox = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

const GameFrame = ({ launch, title }: { launch: GameLaunch; title: string }) => (
  <iframe
    src={launch.url}
    title={title}
    sandbox={frameSandbox}
    allow="fullscreen; autoplay; clipboard-write"
    allowFullScreen
    className="block h-[calc(100dvh-10rem)] min-h-96 w-full rounded-lg border border-border bg-black"
    data-testid="game-frame"
  />
);

/**
 * The game page: asks for a launch URL each time it opens (a real one carries a single-use token,
 * so it is never cached) and shows the vendor's game full width in a frame. In-house games answer
 * with a path of this site, which the page moves to. The side menu and header balance give way
 * (route-rules `gamePagePaths`).
 */
export const GamePage = () => {
  const { t } = useTranslation('games');
  const { vendor, gameCode } = useParams({ from: '/game/$vendor/$gameCode' });
  const search = useSearch({ from: '/game/$vendor/$gameCode' });
  const mode: LaunchMode = search.mode === 'demo' ? 'demo' : 'real';
  const { code } = useLanguage();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const { isTrial } = useSessionFlags();
  const requireRealAccount = useRequireRealAccount();
  const mayLaunch = mode === 'demo' || (loggedIn && !isTrial);

  // Opened directly for real money without a real account: the login popup or the "real account" dialog.
  useEffect(() => {
    if (mode === 'real') requireRealAccount();
  }, [mode, requireRealAccount]);

  const launch = useQuery({
    queryKey: gameKeys.launch(vendor, gameCode, mode, code),
    queryFn: () => launchGame({ vendor, gameCode, mode }, code, `${window.location.origin}/`),
    enabled: mayLaunch,
    // A launch token is single use: never reuse an answer, never retry on our own.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const url = launch.data?.url;
  useEffect(() => {
    if (url?.startsWith('/')) void navigate({ href: url, replace: true });
  }, [url, navigate]);

  // Names, never codes: the entry's name in the current language and the vendor's display name.
  const entry = useGameEntry(vendor, gameCode).data;
  const name = entry ? gameTitle(entry) : '';
  const vendorName = useVendorNames().get(vendor) ?? '';
  useGameTabTitle(name);

  const other = mode === 'demo' ? {} : { mode: 'demo' as const };
  const title = name && vendorName ? t('frameTitle', { game: name, vendor: vendorName }) : name || vendorName;

  return (
    <div className="flex flex-col gap-3" data-testid="game-page" data-mode={mode}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => window.history.back()} data-testid="game-back">
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ←
            </span>
            {t('back')}
          </button>
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold" data-testid="game-name">
              {name}
            </h1>
            {vendorName ? (
              <p className="truncate text-xs text-fg-muted" data-testid="game-page-vendor">
                {vendorName}
              </p>
            ) : null}
          </div>
          {mode === 'demo' ? <span className="shrink-0 rounded bg-info/15 px-2 py-0.5 text-xs font-medium">{t('demoBadge')}</span> : null}
        </div>
        <Link
          to="/game/$vendor/$gameCode"
          params={{ vendor, gameCode }}
          search={other}
          className={buttonClass('secondary', 'sm')}
          data-testid="game-switch-mode"
        >
          {mode === 'demo' ? t('playReal') : t('playDemoLong')}
        </Link>
      </div>

      {!mayLaunch ? (
        <Alert tone="info" data-testid="game-needs-account">
          {loggedIn ? t('needsRealAccount') : t('needsLogin')}
        </Alert>
      ) : launch.isPending || url?.startsWith('/') ? (
        <div className="flex items-center gap-2 py-10 text-sm text-fg-muted" role="status">
          <Spinner />
          {t('launching')}
        </div>
      ) : launch.error ? (
        isApiError(launch.error) && launch.error.code === 'GAME_MAINTENANCE' ? (
          <MaintenanceNotice message={launch.error.message} suggestions={suggestionsOf(launch.error.details)} />
        ) : (
          <Alert
            tone="danger"
            title={t('launchFailed')}
            action={
              <Button size="sm" variant="secondary" onClick={() => void launch.refetch()}>
                {t('common:retry')}
              </Button>
            }
            data-testid="game-launch-error"
          >
            {launch.error.message}
          </Alert>
        )
      ) : launch.data ? (
        <GameFrame launch={launch.data} title={title} />
      ) : null}
    </div>
  );
};
