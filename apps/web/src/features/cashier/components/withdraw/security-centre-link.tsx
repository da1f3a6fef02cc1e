import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Where the payment password and the real name are set: the agent centre's own security page for an
 * agent withdrawing there, the member centre's security centre on the player site.
 */
export const SecurityCentreLink = ({ testId }: { testId?: string }) => {
  const { t } = useTranslation();
  const inAgentCentre = useRouterState({ select: (s) => s.location.pathname.startsWith('/agentHome') });
  const className = 'font-medium underline';
  return inAgentCentre ? (
    <Link to="/agentHome/$pageName" params={{ pageName: 'securityCenter' }} className={className} data-testid={testId}>
      {t('agent:menu.securityCenter')}
    </Link>
  ) : (
    <Link to="/member" search={{ page: 'securityCenter' }} className={className} data-testid={testId}>
      {t('site:member_securityCenter')}
    </Link>
  );
};
