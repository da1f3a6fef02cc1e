import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';

export const LicencePopup = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} title={t('site:licenceTitle')} closeLabel={t('common:close')} data-testid="licence-popup">
      <p className="text-sm leading-relaxed">{t('site:licenceText')}</p>
    </Popup>
  );
};
