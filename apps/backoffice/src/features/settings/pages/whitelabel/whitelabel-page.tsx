import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { WhitelabelForm } from './whitelabel-form';

/** Whitelabel flags: the player-site features this merchant turns on. */
export const WhitelabelPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="whitelabel" title={t('whitelabel.title')} description={t('whitelabel.description')}>
      {(context) => (
        <Card>
          <WhitelabelForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
