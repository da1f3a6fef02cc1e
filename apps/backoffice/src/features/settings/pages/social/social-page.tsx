import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { SocialForm } from './social-form';

/** Social sign-in: the OpenID Connect providers players may sign in with. */
export const SocialPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="social" title={t('social.title')} description={t('social.description')}>
      {(context) => (
        <Card>
          <SocialForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
