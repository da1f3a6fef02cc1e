import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../settings/components/settings-screen';
import { AgentSettingsForm } from './agent-settings-form';

/** The `agentContracts` settings document: the figures agent contract settlement is computed with. */
export const AgentSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="agentContracts" title={t('agentSettings.title')} description={t('agentSettings.description')}>
      {(context) => (
        <Card>
          <AgentSettingsForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
