import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from '../../account/components/session/change-password-modal';
import { useSessionFlags } from '../../account/components/session/use-session-flags';
import { AgentLanding } from '../components/landing/agent-landing';
import { HeaderControls } from '../../../app/layout/header-controls';
import { BrandLogo } from '../../../app/layout/brand-logo';
import { useLoggedIn } from '../../account/components/session/use-session-token';

const AgentCentre = lazy(() => import('./agent-centre').then((m) => ({ default: m.AgentCentre })));

/** The agent-only frame: its own title bar, no site header, side menu or footer. */
const AgentFrame = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { mustChangePassword } = useSessionFlags();
  return (
    <div className="flex min-h-dvh flex-col" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3">
        {/* The brand keeps its size; a long title wraps beside it. */}
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo name={t('common:siteName')} />
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-border" />
          <h1 className="min-w-0 text-xl font-bold">{title}</h1>
        </div>
        <div className="flex items-center gap-3">
          <Link to="/" className="text-sm text-fg underline-offset-4 hover:underline">
            {t('site:backToSite')}
          </Link>
          <HeaderControls />
        </div>
      </div>
      <div className="mx-auto w-full max-w-5xl flex-1 p-4">{children}</div>
      {/* The site's session overlays are not part of the agent view: the forced change lives here. */}
      <ChangePasswordModal open={loggedIn && mustChangePassword} />
    </div>
  );
};

export const AgentPage = () => {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('site:agentLogin')} testId="agent-page">
      <AgentLanding />
    </AgentFrame>
  );
};

/** /agentHome and /agentHome/<pageName>: the agent centre, in its own chunk. */
export const AgentHomePage = () => (
  <Suspense fallback={<div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />}>
    <AgentCentre />
  </Suspense>
);
