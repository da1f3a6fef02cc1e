import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../settings/components/settings-screen';
import { AccountSecurityForm } from './account-security-form';

/** Member sign-in and session rules: timeouts, lockout, password expiry and reset, new-IP check. */
export const AccountSecurityPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="accountSecurity" title={t('accountSecurity.title')} description={t('accountSecurity.description')}>
      {(context) => (
        <Card>
          <AccountSecurityForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
