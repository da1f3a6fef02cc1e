import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../components/settings-screen';
import { MerchantForm } from './merchant-form';

/** Merchant configuration: identity codes, currency, languages and the member type codes. */
export const MerchantPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="merchant" title={t('merchant.title')} description={t('merchant.description')}>
      {(context) => (
        <Card>
          <MerchantForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
