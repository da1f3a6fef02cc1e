import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../settings/components/settings-screen';
import { CashierForm } from './cashier-form';
import { CurrencyLimitsCard } from './currency-limits-card';

/**
 * The `cashier` settings document: limits and rules the deposit, withdrawal and transfer flows apply;
 * below it, the ledger's largest amount per currency (its own table, saved on its own).
 */
export const CashierSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="cashier" title={t('cashierSettings.title')} description={t('cashierSettings.description')}>
      {(context) => (
        <div className="flex flex-col gap-4">
          <Card>
            <CashierForm {...context} />
          </Card>
          <CurrencyLimitsCard />
        </div>
      )}
    </SettingsScreen>
  );
};
