import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { SiteForm } from './site-form';

/** Site settings: domains, analytics and CDNs the player site is told about. */
export const SitePage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="site" title={t('site.title')} description={t('site.description')}>
      {(context) => (
        <Card>
          <SiteForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
