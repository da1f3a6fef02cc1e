import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { RegisterForm } from './register-form';

/** Registration fields: which the player's form shows, which it requires, and how each is checked. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="register" title={t('register.title')} description={t('register.description')}>
      {(context) => (
        <Card>
          <RegisterForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
