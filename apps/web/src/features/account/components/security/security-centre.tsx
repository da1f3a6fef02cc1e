import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@gp/ui';
import { useSessionToken } from '../session/use-session-token';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { AuthenticatorForm } from './authenticator-form';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { ChangePasswordForm } from './change-password-form';
import { LinkedSignIn } from './linked-sign-in';
import { KnownIps, LoginHistory } from './login-history';
import { PaymentPasswordForm } from './payment-password-form';
import { RealNameForm } from './real-name-form';
import { securityOverviewQuery } from '../../api/security-api';
import { SecuritySection } from './security-section';
import { SignedInDevices } from './signed-in-devices';

/** The securityCenter page of the member centre: passwords, real name, bindings, 2FA, linked sign-in, logins. */
export const SecurityCentre = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const overview = useQuery(securityOverviewQuery(token));
  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <ErrorBanner error={overview.error} />;
  const o = overview.data;
  const set = t('site:security.set');
  return (
    <div className="flex flex-col gap-4" data-testid="security-centre">
      <p className="text-sm text-fg-muted">
        {t('site:security.account')}:{' '}
        <span className="font-semibold text-fg" data-testid="security-account">
          {o.account}
        </span>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <SecuritySection title={t('site:security.changePassword')} status={set} testId="security-password">
          <ChangePasswordForm />
        </SecuritySection>
        <SecuritySection title={t('site:security.paymentPassword')} status={o.paymentPasswordSet ? set : null} testId="security-payment">
          <PaymentPasswordForm />
        </SecuritySection>
        <SecuritySection title={t('site:security.realName')} status={o.realNameSet ? set : null} testId="security-real-name">
          <RealNameForm realName={o.realName} />
        </SecuritySection>
        <SecuritySection title={t('site:security.mobile')} status={o.mobile} testId="security-mobile">
          <BindMobileForm />
        </SecuritySection>
        <SecuritySection title={t('site:security.email')} status={o.email} testId="security-email">
          <BindEmailForm />
        </SecuritySection>
        <SecuritySection title={t('site:security.authenticator')} status={o.totpEnabled ? t('site:security.on') : null} testId="security-totp">
          <AuthenticatorForm enabled={o.totpEnabled} />
        </SecuritySection>
        <div data-testid="security-social" className="min-w-0">
          <Card title={t('site:security.linkedSignIn')} headingLevel={3}>
            <LinkedSignIn />
          </Card>
        </div>
      </div>
      <div data-testid="security-devices" className="min-w-0">
        <Card title={t('site:security.devices')} headingLevel={3}>
          <SignedInDevices />
        </Card>
      </div>
      <Card title={t('site:security.loginHistory')} headingLevel={3} className="min-w-0">
        <LoginHistory logins={o.recentLogins} />
      </Card>
      <Card title={t('site:security.knownIps')} headingLevel={3} className="min-w-0">
        <KnownIps ips={o.knownIps} />
      </Card>
    </div>
  );
};
