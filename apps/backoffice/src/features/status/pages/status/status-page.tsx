import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../settings/components/settings-screen';
import { useMessageLanguages } from '../../../settings/queries/use-message-languages';
import { MaintenanceForm } from './maintenance-form';
import { MaintenanceIndicator } from './maintenance-indicator';

/** System status: is the site in maintenance now, and the maintenance window players will see. */
export const StatusPage = () => {
  const { t } = useTranslation();
  const { ready, languages } = useMessageLanguages();
  return (
    <SettingsScreen settingsKey="maintenance" title={t('status.title')} description={t('status.description')} ready={ready}>
      {(context) => (
        <>
          <MaintenanceIndicator value={context.doc.value} />
          <Card title={t('maintenance.title')} description={t('maintenance.description')}>
            <MaintenanceForm {...context} languages={languages} />
          </Card>
        </>
      )}
    </SettingsScreen>
  );
};
