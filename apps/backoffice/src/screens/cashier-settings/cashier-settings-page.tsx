import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../settings/settings-screen';
import { CashierForm } from './cashier-form';

/** The `cashier` settings document: limits and rules the deposit, withdrawal and transfer flows apply. */
export const CashierSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="cashier" title={t('cashierSettings.title')} description={t('cashierSettings.description')}>
      {(context) => (
        <Card>
          <CashierForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
