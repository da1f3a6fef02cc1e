import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { securityOverviewQuery } from '../../account/api/security-api';
import { PaymentPasswordForm } from '../../account/components/security/payment-password-form';
import { RealNameForm } from '../../account/components/security/real-name-form';
import { SecuritySection } from '../../account/components/security/security-section';
import { useSessionToken } from '../../account/components/session/use-session-token';

/**
 * securityCenter: what an agent needs before withdrawing, without leaving the agent centre: the
 * payment password and the real name (every payout account's holder). The same member security
 * API and forms as the player site's security centre.
 */
export const AgentSecurityPage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const overview = useQuery(securityOverviewQuery(token));
  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <ErrorBanner error={overview.error} />;
  const o = overview.data;
  const set = t('site:security.set');
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="agent-security">
      <SecuritySection title={t('site:security.paymentPassword')} status={o.paymentPasswordSet ? set : null} testId="security-payment">
        <PaymentPasswordForm />
      </SecuritySection>
      <SecuritySection title={t('site:security.realName')} status={o.realNameSet ? set : null} testId="security-real-name">
        <RealNameForm realName={o.realName} />
      </SecuritySection>
    </div>
  );
};
