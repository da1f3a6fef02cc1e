import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HeaderControls } from '../layout/header-controls';
import { SoonState } from '../shared/soon-state';

/** The agent-only frame: its own title bar, no site header, side menu or footer. */
const AgentFrame = ({ title, testId }: { title: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3">
        <h1 className="text-xl font-bold">{title}</h1>
        <div className="flex items-center gap-3">
          <Link to="/" className="text-sm text-fg underline-offset-4 hover:underline">
            {t('site:backToSite')}
          </Link>
          <HeaderControls />
        </div>
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 p-4">
        <SoonState />
      </div>
    </div>
  );
};

export const AgentPage = () => {
  const { t } = useTranslation();
  return <AgentFrame title={t('site:agentLogin')} testId="agent-page" />;
};

export const AgentHomePage = () => {
  const { t } = useTranslation();
  return <AgentFrame title={t('site:agentCentre')} testId="agent-home-page" />;
};
