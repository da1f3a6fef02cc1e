import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '../../../settings/components/settings-screen';
import { PromotionSettingsForm } from './promotion-settings-form';

/** Promotions > Settings: the `promotions` settings document. */
export const PromotionSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <SettingsScreen settingsKey="promotions" title={t('promotionSettings.title')} description={t('promotionSettings.description')}>
      {(context) => (
        <Card>
          <PromotionSettingsForm {...context} />
        </Card>
      )}
    </SettingsScreen>
  );
};
