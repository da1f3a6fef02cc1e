import { buttonClass } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canReadSettings } from '../../../app/session/permissions';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { agentsTestIds } from '../agents-test-ids';
import { fetchAgentsOverview } from '../api/agents-api';
import { agentsKeys } from '../queries/keys';

/** The agent policy (whitelabel AGENTPOLICY3) as it stands, with a link to where it is edited. */
export const AgentPolicyNote = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const overview = useQuery({ queryKey: agentsKeys.overview, queryFn: ({ signal }) => fetchAgentsOverview(signal) });
  if (!overview.data) return null;
  const on = overview.data.agentPolicy;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-fg-muted">{t('agentsAdmin.policy.label')}</span>
      <StatusBadge tone={on ? 'good' : 'bad'} label={on ? t('agentsAdmin.policy.on') : t('agentsAdmin.policy.off')} testId={agentsTestIds.policy.badge} />
      {canReadSettings(roles) ? (
        <Link to="/whitelabel" className={buttonClass('secondary', 'sm')} data-testid={agentsTestIds.policy.link}>
          {t('agentsAdmin.policy.edit')}
        </Link>
      ) : null}
    </div>
  );
};
