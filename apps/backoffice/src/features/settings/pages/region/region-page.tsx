import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { useMessageLanguages } from '../../queries/use-message-languages';
import { RegionForm } from './region-form';

/** Region rules: who is turned away by country or IP, who always passes, and what they are told. */
export const RegionPage = () => {
  const { t } = useTranslation();
  const { ready, languages } = useMessageLanguages();
  return (
    <SettingsScreen settingsKey="region" title={t('region.title')} description={t('region.description')} ready={ready}>
      {(context) => (
        <Card>
          <RegionForm {...context} languages={languages} />
        </Card>
      )}
    </SettingsScreen>
  );
};
