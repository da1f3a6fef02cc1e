import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@gp/ui';
import { ChangePasswordModal } from '../../account/components/session/change-password-modal';
import { useSessionFlags } from '../../account/components/session/use-session-flags';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { agentProfileQuery } from '../api/agent-api';
import { AgentClock } from '../components/centre/agent-clock';
import { AgentHeader } from '../components/centre/agent-header';
import { useAgentCatalogs } from '../components/centre/agent-i18n';
import { agentMenu, pageAllowed, pageFromPath, type AgentPageName } from '../components/centre/agent-menu';
import { AgentNav } from '../components/centre/agent-nav';
import { contractSummaryQuery } from '../api/contracts-api';
import { agentPages } from './page-registry';
import { useInboxUnread } from '../../inbox/components/use-inbox-unread';

const PageFallback = () => <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" data-testid="agent-page-loading" />;

/**
 * The agent centre: header, menu and the page of `/agentHome/<pageName>`
 * (`/agentHome` is agentTeamOverview). The route guard has already sent non-agents to /agent; an
 * agent refused by the API (policy off) sees the refusal here.
 */
export const AgentCentre = () => {
  const { i18n } = useTranslation();
  const catalogs = useAgentCatalogs(i18n);
  if (catalogs === null)
    return (
      <div className="flex min-h-dvh items-center justify-center" data-testid="agent-centre-loading">
        <Spinner />
      </div>
    );
  return <AgentCentreFrame />;
};

const AgentCentreFrame = () => {
  const { t } = useTranslation('agent');
  const token = useSessionToken();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { page, known } = pageFromPath(pathname);
  const profile = useQuery(agentProfileQuery(token));
  const summary = useQuery(contractSummaryQuery(token));
  const inboxUnread = useInboxUnread();
  const { mustChangePassword } = useSessionFlags();
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const drawerId = useId();

  if (!known) return <Navigate to="/agentHome" replace />;
  const skewMs = profile.data ? Date.parse(profile.data.serverTime) - profile.dataUpdatedAt : 0;

  return (
    <div className="flex min-h-dvh flex-col" data-testid="agent-home-page" data-page={page}>
      <AgentHeader
        profile={profile.data}
        skewMs={Number.isFinite(skewMs) ? skewMs : 0}
        menuOpen={drawer}
        onToggleMenu={() => setDrawer((v) => !v)}
        menuId={drawerId}
      />
      <div className="mx-auto flex w-full max-w-[96rem] flex-1 gap-6 px-3 sm:px-4">
        <AgentNav
          entries={agentMenu(summary.data, inboxUnread)}
          current={page}
          drawerOpen={drawer}
          onCloseDrawer={closeDrawer}
          drawerId={drawerId}
          clock={
            profile.data ? (
              <AgentClock
                timeZone={profile.data.businessTimeZone}
                offsetMinutes={profile.data.offsetMinutes}
                serverSkewMs={Number.isFinite(skewMs) ? skewMs : 0}
              />
            ) : null
          }
        />
        <section className="min-w-0 flex-1 py-4" aria-labelledby="agent-page-title">
          <h1 id="agent-page-title" className="mb-4 text-xl font-bold sm:text-2xl" data-testid="agent-page-title">
            {t(`menu.${page}`)}
          </h1>
          {profile.error ? (
            <ErrorBanner error={profile.error} data-testid="agent-profile-error" />
          ) : (
            <PageBody page={page} allowed={pageAllowed(page, summary.data)} summaryPending={summary.isPending} />
          )}
        </section>
      </div>
      <ChangePasswordModal open={token !== null && mustChangePassword} />
    </div>
  );
};

const PageBody = ({ page, allowed, summaryPending }: { page: AgentPageName; allowed: boolean; summaryPending: boolean }) => {
  const { t } = useTranslation('agent');
  if (!allowed && summaryPending) return <PageFallback />;
  if (!allowed)
    return (
      <Alert tone="info" data-testid="agent-page-unavailable">
        {t('frame.contractPageUnavailable')}{' '}
        <Link to="/agentHome" className="underline">
          {t('menu.agentTeamOverview')}
        </Link>
      </Alert>
    );
  const Page = agentPages[page];
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
};
